import { useEffect, useState } from 'react';
import type { NewsItem, Page } from '@club/shared';
import { fetchNewsPage } from '../api/news-api';

export type NewsPageState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; page: Page<NewsItem> };

/** One page of news; failures are only logged (spec §8) and shown as an empty list. */
export function useNewsPage(page: number, size: number): NewsPageState {
  const [state, setState] = useState<{ key: string; value: NewsPageState }>({
    key: '',
    value: { status: 'loading' },
  });
  const key = `${page}/${size}`;
  useEffect(() => {
    let isCurrent = true;
    fetchNewsPage(page, size)
      .then((result) => isCurrent && setState({ key, value: { status: 'loaded', page: result } }))
      .catch((error: unknown) => {
        console.error('News could not be loaded', error);
        if (isCurrent) setState({ key, value: { status: 'failed' } });
      });
    return () => {
      isCurrent = false;
    };
  }, [key, page, size]);
  return state.key === key ? state.value : { status: 'loading' };
}
