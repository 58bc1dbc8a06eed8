import '../locales';
import { DataRightsPage as Page } from '../features/applications';

/** Route /my-data: a member downloads their data or asks for its erasure. */
export default function DataRightsPage() {
  return <Page />;
}
