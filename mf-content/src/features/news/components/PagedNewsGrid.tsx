import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { namespace } from '../../../locales';
import { fullNewsPageSize, pageFromSearch } from '../lib/paging';
import { NewsCard } from './NewsCard';
import { useNewsPage } from '../model/use-news-page';
import './news.css';

/**
 * 12 news cards per page with a pager kept in ?page= (1-based), so pages can be linked.
 * `headingLevel` follows the heading above the grid (h1 on /news, a block's h2 elsewhere).
 */
export function PagedNewsGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(namespace);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const state = useNewsPage(page, fullNewsPageSize);
  const goTo = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target === 0) next.delete('page');
    else next.set('page', String(target + 1));
    setSearchParams(next);
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };

  if (state.status === 'loading') return <div className="news-grid news-grid--loading" aria-busy="true" />;
  const items = state.status === 'loaded' ? state.page.content : [];
  const totalPages = state.status === 'loaded' ? state.page.totalPages : 0;
  if (items.length === 0) return <p className="news-block__empty">{t('news.empty')}</p>;

  return (
    <>
      <ul className="news-grid">
        {items.map((item, index) => (
          <li key={item.newsId}>
            <NewsCard item={item} headingLevel={headingLevel} isLead={index === 0} />
          </li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <nav className="news-pager" aria-label={t('news.pagination')}>
          <button type="button" className="news-pager__button" disabled={page === 0} onClick={() => goTo(page - 1)}>
            {t('news.previousPage')}
          </button>
          <span className="news-pager__status" aria-live="polite">
            {t('news.pageOf', { page: page + 1, total: totalPages })}
          </span>
          <button
            type="button"
            className="news-pager__button"
            disabled={page + 1 >= totalPages}
            onClick={() => goTo(page + 1)}
          >
            {t('news.nextPage')}
          </button>
        </nav>
      ) : null}
    </>
  );
}
