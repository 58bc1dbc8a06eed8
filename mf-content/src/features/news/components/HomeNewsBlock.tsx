import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsItem, Template } from '@club/shared';
import { valuesByName } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { BlockLink } from '../../../components/BlockLink';
import { fetchNewsPage } from '../api/news-api';
import { homeNewsPageSize } from '../lib/paging';

import { NewsCard } from './NewsCard';
import './news.css';

/** GRID (home news): title, 4 news per page with a More button, and textButton/linkButton. */
export function HomeNewsBlock({ template }: { template: Template }) {
  const { t } = useTranslation(namespace);
  const element = template.elements[0];
  const values = element ? valuesByName(template, element) : {};
  const [items, setItems] = useState<NewsItem[]>([]);
  const [nextPage, setNextPage] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [isLoading, setIsLoading] = useState(true);

  // Results are applied in the promise callback, never synchronously inside the effect.
  const load = useCallback((page: number) => {
    let isCurrent = true;
    fetchNewsPage(page, homeNewsPageSize)
      .then((result) => {
        if (!isCurrent) return;
        setItems((current) => (page === 0 ? result.content : [...current, ...result.content]));
        setNextPage(page + 1);
        setHasMore(page + 1 < result.totalPages);
      })
      .catch((error: unknown) => console.error('News could not be loaded', error))
      .finally(() => isCurrent && setIsLoading(false));
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => load(0), [load]);

  const loadMore = () => {
    setIsLoading(true);
    load(nextPage);
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
