import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Organization } from '@club/shared/contracts';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { addToOutbox } from '../mail/index.js';
import { clearFailures, isLockingFailure, lockPolicy, reserveAttempt } from './account-lock.js';
import { findUserIdByEmail, verifyCredentials, type UserWithRole } from './repository.js';

export type PasswordAttempt =
  { outcome: 'ok'; user: UserWithRole } | { outcome: 'wrong' } | { outcome: 'wait'; retryAfterSeconds: number };

/** 429 for an account that must wait; the same words for known and unknown e-mails. */
export const waitError = (retryAfterSeconds: number): HttpError => {
  const error = new HttpError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many failed attempts for this account. Please try again in ${retryAfterSeconds} seconds.`,
    undefined,
    { seconds: retryAfterSeconds },
  );
  return Object.assign(error, { retryAfter: retryAfterSeconds });
};

export interface AttemptContext {
  /** A device that logged in to this account before (device cookie): it has its own count. */
  trustedDevice: string | null;
  /** The one-click unlock address for the owner's lock mail. */
  unlockUrl: (lock: { email: string; lockedUntil: number }) => Promise<string>;
}

/**
 * One password attempt against the account's failure count (see account-lock.ts), or, from a
 * device that logged in to the account before, against that device's own count: a lock caused
 * by someone else's guesses does not keep the owner out on their own device.
 */
export async function attemptPassword(
  db: Kysely<Database>,
  organization: Organization,
  email: string,
  password: string,
  nowMs: number,
  log: FastifyBaseLogger,
  context: AttemptContext,
): Promise<PasswordAttempt> {
  const bucket = context.trustedDevice ? `${email.trim().toLowerCase()}#device:${context.trustedDevice}` : email;
  const decision = await reserveAttempt(db, organization.id, bucket, nowMs);
  if (!decision.allowed) return { outcome: 'wait', retryAfterSeconds: decision.retryAfterSeconds };
  const user = await verifyCredentials(db, organization.id, email, password);
  if (user) {
    await clearFailures(db, organization.id, bucket);
    return { outcome: 'ok', user };
  }
  if (!context.trustedDevice && isLockingFailure(decision.failures)) {
    await notifyOwner(db, organization, email, log, context);
  }
  return { outcome: 'wrong' };
}

/** Tells the account's owner (if the account exists) that it is locked for a while. */
async function notifyOwner(
  db: Kysely<Database>,
  organization: Organization,
  email: string,
  log: FastifyBaseLogger,
  context: AttemptContext,
) {
  const userId = await findUserIdByEmail(db, organization.id, email);
  log.warn({ organizationId: organization.id, known: Boolean(userId) }, 'account locked after failed logins');
  if (!userId) return;
  const key = email.trim().toLowerCase();
  const lock = await db
    .selectFrom('login_failures')
    .select('locked_until')
    .where('organization_id', '=', organization.id)
    .where('email', '=', key)
    .executeTakeFirst();
  const unlockUrl = await context.unlockUrl({ email: key, lockedUntil: Number(lock?.locked_until ?? 0) });
  const minutes = Math.round(lockPolicy.lockMs / 60_000);
  const club = organization.companyName ?? organization.name;
  await addToOutbox(
    db,
    {
      organizationId: organization.id,
      template: 'ACCOUNT_LOCKED',
      templateId: null,
      recipient: email.trim().toLowerCase(),
      replyTo: null,
      subject: `${club}: Anmeldung vorübergehend gesperrt / Login temporarily locked`,
      textBody: [
        `Für Ihr Konto bei ${club} wurde ${lockPolicy.lockAfter}-mal ein falsches Passwort eingegeben.`,
        `Die Anmeldung ist deshalb für ${minutes} Minuten gesperrt; danach geht es von selbst wieder.`,
        'Waren Sie das nicht, versucht vielleicht jemand, Ihr Passwort zu erraten.',
        'Auf Geräten, mit denen Sie sich schon angemeldet haben, geht die Anmeldung weiterhin.',
        `Sofort entsperren: ${unlockUrl}`,
        '',
        `A wrong password was entered ${lockPolicy.lockAfter} times for your account at ${club}.`,
        `Logging in is therefore locked for ${minutes} minutes; after that it works again by itself.`,
        'If this was not you, someone may be trying to guess your password.',
        'On devices you have logged in with before, logging in still works.',
        `Unlock now: ${unlockUrl}`,
      ].join('\n'),
      htmlBody: null,
    },
    'job',
  );
}
