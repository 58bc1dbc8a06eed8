import { sql, type Kysely } from 'kysely';
import type { MessageAudience, SentMessage } from '@club/shared/contracts/endpoints/messages';
import type { Database } from '../../db/schema.js';
import type { Language } from '../../lib/language.js';
import { audienceLabel } from './compose.js';
import './tables.js';

type Db = Kysely<Database>;

/**
 * Sent messages, newest first, with their delivery state counted from the outbox rows they wrote:
 * queued (not delivered yet), sent, failed (refused; the outbox retries up to its limit). An
 * administrator sees the club's, anyone else their own.
 */
export async function listSentMessages(
  db: Db,
  organizationId: string,
  viewer: { userId: string; isAdministrator: boolean },
  lang: Language,
): Promise<SentMessage[]> {
  let query = db
    .selectFrom('messages as m')
    .leftJoin('events_groups as g', (join) =>
      join
        .on(sql`g.id::text`, '=', sql`m.audience->>'eventsGroupId'`)
        .onRef('g.organization_id', '=', 'm.organization_id'),
    )
    .select([
      'm.id',
      'm.created_at',
      'm.sender_name',
      'm.audience',
      'm.subject_de',
      'm.recipient_count',
      'g.name as course_name',
      sql<string>`(SELECT count(*) FROM outbox o WHERE o.message_id = m.id AND o.status = 'sent')`.as('sent'),
      sql<string>`(SELECT count(*) FROM outbox o WHERE o.message_id = m.id AND o.status = 'failed')`.as('failed'),
      sql<string>`(SELECT count(*) FROM outbox o WHERE o.message_id = m.id AND o.status = 'pending')`.as('queued'),
    ])
    .where('m.organization_id', '=', organizationId)
    .orderBy('m.created_at', 'desc')
    .limit(200);
  if (!viewer.isAdministrator) query = query.where('m.sender_id', '=', viewer.userId);
  const rows = await query.execute();
  return rows.map((row) => {
    const audience = row.audience as unknown as MessageAudience;
    return {
      id: row.id,
      createdAt: row.created_at.toISOString(),
      senderName: row.sender_name,
      audience,
      audienceLabel: audienceLabel(audience, lang, row.course_name),
      subject: row.subject_de,
      recipients: row.recipient_count,
      queued: Number(row.queued),
      sent: Number(row.sent),
      failed: Number(row.failed),
    };
  });
}

/** Records that a person wants no more club messages (once; a second click changes nothing). */
export async function unsubscribe(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const person = await db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!person) return false;
  await db
    .insertInto('message_unsubscribes')
    .values({ organization_id: organizationId, user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return true;
}
