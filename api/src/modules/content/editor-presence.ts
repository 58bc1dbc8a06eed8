import { createHash } from 'node:crypto';
import type { EditorPresence, PresentEditor } from '@club/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DateTime } from 'luxon';
import { HttpError, notFound } from '../../lib/http-error.js';
import './tables.js';

// Who else is here (issue 34 item 5), like Payload's document lock: one person holds a page in
// edit mode and edits it, the others present watch read-only and may take it over. Presence is a
// row per page and person kept alive by the editor's heartbeat; without one it ends.

/** How often the editor sends its heartbeat (PUT presence). */
export const heartbeatSeconds = 15;
/** A presence without a heartbeat for this long is over (two missed heartbeats and some slack). */
export const expiresSeconds = 40;

export interface PresenceKey {
  organizationId: string;
  contentId: string;
  userId: string;
}

const cutoff = (now: Date) => new Date(now.getTime() - expiresSeconds * 1_000);

/**
 * Runs `change` under the page row's lock, with the page's expired presences gone first, so two
 * editors arriving at once end with one holder. Another club's page is 404.
 */
async function onPage(
  db: Kysely<Database>,
  key: PresenceKey,
  now: Date,
  change: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const page = await trx
      .selectFrom('contents')
      .select('id')
      .where('organization_id', '=', key.organizationId)
      .where('id', '=', key.contentId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!page) throw notFound('No content has this id.', 'content');
    await trx
      .deleteFrom('editor_presence')
      .where('content_id', '=', key.contentId)
      .where('seen_at', '<', cutoff(now))
      .execute();
    await change(trx);
  });
}

/** The caller is here (a join or a heartbeat); keeps the time they came. */
async function arrive(trx: Transaction<Database>, key: PresenceKey, now: Date): Promise<void> {
  await trx
    .insertInto('editor_presence')
    .values({
      organization_id: key.organizationId,
      content_id: key.contentId,
      user_id: key.userId,
      since: now,
      seen_at: now,
    })
    .onConflict((oc) => oc.columns(['content_id', 'user_id']).doUpdateSet({ seen_at: now }))
    .execute();
}

const hold = (trx: Transaction<Database>, key: PresenceKey, userId: string, since: Date) =>
  trx
    .updateTable('editor_presence')
    .set({ holds_since: since, taken_over_by: null, taken_over_at: null })
    .where('content_id', '=', key.contentId)
    .where('user_id', '=', userId)
    .execute();

const holderOf = (trx: Transaction<Database>, contentId: string) =>
  trx
    .selectFrom('editor_presence')
    .select(['user_id', 'holds_since'])
    .where('content_id', '=', contentId)
    .where('holds_since', 'is not', null)
    .executeTakeFirst();

/** Join or heartbeat: the caller is in edit mode on the page and holds it when nobody does. */
export async function joinPage(db: Kysely<Database>, key: PresenceKey, now: Date): Promise<void> {
  await onPage(db, key, now, async (trx) => {
    await arrive(trx, key, now);
    if (!(await holderOf(trx, key.contentId))) await hold(trx, key, key.userId, now);
  });
}

/** The caller takes the page over; the holder watches from now on and is told by whom. */
export async function takeOverPage(db: Kysely<Database>, key: PresenceKey, now: Date): Promise<void> {
  await onPage(db, key, now, async (trx) => {
    await arrive(trx, key, now);
    const holder = await holderOf(trx, key.contentId);
    if (holder?.user_id === key.userId) return;
    await trx
      .updateTable('editor_presence')
      .set({ holds_since: null, taken_over_by: key.userId, taken_over_at: now })
      .where('content_id', '=', key.contentId)
      .where('holds_since', 'is not', null)
      .execute();
    await hold(trx, key, key.userId, now);
  });
}

