import { sql, type Kysely, type Transaction } from 'kysely';
import type { PushKind } from '@club/shared/contracts/endpoints/push';
import type { Database } from '../../db/schema.js';
import './tables.js';

/** A notice to push to one person's subscriptions of its kind (written beside its mail). */
export interface PushNotice {
  userId: string;
  kind: PushKind;
  url: string;
}

/**
 * Queues the push beside the mail (same transaction as the outbox row), only when the person has
 * a subscription that wants this kind: nobody without push adds a row.
 */
export async function queuePush(
  db: Kysely<Database> | Transaction<Database>,
  organizationId: string,
  notice: PushNotice & { title: string; body: string },
): Promise<void> {
  const wanted = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', notice.userId)
    .where(sql<boolean>`${notice.kind} = ANY(kinds)`)
    .executeTakeFirst();
  if (!wanted) return;
  await db
    .insertInto('push_queue')
    .values({
      organization_id: organizationId,
      user_id: notice.userId,
      kind: notice.kind,
      title: notice.title.slice(0, 200),
      body: notice.body.slice(0, 1000),
      url: notice.url,
    })
    .execute();
}
