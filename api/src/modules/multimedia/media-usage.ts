import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Language, localize } from '../../lib/language.js';
import './tables.js';

// LIKE treats % and _ as wildcards and \ as its escape: a URL is searched for as it is.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The names of the pages (and news) that show a picture, in the caller's language: published
 * templates (footer and social media are pages too), news pictures and schedules still waiting
 * to publish. Read straight from the tables, as the server's own data decides (the content
 * module imports this one, so it cannot be imported back). Autosaved drafts do not count: they
 * are one editor's unsaved work, and the editor warns when a picked picture is gone.
 */
export async function pagesShowing(
  db: Kysely<Database>,
  organizationId: string,
  href: string,
  lang: Language,
): Promise<string[]> {
  const pattern = containing(href);
  const [templates, schedules, news] = await Promise.all([
    db
      .selectFrom('templates')
      .innerJoin('contents', 'contents.id', 'templates.content_id')
      .select(['contents.id', 'contents.name'])
      .where('templates.organization_id', '=', organizationId)
      .where(sql<boolean>`templates.elements::text LIKE ${pattern}`)
      .execute(),
    db
      .selectFrom('scheduled_publications')
      .innerJoin('contents', 'contents.id', 'scheduled_publications.content_id')
      .select(['contents.id', 'contents.name'])
      .where('scheduled_publications.organization_id', '=', organizationId)
      .where('scheduled_publications.status', '=', 'pending')
      .where(sql<boolean>`scheduled_publications.draft::text LIKE ${pattern}`)
      .execute(),
    db
      .selectFrom('news')
      .select(['id', 'headline'])
      .where('organization_id', '=', organizationId)
      .where((eb) => eb.or([sql<boolean>`${href} = ANY(news.media)`, sql<boolean>`news.content::text LIKE ${pattern}`]))
      .execute(),
  ]);
  const byId = new Map<string, string>();
  for (const row of [...templates, ...schedules]) byId.set(row.id, localize(row.name, lang));
  for (const row of news) byId.set(row.id, localize(row.headline, lang));
  return [...new Set(byId.values())].sort((a, b) => a.localeCompare(b, lang));
}
