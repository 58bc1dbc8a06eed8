import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Organization } from '@club/shared/contracts';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { addToOutbox } from '../push-notification/outbox-repository.js';
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
  );
  return Object.assign(error, { retryAfter: retryAfterSeconds });
};

/** One password attempt against the account's failure count (see account-lock.ts). */
export async function attemptPassword(
  db: Kysely<Database>,
  organization: Organization,
  email: string,
  password: string,
  nowMs: number,
  log: FastifyBaseLogger,
): Promise<PasswordAttempt> {
  const decision = await reserveAttempt(db, organization.id, email, nowMs);
  if (!decision.allowed) return { outcome: 'wait', retryAfterSeconds: decision.retryAfterSeconds };
  const user = await verifyCredentials(db, organization.id, email, password);
  if (user) {
    await clearFailures(db, organization.id, email);
    return { outcome: 'ok', user };
  }
  if (isLockingFailure(decision.failures)) await notifyOwner(db, organization, email, log);
  return { outcome: 'wrong' };
}

/** Tells the account's owner (if the account exists) that it is locked for a while. */
async function notifyOwner(db: Kysely<Database>, organization: Organization, email: string, log: FastifyBaseLogger) {
  const userId = await findUserIdByEmail(db, organization.id, email);
  log.warn({ organizationId: organization.id, known: Boolean(userId) }, 'account locked after failed logins');
  if (!userId) return;
  const minutes = Math.round(lockPolicy.lockMs / 60_000);
  const club = organization.companyName ?? organization.name;
  await addToOutbox(db, {
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
      '',
      `A wrong password was entered ${lockPolicy.lockAfter} times for your account at ${club}.`,
      `Logging in is therefore locked for ${minutes} minutes; after that it works again by itself.`,
      'If this was not you, someone may be trying to guess your password.',
    ].join('\n'),
    htmlBody: null,
  });
}
