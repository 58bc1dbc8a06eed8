import { useEffect } from 'react';
import { useApiData, type NewsItem, type Page } from '@club/shared';
import { fetchNewsPage } from '../api/news-api';

export type NewsPageState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; page: Page<NewsItem> };

/**
 * One page of news, through the shared data loader: one request per page and size however many
 * components ask (and however often React mounts them). Failures are only logged (spec §8) and
 * shown as an empty list.
 */
export function useNewsPage(page: number, size: number): NewsPageState {
  const { data, error } = useApiData(`news-service/news?page=${page}&size=${size}`, () => fetchNewsPage(page, size));
  useEffect(() => {
    if (error) console.error('News could not be loaded', error);
  }, [error]);
  if (data) return { status: 'loaded', page: data };
  return error ? { status: 'failed' } : { status: 'loading' };
}
