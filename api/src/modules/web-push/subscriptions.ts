import type { Kysely } from 'kysely';
import type { PushKind, PushSubscriptionInput } from '@club/shared/contracts/endpoints/push';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import './tables.js';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A push service's address: https on a public name. The API sends requests there, so a
 * subscription must not point it at this machine or the club's network (http://127.0.0.1 only
 * where configuration allows it: tests and local push servers).
 */
export function checkPushEndpoint(endpoint: string, allowLoopback: boolean): void {
  const url = new URL(endpoint);
  const loopback = loopbackHosts.has(url.hostname);
  const privateAddress = /^(10\.|127\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|\[?f[cd]|\[?fe80)/i.test(
    url.hostname,
  );
  const allowed =
    (url.protocol === 'https:' && !loopback && !privateAddress && url.hostname.includes('.')) ||
    (allowLoopback && loopback && (url.protocol === 'http:' || url.protocol === 'https:'));
  if (!allowed) {
    throw new HttpError(
      400,
      'PUSH_ENDPOINT_NOT_ALLOWED',
      'A push subscription needs the https address of a push service.',
    );
  }
}

export async function kindsOf(db: Kysely<Database>, organizationId: string, userId: string, endpoint?: string) {
  if (!endpoint) return [] as PushKind[];
  const row = await db
    .selectFrom('push_subscriptions')
    .select('kinds')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return (row?.kinds ?? []) as PushKind[];
}

/** Stores or replaces this browser's subscription (an endpoint belongs to one person: the last one saving it). */
export async function saveSubscription(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  input: PushSubscriptionInput,
): Promise<void> {
  const kinds = [...new Set(input.kinds)];
  await db
    .insertInto('push_subscriptions')
    .values({
      organization_id: organizationId,
      user_id: userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      kinds,
    })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        organization_id: organizationId,
        user_id: userId,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        kinds,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function deleteSubscription(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  endpoint: string,
) {
  await db
    .deleteFrom('push_subscriptions')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}
