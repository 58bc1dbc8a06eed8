export { AttendanceExport } from './components/AttendanceExport';
/** The coach's dialog (participants, answers, ticks, messages) loads on opening: visitors never download it. */
export const loadParticipantsModal = () => import('./components/ParticipantsModal');
