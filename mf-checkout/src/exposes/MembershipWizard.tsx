import '../locales';
import { MembershipWizard as Wizard } from '../features/membership';

/** MEMBERS_FORM block (BlockProps): the four-step membership wizard; the block's text is not used. */
export default function MembershipWizard() {
  return <Wizard />;
}
