import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Language } from '../../lib/language.js';
import type { TemplateInput } from './page-input.js';

/** What the editor had on screen: page name, templates and the version it started from. */
export interface AutosavedDraft {
  name: string;
  templates: TemplateInput[];
  version: number;
}

export async function keepDraft(
  db: Kysely<Database> | Transaction<Database>,
  key: { organizationId: string; contentId: string; userId: string },
  draft: AutosavedDraft,
  language: Language,
): Promise<string> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('content_drafts')
    .values({
      organization_id: key.organizationId,
      content_id: key.contentId,
      user_id: key.userId,
      language,
      draft: JSON.stringify(draft),
      updated_at: updatedAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['content_id', 'user_id'])
        .doUpdateSet({ draft: JSON.stringify(draft), language, updated_at: updatedAt }),
    )
    .execute();
  return updatedAt;
}

/** The editor's own draft of the page (another editor's is never shown), or null. */
export async function findDraft(
  db: Kysely<Database>,
  key: { organizationId: string; contentId: string; userId: string },
): Promise<(AutosavedDraft & { language: string; updatedAt: string }) | null> {
  const row = await db
    .selectFrom('content_drafts')
    .select(['draft', 'language', 'updated_at'])
    .where('organization_id', '=', key.organizationId)
    .where('content_id', '=', key.contentId)
    .where('user_id', '=', key.userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...(row.draft as unknown as AutosavedDraft),
    language: row.language,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function dropDraft(
  db: Kysely<Database>,
  key: { organizationId: string; contentId: string; userId: string },
): Promise<void> {
  await db
    .deleteFrom('content_drafts')
    .where('organization_id', '=', key.organizationId)
    .where('content_id', '=', key.contentId)
    .where('user_id', '=', key.userId)
    .execute();
}
