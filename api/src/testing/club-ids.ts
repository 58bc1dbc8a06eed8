import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Which table a route's id parameter names: by the parameter, or for a bare `:id` by the path
 * segment before it. Tests fill routes with ids of rows that exist (in the caller's club, or on
 * purpose in another club), not only fresh UUIDs that every handler refuses early.
 */
const tableOf: Record<string, string> = {
  userId: 'users',
  courseId: 'events_groups',
  eventsGroupId: 'events_groups',
  dateId: 'schedule_occurrences',
  checkoutId: 'wallet_checkouts',
  orderId: 'orders',
  applicationId: 'membership_applications',
  mandateId: 'sepa_mandates',
  returnId: 'sepa_returns',
  mediaId: 'media_items',
  revisionId: 'content_revisions',
  categoryId: 'categories',
  newsId: 'news',
  templateId: 'templates',
  'menu/id': 'menus',
  'content/id': 'contents',
  'templates/id': 'templates',
  'products/id': 'products',
};

export type ClubIds = Record<string, string>;

/** One existing id per kind in the club (the member for :userId, a child for :childId). */
export async function clubIds(db: Kysely<Database>, organizationId: string, memberEmail?: string): Promise<ClubIds> {
  const ids: ClubIds = {};
  for (const [key, table] of Object.entries(tableOf)) {
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM ${sql.table(table)} WHERE organization_id = ${organizationId} ORDER BY id LIMIT 1`.execute(db);
    if (rows[0]) ids[key] = rows[0].id;
  }
  if (memberEmail) {
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM users WHERE organization_id = ${organizationId} AND email = ${memberEmail}`.execute(db);
    if (rows[0]) ids.userId = rows[0].id;
  }
  const { rows } = await sql<{ child_id: string }>`
    SELECT child_id FROM family_guardians WHERE organization_id = ${organizationId} LIMIT 1`.execute(db);
  if (rows[0]) ids.childId = rows[0].child_id;
  return ids;
}

/** A concrete URL for a route pattern: the org, the given ids where known, else fresh UUIDs. */
export function fillWithIds(url: string, orgId: string, ids: ClubIds): string {
  return url
    .replace(/:orgId/g, orgId)
    .replace(/([A-Za-z]+)\/:([A-Za-z]+)/g, (match, segment: string, name: string) => {
      const id = ids[`${segment}/${name}`] ?? ids[name];
      return id ? `${segment}/${id}` : match;
    })
    .replace(/:path\b/g, 'header')
    .replace(/:file\b/g, 'w480.webp')
    .replace(/:[A-Za-z]+/g, () => randomUUID())
    .replace(/\*$/, 'missing.webp');
}

/**
 * A fingerprint of everything a club holds: every row of every table with an organization_id,
 * so a test can show that calls from another club wrote nothing there.
 */
export async function clubFingerprint(db: Kysely<Database>, organizationId: string): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.columns
    WHERE column_name = 'organization_id' AND table_schema = current_schema() ORDER BY table_name`.execute(db);
  const fingerprint: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const { rows } = await sql<{ digest: string | null; count: string }>`
      SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest, count(*)::text AS count
      FROM ${sql.table(table)} t WHERE organization_id = ${organizationId}`.execute(db);
    fingerprint[table] = `${rows[0]?.count ?? 0}:${rows[0]?.digest ?? ''}`;
  }
  return fingerprint;
}
