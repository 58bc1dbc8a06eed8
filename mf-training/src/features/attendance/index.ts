export { AttendanceExport } from './components/AttendanceExport';
export { ParticipantsModal } from './components/ParticipantsModal';
