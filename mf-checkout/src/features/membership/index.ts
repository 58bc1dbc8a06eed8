import './locales';
export { MembershipWizard } from './components/MembershipWizard';