/** The caller left edit mode; a page they held goes to whoever has been here longest. */
export async function leavePage(db: Kysely<Database>, key: PresenceKey, now: Date): Promise<void> {
  await onPage(db, key, now, async (trx) => {
    const left = await trx
      .deleteFrom('editor_presence')
      .where('content_id', '=', key.contentId)
      .where('user_id', '=', key.userId)
      .returning('holds_since')
      .executeTakeFirst();
    if (!left?.holds_since) return;
    const next = await trx
      .selectFrom('editor_presence')
      .select('user_id')
      .where('content_id', '=', key.contentId)
      .orderBy('since')
      .executeTakeFirst();
    if (next) await hold(trx, key, next.user_id, now);
  });
}

const nameOf = (row: { display_name: string | null; email: string | null }) =>
  row.display_name?.trim() || row.email || '?';

/**
 * The document lock on the server (issue 34, like Payload's): a page write (save, restore) by
 * someone who does not hold the page while its holder is here is refused with 409 PAGE_HELD,
 * naming the holder; the writer takes the page over first. Nobody holding it, the holder gone
 * (no heartbeat for 40 s), or the caller holding it: the write goes on. Runs inside the write's
 * transaction; a take-over commits under the page row's lock, which the write holds too.
 */
export async function refuseUnlessHolder(trx: Transaction<Database>, key: PresenceKey, now: Date): Promise<void> {
  const holder = await trx
    .selectFrom('editor_presence as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'p.holds_since', 'u.display_name', 'u.email'])
    .where('p.organization_id', '=', key.organizationId)
    .where('p.content_id', '=', key.contentId)
    .where('p.holds_since', 'is not', null)
    .where('p.seen_at', '>=', cutoff(now))
    .executeTakeFirst();
  if (!holder?.holds_since || holder.user_id === key.userId) return;
  const name = nameOf(holder);
  const since = new Date(holder.holds_since);
  throw new HttpError(
    409,
    'PAGE_HELD',
    `${name} is editing this page (since ${since.toISOString()}). Only the person editing it can save: take over editing first.`,
    undefined,
    { name, since: DateTime.fromJSDate(since, { zone: 'Europe/Berlin' }).toFormat('HH:mm') },
  );
}

/** Who is on the page as the caller sees it; names from the users table, never from a request. */
export async function readPresence(db: Kysely<Database>, key: PresenceKey, now: Date): Promise<EditorPresence> {
  const rows = await db
    .selectFrom('editor_presence as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('users as t', 't.id', 'p.taken_over_by')
    .select([
      'p.user_id',
      'p.since',
      'p.holds_since',
      'p.taken_over_at',
      'u.display_name',
      'u.email',
      't.display_name as taker_display_name',
      't.email as taker_email',
    ])
    .where('p.organization_id', '=', key.organizationId)
    .where('p.content_id', '=', key.contentId)
    .where('p.seen_at', '>=', cutoff(now))
    .orderBy('p.since')
    .orderBy('p.user_id')
    .execute();
  const present = (row: (typeof rows)[number], since: Date): PresentEditor => ({
    userId: row.user_id,
    name: nameOf(row),
    since: new Date(since).toISOString(),
  });
  const holding = rows.find((row) => row.holds_since);
  const mine = rows.find((row) => row.user_id === key.userId);
  const view = {
    holder: holding ? present(holding, holding.holds_since!) : null,
    isHolder: !!holding && holding.user_id === key.userId,
    watching: rows.filter((row) => row !== holding && row !== mine).map((row) => present(row, row.since)),
    takenOverBy:
      mine && !mine.holds_since && mine.taken_over_at
        ? {
            name: nameOf({ display_name: mine.taker_display_name, email: mine.taker_email }),
            at: new Date(mine.taken_over_at).toISOString(),
          }
        : null,
  };
  // What the caller would see, hashed: a waiting GET answers once it differs.
  const revision = createHash('sha256').update(JSON.stringify(view)).digest('hex').slice(0, 16);
  return { revision, ...view, heartbeatSeconds, expiresSeconds };
}
