import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { usePageTitle } from '../../content-page';
import { PagedNewsGrid } from './PagedNewsGrid';
import './news.css';

/** /news: the news grid, 12 cards per page. */
export function NewsListPage() {
  const { t } = useTranslation(namespace);
  usePageTitle(t('news.title'), { description: t('news.metaDescription') });
  return (
    <>
      <header className="news-page__banner">
        <h1 className="news-page__title">{t('news.title')}</h1>
        <p className="news-page__lead">{t('news.lead')}</p>
      </header>
      <section className="block">
        <PagedNewsGrid headingLevel={2} />
      </section>
    </>
  );
}
