import '../locales';
import { ApplicationsPage as Page } from '../features/applications';

/** Route /applications: membership applications and the SEPA collection, for administrators. */
export default function ApplicationsPage() {
  return <Page />;
}
