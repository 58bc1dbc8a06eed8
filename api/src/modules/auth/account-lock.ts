import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './tables.js';

/**
 * Password guessing per account, from any address (the per-address limit alone lets a botnet
 * guess on). Counted per organization and e-mail whether or not the account exists, so the
 * answers reveal nothing. The first `slowDownAfter` failures are free; after that each attempt
 * must wait twice as long as the one before (1 s, 2 s, 4 s, ...); the `lockAfter`-th failure
 * locks the account for `lockMs`. The lock ends by itself; a correct password clears the count.
 * The doubling is not lib/backoff.ts's: that spaces out our own tries of work that may succeed
 * later, with a cap; this slows a guesser down, uncapped until the lock, counted in milliseconds
 * from the last failure inside the statement that reserves the attempt (README "Lockout").
 */
export const lockPolicy = {
  slowDownAfter: 3,
  lockAfter: 10,
  lockMs: 15 * 60_000,
  /** Failures older than this are forgotten. */
  windowMs: 15 * 60_000,
};

export type AttemptDecision = { allowed: true; failures: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Reserves one attempt, counted as a failure until the password proves right (clearFailures).
 * Counting first, in one statement, keeps parallel guesses from all passing the same check.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  organizationId: string,
  email: string,
  nowMs: number,
): Promise<AttemptDecision> {
  const key = email.trim().toLowerCase();
  const { slowDownAfter, lockAfter, lockMs, windowMs } = lockPolicy;
  const stale = nowMs - windowMs;
  const { rows } = await sql<{ failures: number }>`
    INSERT INTO login_failures AS f (organization_id, email, failures, last_failure_at, locked_until)
    VALUES (${organizationId}, ${key}, 1, ${nowMs}, 0)
    ON CONFLICT (organization_id, email) DO UPDATE SET
      failures = CASE WHEN f.last_failure_at < ${stale} THEN 1 ELSE f.failures + 1 END,
      last_failure_at = ${nowMs},
      locked_until = CASE
        WHEN f.last_failure_at >= ${stale} AND f.failures + 1 >= ${lockAfter} THEN ${nowMs + lockMs}::bigint
        ELSE f.locked_until END
    WHERE f.locked_until <= ${nowMs}
      AND (f.last_failure_at < ${stale} OR f.failures < ${slowDownAfter}
           OR f.last_failure_at + (1000 * power(2, f.failures - ${slowDownAfter}))::bigint <= ${nowMs})
    RETURNING f.failures`.execute(db);
  if (rows[0]) return { allowed: true, failures: Number(rows[0].failures) };
  const row = await db
    .selectFrom('login_failures')
    .select(['failures', 'last_failure_at', 'locked_until'])
    .where('organization_id', '=', organizationId)
    .where('email', '=', key)
    .executeTakeFirst();
  const lockedUntil = Number(row?.locked_until ?? 0);
  const waitUntil =
    lockedUntil > nowMs
      ? lockedUntil
      : Number(row?.last_failure_at ?? nowMs) + 1000 * 2 ** ((row?.failures ?? slowDownAfter) - slowDownAfter);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((waitUntil - nowMs) / 1000)) };
}

/** The attempt was right: the account's failures are forgotten. */
export async function clearFailures(db: Kysely<Database>, organizationId: string, email: string): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('organization_id', '=', organizationId)
    .where('email', '=', email.trim().toLowerCase())
    .execute();
}

/** True when this failure is the one that locked the account (the owner is told once). */
export const isLockingFailure = (failures: number): boolean => failures === lockPolicy.lockAfter;
