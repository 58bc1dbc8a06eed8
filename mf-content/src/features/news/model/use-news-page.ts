import type { NewsItem, Page } from '@club/shared';
import { listNews } from '@club/shared/contracts/endpoints/news';
import { useCall } from '@club/shared/data/use-call';

export type NewsPageState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; page: Page<NewsItem> };

const logFailure = (error: unknown) => console.error('News could not be loaded', error);

/** One page of news; failures are only logged (spec §8) and shown as an empty list. */
export function useNewsPage(page: number, size: number): NewsPageState {
  const { data, error } = useCall(listNews, { query: { page, size } }, { onError: logFailure });
  if (error) return { status: 'failed' };
  return data ? { status: 'loaded', page: data } : { status: 'loading' };
}
