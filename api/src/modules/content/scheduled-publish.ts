import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { Language } from '../../lib/language.js';
import { keepDraft } from './autosaved-drafts.js';
import { savePage } from './content-write.js';
import type { TemplateInput } from './page-input.js';
import { claimDue } from '../../db/lease.js';

const leaseSeconds = 120;

export interface ScheduledDraft {
  name: string;
  templates: TemplateInput[];
  version: number;
}

export async function schedulePublication(
  db: Kysely<Database>,
  organizationId: string,
  input: { contentId: string; publishAt: string; draft: ScheduledDraft; language: Language; author: string },
): Promise<{ id: string; publishAt: string }> {
  // A newer schedule for the same page replaces the pending one: one draft waits per page.
  await db
    .deleteFrom('scheduled_publications')
    .where('organization_id', '=', organizationId)
    .where('content_id', '=', input.contentId)
    .where('status', '=', 'pending')
    .execute();
  const row = await db
    .insertInto('scheduled_publications')
    .values({
      organization_id: organizationId,
      content_id: input.contentId,
      publish_at: input.publishAt,
      language: input.language,
      author: input.author,
      draft: JSON.stringify(input.draft),
    })
    .returning(['id', 'publish_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, publishAt: new Date(row.publish_at).toISOString() };
}

export async function pendingPublication(db: Kysely<Database>, organizationId: string, contentId: string) {
  const row = await db
    .selectFrom('scheduled_publications')
    .select(['id', 'publish_at', 'author', 'status', 'last_error', 'last_error_code'])
    .where('organization_id', '=', organizationId)
    .where('content_id', '=', contentId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        publishAt: new Date(row.publish_at).toISOString(),
        author: row.author,
        status: row.status,
        error: row.last_error,
        errorCode: row.last_error_code,
      }
    : null;
}

/**
 * Cancels the page's pending schedule; false when none is pending. Scheduling handed the editor's
 * draft to the server, so cancelling hands it back: the scheduled version becomes the cancelling
 * editor's autosaved draft of the page (replacing theirs), to edit again and save or reschedule.
 */
export async function cancelPublication(
  db: Kysely<Database>,
  organizationId: string,
  contentId: string,
  userId: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const cancelled = await trx
      .deleteFrom('scheduled_publications')
      .where('organization_id', '=', organizationId)
      .where('content_id', '=', contentId)
      .where('status', '=', 'pending')
      .returning(['draft', 'language'])
      .executeTakeFirst();
    if (!cancelled) return false;
    const language: Language = cancelled.language === 'en' ? 'en' : 'de';
    await keepDraft(trx, { organizationId, contentId, userId }, cancelled.draft as unknown as ScheduledDraft, language);
    return true;
  });
}

/** Moves the pending schedule to another time; false when none is pending. */
export async function reschedulePublication(
  db: Kysely<Database>,
  organizationId: string,
  contentId: string,
  publishAt: string,
) {
  const updated = await db
    .updateTable('scheduled_publications')
    .set({ publish_at: publishAt, claimed_until: null })
    .where('organization_id', '=', organizationId)
    .where('content_id', '=', contentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * "Publish the scheduled version now": the latest failed (or pending) schedule's draft becomes
 * the page on top of whatever was saved since (that save stays in the history). Null when the
 * page has no such schedule.
 */
export async function publishScheduledNow(
  db: Kysely<Database>,
  organizationId: string,
  contentId: string,
  author: string,
  validate: (draft: ScheduledDraft, language: Language) => Promise<void>,
): Promise<{ draft: ScheduledDraft; language: Language } | null> {
  const row = await db
    .selectFrom('scheduled_publications')
    .select(['id', 'draft', 'language'])
    .where('organization_id', '=', organizationId)
    .where('content_id', '=', contentId)
    .where('status', 'in', ['failed', 'pending'])
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const draft = row.draft as unknown as ScheduledDraft;
  const language: Language = row.language === 'en' ? 'en' : 'de';
  // Judged by today's catalogue and routes, as a save made now would be.
  await validate(draft, language);
  const current = await db
    .selectFrom('contents')
    .select('version')
    .where('organization_id', '=', organizationId)
    .where('id', '=', contentId)
    .executeTakeFirstOrThrow();
  await savePage(db, organizationId, {
    contentId,
    name: draft.name,
    templates: draft.templates,
    baseVersion: current.version,
    author,
    language,
  });
  await db.updateTable('scheduled_publications').set({ status: 'published' }).where('id', '=', row.id).execute();
  return { draft, language };
}

/**
 * Publishes every due draft once: a replica claims rows with FOR UPDATE SKIP LOCKED and a lease,
 * so several replicas never publish the same draft twice, and a replica that dies mid-way only
 * delays it until the lease runs out. Returns how many were published.
 */
export async function publishDue(db: Kysely<Database>, log: FastifyBaseLogger): Promise<number> {
  const rows = await claimDue(db, {
    table: 'scheduled_publications',
    where: (eb) => eb.and([eb('status', '=', 'pending'), eb('publish_at', '<=', sql<Date>`now()`)]),
    rows: { orderBy: 'publish_at', limit: 20 },
    leaseSeconds,
    returning: ['id', 'organization_id', 'content_id', 'language', 'author', 'draft'],
  });
  let published = 0;
  for (const row of rows) {
    const draft = row.draft as unknown as ScheduledDraft;
    try {
      await savePage(db, row.organization_id, {
        contentId: row.content_id,
        name: draft.name,
        templates: draft.templates,
        baseVersion: draft.version,
        author: `${row.author} (scheduled)`,
        language: row.language === 'en' ? 'en' : 'de',
      });
      await db.updateTable('scheduled_publications').set({ status: 'published' }).where('id', '=', row.id).execute();
      published += 1;
    } catch (error) {
      // A page saved after the draft was scheduled is never overwritten: the draft fails visibly.
      const reason = error instanceof HttpError ? error.message : 'The draft could not be published.';
      log.warn({ scheduledId: row.id, reason }, 'scheduled publication failed');
      await db
        .updateTable('scheduled_publications')
        .set({
          status: 'failed',
          last_error: reason,
          last_error_code: error instanceof HttpError ? error.code : 'PUBLISH_FAILED',
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return published;
}
