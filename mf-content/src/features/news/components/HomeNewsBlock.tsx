import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, type NewsItem, type Template } from '@club/shared';
import { valuesOf } from '@club/shared/contracts';
import { listNews } from '@club/shared/contracts/endpoints/news';
import { namespace } from '../../../locales';
import { BlockLink } from '../../../components/BlockLink';
import { homeNewsPageSize } from '../lib/paging';
import { useNewsPage } from '../model/use-news-page';

import { NewsCard } from './NewsCard';
import './news.css';

/** GRID (home news): title, 4 news per page with a More button, and textButton/linkButton. */
export function HomeNewsBlock({ template }: { template: Template }) {
  const { t } = useTranslation(namespace);
  const element = template.elements[0];
  const values = element ? valuesOf('GRID', template, element) : {};
  // The first page comes through the data loader, so it is in the server-rendered HTML and a
  // visitor's browser does not ask for it again; "More" loads the next pages on demand.
  const first = useNewsPage(0, homeNewsPageSize);
  const [more, setMore] = useState<{ items: NewsItem[]; nextPage: number; totalPages: number } | null>(null);
  const [isLoadingMore, setIsLoadingMore] = useState(false);

  const firstPage = first.status === 'loaded' ? first.page : null;
  const items = [...(firstPage?.content ?? []), ...(more?.items ?? [])];
  const nextPage = more?.nextPage ?? 1;
  const totalPages = more?.totalPages ?? firstPage?.totalPages ?? 0;
  const hasMore = firstPage !== null && nextPage < totalPages;
  const isLoading = first.status === 'loading' || isLoadingMore;

  const loadMore = () => {
    setIsLoadingMore(true);
    call(listNews, { query: { page: nextPage, size: homeNewsPageSize } })
      .then((result) =>
        setMore((current) => ({
          items: [...(current?.items ?? []), ...result.content],
          nextPage: nextPage + 1,
          totalPages: result.totalPages,
        })),
      )
      .catch((error: unknown) => console.error('News could not be loaded', error))
      .finally(() => setIsLoadingMore(false));
  };

  return (
    <section className="block news-block">
      <div className="news-block__header">
        {values.title ? <h2 className="block__title">{values.title}</h2> : null}
        {values.textButton && values.linkButton ? (
          <BlockLink link={values.linkButton} className="block-button block-button--outline">
            {values.textButton}
          </BlockLink>
        ) : null}
      </div>
      {items.length === 0 && !isLoading ? <p className="news-block__empty">{t('news.empty')}</p> : null}
      <ul className="news-grid news-grid--home" aria-busy={isLoading}>
        {items.map((item) => (
          <li key={item.newsId}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="news-block__more">
          <button type="button" className="block-button" disabled={isLoading} onClick={loadMore}>
            {t('news.more')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
