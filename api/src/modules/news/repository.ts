import type { NewsItem, Page, PictureSizesByHref } from '@club/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database, Localized } from '../../db/schema.js';
import { type Language, localize } from '../../lib/language.js';
import { pictureSizesOf } from '../multimedia/index.js';

interface NewsRow {
  id: string;
  headline: Localized;
  category: Localized;
  published_at: Date | string;
  media: string[];
  content: Localized;
}

const toNewsItem = (row: NewsRow, lang: Language, sizes: PictureSizesByHref): NewsItem => ({
  newsId: row.id,
  headline: localize(row.headline, lang),
  category: localize(row.category, lang),
  publishedAt: new Date(row.published_at).toISOString(),
  media: row.media,
  mediaSizes: Object.fromEntries(row.media.flatMap((href) => (sizes[href] ? [[href, sizes[href]]] : []))),
  content: localize(row.content, lang),
});

const columns = ['id', 'headline', 'category', 'published_at', 'media', 'content'] as const;

/** Newest first; page is zero-based. */
export async function listNews(
  db: Kysely<Database>,
  organizationId: string,
  page: number,
  size: number,
  lang: Language,
): Promise<Page<NewsItem>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('news')
      .select(columns)
      .where('organization_id', '=', organizationId)
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .limit(size)
      .offset(page * size)
      .execute(),
    db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow(),
  ]);
  const totalElements = Number(count.total);
  const sizes = await pictureSizesOf(
    db,
    organizationId,
    (rows as NewsRow[]).flatMap((row) => row.media),
  );
  return {
    content: (rows as NewsRow[]).map((row) => toNewsItem(row, lang, sizes)),
    page,
    size,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
  };
}

export async function findNews(db: Kysely<Database>, organizationId: string, id: string, lang: Language) {
  const row = await db
    .selectFrom('news')
    .select(columns)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return toNewsItem(row as NewsRow, lang, await pictureSizesOf(db, organizationId, row.media));
}
