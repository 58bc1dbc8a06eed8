import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import '../modules/auth/tables.js';

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
      sql<{ hits: number; reset_at: string }>`
        INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES (${id}, 1, ${at + timeWindow})
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_hits.reset_at <= ${at} THEN 1 ELSE rate_limit_hits.hits + 1 END,
          reset_at = CASE WHEN rate_limit_hits.reset_at <= ${at} THEN ${at + timeWindow} ELSE rate_limit_hits.reset_at END
        RETURNING hits, reset_at`
        .execute(db)
        .then(({ rows }) => {
          const row = rows[0];
          callback(null, { current: Number(row?.hits ?? 1), ttl: Math.max(0, Number(row?.reset_at ?? at) - at) });
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
