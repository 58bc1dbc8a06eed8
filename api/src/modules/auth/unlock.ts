import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './tables.js';

/**
 * The owner's one-click unlock: the lock mail links to a signed token naming the account and the
 * lock it was sent for. Opening it ends that lock (a later lock needs its own mail), so a link
 * that leaks or a mail scanner that opens it can only give back what the owner is owed anyway.
 */
export async function unlockToken(
  secret: Uint8Array,
  lock: { organizationId: string; email: string; lockedUntil: number },
): Promise<string> {
  return new SignJWT({ typ: 'unlock', org: lock.organizationId, email: lock.email, until: lock.lockedUntil })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.ceil(lock.lockedUntil / 1000))
    .sign(secret);
}

/** Ends the lock the token names; false when the token is invalid or that lock is over. */
export async function unlockWith(db: Kysely<Database>, secret: Uint8Array, token: string, nowMs: number) {
  let claims: Record<string, unknown>;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(nowMs) });
    claims = payload;
  } catch {
    return false;
  }
  if (claims.typ !== 'unlock' || typeof claims.org !== 'string' || typeof claims.email !== 'string') return false;
  const result = await db
    .deleteFrom('login_failures')
    .where('organization_id', '=', claims.org)
    .where('email', '=', claims.email)
    .where('locked_until', '=', String(claims.until))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
