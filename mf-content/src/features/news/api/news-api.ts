import { apiClient, orgPath, type NewsItem, type Page } from '@club/shared';

/** GET news-service .../news?page&size (page is zero-based, newest first). */
export async function fetchNewsPage(page: number, size: number): Promise<Page<NewsItem>> {
  const { data } = await apiClient.get<Page<NewsItem>>(orgPath('news-service', 'news'), { params: { page, size } });
  return data;
}

/** GET news-service .../news/{newsId}. */
export async function fetchNewsItem(newsId: string): Promise<NewsItem> {
  const { data } = await apiClient.get<NewsItem>(orgPath('news-service', `news/${encodeURIComponent(newsId)}`));
  return data;
}
