import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PictureSizesSchema } from './content';

export const NewsItemSchema = Type.Object({
  newsId: Type.String(),
  headline: Type.String(),
  category: Type.String({ description: "'news;Fußball': the part after the semicolon is shown" }),
  publishedAt: Type.String({ format: 'date-time' }),
  media: Type.Array(Type.String()),
  mediaSizes: Type.Optional(
    Type.Record(Type.String(), PictureSizesSchema, { description: 'Sizes of the uploaded pictures in media, by URL' }),
  ),
  content: Type.String({ description: 'JSON text { blocks: [{ type, data: { text } }] }' }),
});

/** One page of a list (page is zero-based). */
export const PageSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    page: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
  });

export type NewsItem = Static<typeof NewsItemSchema>;
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
