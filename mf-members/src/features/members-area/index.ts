export { MembersArea } from './components/MembersArea';
