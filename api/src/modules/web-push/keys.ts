import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/schema.js';
import './tables.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The installation's VAPID key pair: made on first use and stored, so every replica and every
 * restart signs with the same key (subscriptions are bound to the public key). Two replicas
 * making one at once: the first insert wins, both read it back.
 */
export async function vapidKeys(db: Kysely<Database>): Promise<VapidKeys> {
  const stored = await db.selectFrom('push_keys').select(['public_key', 'private_key']).executeTakeFirst();
  if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key };
  const made = webpush.generateVAPIDKeys();
  await db
    .insertInto('push_keys')
    .values({ public_key: made.publicKey, private_key: made.privateKey })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('push_keys').select(['public_key', 'private_key']).executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key };
}
