import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import './tables.js';

/** How long an invitation to set a password stays valid. */
export const invitationValidHours = 72;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A random single-use token; only its hash is stored. */
export async function createPasswordToken(
  db: Kysely<Database> | Transaction<Database>,
  input: { organizationId: string; userId: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_tokens')
    .values({
      token_hash: hashToken(token),
      organization_id: input.organizationId,
      user_id: input.userId,
      expires_at: new Date(input.now.getTime() + invitationValidHours * 3_600_000),
    })
    .execute();
  return token;
}

export interface TokenOwner {
  userId: string;
  organizationId: string;
  email: string;
  organizationName: string;
  clubName: string;
}

/** The token's user while it is unused and unexpired, else null. */
export async function findValidToken(db: Kysely<Database>, token: string, now: Date): Promise<TokenOwner | null> {
  const row = await db
    .selectFrom('password_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('organizations as o', 'o.id', 't.organization_id')
    .select(['t.user_id', 't.organization_id', 'u.email', 'o.name', 'o.company_name'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
  return row
    ? {
        userId: row.user_id,
        organizationId: row.organization_id,
        email: row.email,
        organizationName: row.name,
        clubName: row.company_name ?? row.name,
      }
    : null;
}

/** Uses the token once: sets the password hash; false when it was used or expired meanwhile. */
export async function consumeToken(
  db: Kysely<Database>,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!used) return false;
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', used.user_id).execute();
    return true;
  });
}
