import * as v from 'valibot';
import type { NewsItem, Page } from '../schemas';
import { endpoint, shape } from './define';

const newsBase = '/news-service/organizations/:orgId';

export const listNews = endpoint({
  method: 'GET',
  path: `${newsBase}/news`,
  access: ['visitor'],
  summary: 'News newest first, paged (page is zero-based).',
  // Optional with defaults (the document says so); bounded so the offset never overflows.
  query: v.object({
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)), 0),
    size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 10),
  }),
  answer: shape<Page<NewsItem>>(),
});

export const getNewsItem = endpoint({
  method: 'GET',
  path: `${newsBase}/news/:newsId`,
  access: ['visitor'],
  summary: 'One news item.',
  answer: shape<NewsItem>(),
});
