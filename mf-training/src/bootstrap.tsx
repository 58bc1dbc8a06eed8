import { mountStandalone, type Template } from '@club/shared';
import TrainingPage from './exposes/TrainingPage';
import TrainingScheduleBlock from './exposes/TrainingScheduleBlock';

// A TRAINING_SCHEDULE template as a content page would pass it (no course preselected).
const sampleBlock: Template = {
  id: 'standalone',
  name: 'TRAINING_SCHEDULE',
  type: 'TRAINING_SCHEDULE',
  fields: [{ id: 'title', name: 'title', type: 'H2', isMandatory: false }],
  elements: [{ id: 'e', type: 'default', values: [{ id: 'v', fieldId: 'title', value: 'Trainingszeiten' }] }],
};

// Standalone mount for `pnpm --filter mf-training dev`: this remote's exposes without the shell.
void mountStandalone(
  <>
    <TrainingPage />
    <TrainingScheduleBlock template={sampleBlock} />
  </>,
);
