import '../locales';
import { ContentPageView } from '../features/content-page';

/** mf-content/ContentPage: the page for '/', every menu route, redirects and not-found. */
export default function ContentPage() {
  return <ContentPageView />;
}
