import './locales';
export { MyMembershipPanel } from './components/MyMembershipPanel';
