export { TrainingSchedule } from './components/TrainingSchedule';
export { blockTitle } from './lib/block';
export { useLocalSelection, useUrlSelection, type ScheduleSelection } from './model/selection';
