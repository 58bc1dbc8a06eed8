import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from './http-error.js';
import { countHit, takeRecipientQuota, type Limit } from './quota.js';

/**
 * The three public doors that make the server send mail. Each has its own counters per client
 * address (the route's @fastify/rate-limit), per recipient and per account, so flooding one door
 * never closes another (issue 31 item 5: contact posts used to exhaust the applications' inbox).
 */
export type FormPurpose = 'contact' | 'application' | 'invitation';

const day = 86_400_000;

/**
 * Per logged-in account and day. A visitor token names nobody (anyone gets a new one), so
 * visitors meet the per-address and per-recipient limits only. Ten a day is far above what a
 * person writes, invites or applies for by hand, and caps what one stolen or scripted account
 * can make the club send.
 */
export const accountLimits: Record<FormPurpose, Limit> = {
  contact: { max: 10, timeWindowMs: day },
  application: { max: 10, timeWindowMs: day },
  invitation: { max: 10, timeWindowMs: day },
};

// Literal keys: the locales test finds each text by them.
const accountTextKeys: Record<FormPurpose, string> = {
  contact: 'ACCOUNT_RATE_LIMITED.contact',
  application: 'ACCOUNT_RATE_LIMITED.application',
  invitation: 'ACCOUNT_RATE_LIMITED.invitation',
};
const nouns: Record<FormPurpose, string> = {
  contact: 'messages to the club',
  application: 'membership applications',
  invitation: 'invitations',
};

/** 429 ACCOUNT_RATE_LIMITED with Retry-After; the wait in hours (`count`: 1 hour, 5 hours). */
export function tooManyFromAccount(purpose: FormPurpose, limit: Limit, ttlMs: number): HttpError {
  const hours = Math.max(1, Math.ceil(ttlMs / 3_600_000));
  const error = new HttpError(
    429,
    'ACCOUNT_RATE_LIMITED',
    `Your account may send at most ${limit.max} ${nouns[purpose]} a day. Please try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
    'Too Many Requests',
    { count: hours, max: limit.max },
    accountTextKeys[purpose],
  );
  return Object.assign(error, { retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) });
}

/** Counts one form of this purpose for the account; 429 once it sent `limit.max` in the window. */
export async function takeAccountQuota(
  db: Kysely<Database>,
  purpose: FormPurpose,
  accountId: string | null,
  now: number,
  limit: Limit = accountLimits[purpose],
): Promise<void> {
  if (!accountId) return;
  const { hits, ttlMs } = await countHit(db, `account:${purpose}:${accountId}`, limit.timeWindowMs, now);
  if (hits > limit.max) throw tooManyFromAccount(purpose, limit, ttlMs);
}

/** The club's inbox, counted per purpose: contact messages and application notices apart. */
export const takeInboxQuota = (
  db: Kysely<Database>,
  purpose: Exclude<FormPurpose, 'invitation'>,
  organization: { id: string; email: string },
  limit: Limit,
  now: number,
): Promise<void> => takeRecipientQuota(db, `inbox-${purpose}:${organization.id}`, organization.email, limit, now);
