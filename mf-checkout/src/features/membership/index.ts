export { MembershipWizard } from './components/MembershipWizard';
