import { useApiData, type NewsItem, type Page } from '@club/shared';
import { fetchNewsPage } from '../api/news-api';

export type NewsPageState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; page: Page<NewsItem> };

const logFailure = (error: unknown) => console.error('News could not be loaded', error);

/** One page of news; failures are only logged (spec §8) and shown as an empty list. */
export function useNewsPage(page: number, size: number): NewsPageState {
  const { data, error } = useApiData(`news/${page}/${size}`, () => fetchNewsPage(page, size), { onError: logFailure });
  if (error) return { status: 'failed' };
  return data ? { status: 'loaded', page: data } : { status: 'loading' };
}
