import { call, type NewsItem, type Page } from '@club/shared';
import { listNews } from '@club/shared/contracts/endpoints/news';

/** News newest first (page is zero-based). */
export function fetchNewsPage(page: number, size: number): Promise<Page<NewsItem>> {
  return call(listNews, { query: { page, size } });
}
