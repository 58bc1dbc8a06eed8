import * as v from 'valibot';
import { isoTime, wholeNumber } from './answer-parts';
import { pictureSizesSchema } from './content';

// News, declared once in valibot: the endpoints' answer types are inferred from these and the API
// serialises with them, the published cache too (issue 38 item 1).

export const newsItemSchema = v.object({
  newsId: v.string(),
  headline: v.string(),
  category: v.pipe(v.string(), v.description("'news;Fußball': the part after the semicolon is shown")),
  publishedAt: isoTime,
  media: v.array(v.string()),
  mediaSizes: v.optional(
    v.pipe(v.record(v.string(), pictureSizesSchema), v.description('Sizes of the uploaded pictures in media, by URL')),
  ),
  content: v.pipe(v.string(), v.description('JSON text { blocks: [{ type, data: { text } }] }')),
});

/** One page of a list (page is zero-based). */
export const pageSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({
    content: v.array(item),
    page: wholeNumber,
    size: wholeNumber,
    totalElements: wholeNumber,
    totalPages: wholeNumber,
  });

export type NewsItem = v.InferOutput<typeof newsItemSchema>;
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
