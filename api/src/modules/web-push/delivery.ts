import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/schema.js';
import { vapidKeys } from './keys.js';
import './tables.js';
import { claimDue } from '../../db/lease.js';

const leaseSeconds = 120;
const maxAttempts = 5;
/** How long a push service keeps a notice for a browser that is offline. */
const ttlSeconds = 24 * 3600;
/**
 * Sent and given-up notices are kept this long (for a look at what went out), then deleted: they
 * hold message texts, and a notice older than the push services' TTL can never be shown again.
 */
export const pushKeepDays = 7;

/**
 * Sends queued notices to every subscription of the person that wants the kind. web-push
 * encrypts (aes128gcm, RFC 8291) and signs (VAPID, RFC 8292); the request itself goes through
 * fetch, so a local push server of a test or a developer (http, allowed by configuration) is
 * reached the same way as FCM, Mozilla's or Apple's. A subscription the push service calls gone
 * (404/410) is forgotten. Returns how many pushes were accepted.
 */
export async function deliverPushes(db: Kysely<Database>, log: FastifyBaseLogger, limit = 50): Promise<number> {
  const claimed = await claimDue(db, {
    table: 'push_queue',
    where: (eb) => eb.and([eb('sent_at', 'is', null), eb('attempts', '<', maxAttempts)]),
    rows: { orderBy: 'created_at', limit },
    leaseSeconds,
    set: { attempts: sql<number>`attempts + 1` },
    returning: ['id'],
  });
  if (claimed.length === 0) return 0;
  const rows = await db
    .selectFrom('push_queue')
    .innerJoin('organizations', 'organizations.id', 'push_queue.organization_id')
    .select([
      'push_queue.id',
      'push_queue.organization_id',
      'push_queue.user_id',
      'push_queue.kind',
      'push_queue.title',
      'push_queue.body',
      'push_queue.url',
      'organizations.email as club_email',
    ])
    .where(
      'push_queue.id',
      'in',
      claimed.map((row) => row.id),
    )
    .orderBy('push_queue.created_at')
    .execute();
  const keys = await vapidKeys(db);
  let accepted = 0;
  for (const notice of rows) {
    const subscriptions = await db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('organization_id', '=', notice.organization_id)
      .where('user_id', '=', notice.user_id)
      .where(sql<boolean>`${notice.kind} = ANY(kinds)`)
      .execute();
    const payload = JSON.stringify({ title: notice.title, body: notice.body, url: notice.url, tag: notice.kind });
    let failed = false;
    for (const subscription of subscriptions) {
      try {
        const request = webpush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          {
            vapidDetails: {
              subject: `mailto:${notice.club_email}`,
              publicKey: keys.publicKey,
              privateKey: keys.privateKey,
            },
            TTL: ttlSeconds,
            contentEncoding: 'aes128gcm',
          },
        );
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : undefined,
          signal: AbortSignal.timeout(10_000),
          redirect: 'error',
        });
        if (response.status === 404 || response.status === 410) {
          await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
        } else if (response.ok) {
          accepted += 1;
        } else {
          failed = true;
          log.warn({ pushQueueId: notice.id, status: response.status }, 'push service refused a notice');
        }
      } catch (error) {
        failed = true;
        log.warn({ pushQueueId: notice.id, reason: (error as Error).message }, 'push delivery failed');
      }
    }
    // A notice some browser did not get is tried again (up to 5 passes); the others ignore a repeat
    // as the tag replaces the shown notice.
    await db
      .updateTable('push_queue')
      .set(failed ? { claimed_until: null } : { sent_at: new Date(), claimed_until: null })
      .where('id', '=', notice.id)
      .execute();
  }
  return accepted;
}

/**
 * Deletes sent notices and notices given up after the last attempt once they are older than
 * pushKeepDays; waiting ones stay. Returns how many went.
 */
export async function prunePushQueue(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('push_queue')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${pushKeepDays})`)
    .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('attempts', '>=', maxAttempts)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
