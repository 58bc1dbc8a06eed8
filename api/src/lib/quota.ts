import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/schema.js';
import { HttpError } from './http-error.js';
import './rate-limit-tables.js';

export interface Limit {
  max: number;
  timeWindowMs: number;
}

/**
 * Counts one hit on `key` in a fixed window kept in the database (rate_limit_hits, shared by
 * every replica, like the per-route limits of @fastify/rate-limit): the hits so far in this
 * window, and the milliseconds until the window ends.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  timeWindowMs: number,
  at: number,
): Promise<{ hits: number; ttlMs: number }> {
  const { rows } = await sql<{ hits: number; reset_at: string }>`
    INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES (${key}, 1, ${at + timeWindowMs})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_hits.reset_at <= ${at} THEN 1 ELSE rate_limit_hits.hits + 1 END,
      reset_at = CASE WHEN rate_limit_hits.reset_at <= ${at} THEN ${at + timeWindowMs} ELSE rate_limit_hits.reset_at END
    RETURNING hits, reset_at`.execute(db);
  const row = rows[0];
  return { hits: Number(row?.hits ?? 1), ttlMs: Math.max(0, Number(row?.reset_at ?? at) - at) };
}

const minutesOf = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

export const tooManyFromAddress = (minutes: number): HttpError =>
  new HttpError(
    429,
    'FORM_RATE_LIMITED',
    `Too many forms were sent from your connection. Please try again in ${minutes} minutes.`,
    'Too Many Requests',
    { minutes },
  );

export const tooManyForRecipient = (minutes: number): HttpError =>
  new HttpError(
    429,
    'RECIPIENT_RATE_LIMITED',
    `Too many messages went to this address. Please try again in ${minutes} minutes.`,
    'Too Many Requests',
    { minutes },
  );

/**
 * Per-recipient limit: 429 RECIPIENT_RATE_LIMITED (with Retry-After) once `recipient` got
 * `limit.max` messages of this kind within the window, whoever sent the forms and from where.
 */
export async function takeRecipientQuota(
  db: Kysely<Database>,
  kind: string,
  recipient: string,
  limit: Limit,
  now: number,
): Promise<void> {
  const { hits, ttlMs } = await countHit(
    db,
    `recipient:${kind}:${recipient.trim().toLowerCase()}`,
    limit.timeWindowMs,
    now,
  );
  if (hits <= limit.max) return;
  const error = tooManyForRecipient(minutesOf(ttlMs));
  throw Object.assign(error, { retryAfter: Math.ceil(ttlMs / 1000) });
}

/** @fastify/rate-limit options for a public form: per client address, with a clear text. */
export function formRateLimit(limit: Limit) {
  return {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      tooManyFromAddress(minutesOf(context.ttl)),
  };
}

/** The configured limits, or the defaults when a config (a test's, a tool's) leaves them out. */
export function formLimits(config: { formRateLimit?: Limit; recipientRateLimit?: Limit; inboxRateLimit?: Limit }) {
  return {
    form: config.formRateLimit ?? { max: 5, timeWindowMs: 600_000 },
    recipient: config.recipientRateLimit ?? { max: 3, timeWindowMs: 3_600_000 },
    inbox: config.inboxRateLimit ?? { max: 30, timeWindowMs: 3_600_000 },
  };
}
