import type { Kysely } from 'kysely';
import { countHit } from '../lib/quota.js';
import type { Database } from '../db/schema.js';
import '../lib/rate-limit-tables.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A fixed-window counter store for @fastify/rate-limit kept in the database, so every API replica
 * behind the gateway counts the same hits (in-memory counters would let a client spread its
 * guesses over the replicas). One upsert per limited request; old windows are swept now and then.
 */
export function databaseRateLimitStore(db: Kysely<Database>, now: () => number) {
  let lastSweep = 0;
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    /** @fastify/rate-limit passes its options; child() passes the route's key prefix. */
    constructor(prefixOrOptions?: unknown) {
      this.prefix = typeof prefixOrOptions === 'string' ? prefixOrOptions : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      const id = `${this.prefix}${key}`;
      countHit(db, id, timeWindow, at)
        .then(({ hits, ttlMs }) => {
          callback(null, { current: hits, ttl: ttlMs });
          if (at - lastSweep > 60_000) {
            lastSweep = at;
            void db
              .deleteFrom('rate_limit_hits')
              .where('reset_at', '<', String(at))
              .execute()
              .catch(() => undefined);
          }
        })
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback): void {
      const at = now();
      db.selectFrom('rate_limit_hits')
        .select(['hits', 'reset_at'])
        .where('key', '=', `${this.prefix}${key}`)
        .executeTakeFirst()
        .then((row) =>
          callback(
            null,
            row && Number(row.reset_at) > at
              ? { current: row.hits, ttl: Number(row.reset_at) - at }
              : { current: 0, ttl: 0 },
          ),
        )
        .catch((error: Error) => callback(error));
    }

    /** One counter space per route: the route's method and URL prefix the key. */
    child(routeOptions: object) {
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(`${String(info.method ?? '')} ${info.url ?? ''} `);
    }
  };
}
