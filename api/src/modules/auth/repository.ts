import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './tables.js';

export interface UserWithRole {
  id: string;
  organizationId: string;
  email: string;
  displayName: string;
  role: { name: string; permissions: string[] };
  /** Carried in the user's tokens as `gen`; moving it on ends every session. */
  tokenGeneration: number;
}

const selectUser = (db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.organization_id',
      'users.email',
      'users.display_name',
      'users.password_hash',
      'users.token_generation',
      'users.extra_permissions',
      'roles.name as role_name',
      'roles.permissions',
    ]);

/** A role's permissions with those given to the person on top (migration 185), each once. */
export const effectivePermissions = (rolePermissions: string[], extra: string[]): string[] => [
  ...new Set([...rolePermissions, ...extra]),
];

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUser>['executeTakeFirstOrThrow']>>;
const toUser = (row: UserRow): UserWithRole => ({
  id: row.id,
  organizationId: row.organization_id,
  email: row.email,
  displayName: row.display_name,
  role: { name: row.role_name, permissions: effectivePermissions(row.permissions, row.extra_permissions) },
  tokenGeneration: row.token_generation,
});

// Verifying against a fixed hash when the e-mail is unknown keeps the timing of both failures alike.
let dummyHash: Promise<string> | null = null;

/** The user when e-mail and password match, else null (one answer for both failures). */
export async function verifyCredentials(
  db: Kysely<Database>,
  organizationId: string,
  email: string,
  password: string,
): Promise<UserWithRole | null> {
  const row = await selectUser(db)
    .where('users.organization_id', '=', organizationId)
    .where('users.email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  dummyHash ??= hash('not-a-password');
  const isValid = await verify(row?.password_hash ?? (await dummyHash), password).catch(() => false);
  return row && isValid ? toUser(row) : null;
}

export async function findUserIdByEmail(
  db: Kysely<Database>,
  organizationId: string,
  email: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * What a token of this user may do now: the current token generation and role with permissions
 * (one indexed read per request); null when the user no longer exists.
 */
export async function currentAccess(
  db: Kysely<Database>,
  userId: string,
): Promise<Pick<UserWithRole, 'role' | 'tokenGeneration'> | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.token_generation', 'users.extra_permissions', 'roles.name', 'roles.permissions'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    tokenGeneration: row.token_generation,
    role: { name: row.name, permissions: effectivePermissions(row.permissions, row.extra_permissions) },
  };
}

/** True when both roles have the same name and the same permissions (in any order). */
export function sameRole(a: UserWithRole['role'], b: UserWithRole['role']): boolean {
  if (a.name !== b.name || a.permissions.length !== b.permissions.length) return false;
  return a.permissions.every((p) => b.permissions.includes(p));
}

/** Signs the user out everywhere: every token issued so far stops working. */
export async function revokeTokens(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_generation: eb('token_generation', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export async function findUserById(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
): Promise<UserWithRole | null> {
  const row = await selectUser(db)
    .where('users.organization_id', '=', organizationId)
    .where('users.id', '=', id)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/** Creates or updates (password, display name, role) a user of the organization. */
export async function upsertUser(
  db: Kysely<Database>,
  input: { organizationId: string; email: string; password: string; displayName: string; roleName: string },
): Promise<string> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('organization_id', '=', input.organizationId)
    .where('name', '=', input.roleName)
    .executeTakeFirstOrThrow();
  const passwordHash = await hash(input.password);
  const row = await db
    .insertInto('users')
    .values({
      organization_id: input.organizationId,
      email: input.email.trim().toLowerCase(),
      password_hash: passwordHash,
      display_name: input.displayName,
      role_id: role.id,
    })
    .onConflict((oc) =>
      oc.columns(['organization_id', 'email']).doUpdateSet({
        password_hash: passwordHash,
        // A new password signs the user out everywhere.
        token_generation: sql<number>`users.token_generation + 1`,
        display_name: input.displayName,
        role_id: role.id,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

export async function createLoginCode(
  db: Kysely<Database>,
  input: { organizationId: string; userId: string; redirectUri: string; codeChallenge: string; expiresAt: number },
  nowMs: number,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  // Spent and expired codes are of no use to anyone: sweep them on the way.
  await db.deleteFrom('login_codes').where('expires_at', '<', String(nowMs)).execute();
  await db
    .insertInto('login_codes')
    .values({
      code_hash: hashCode(code),
      organization_id: input.organizationId,
      user_id: input.userId,
      redirect_uri: input.redirectUri,
      code_challenge: input.codeChallenge,
      expires_at: input.expiresAt,
    })
    .execute();
  return code;
}

/** Marks the code used (atomically, so a replay finds it spent) and returns what it was bound to. */
export async function consumeLoginCode(
  db: Kysely<Database>,
  code: string,
): Promise<{
  organizationId: string;
  userId: string;
  redirectUri: string;
  codeChallenge: string | null;
  expiresAt: number;
} | null> {
  const row = await db
    .updateTable('login_codes')
    .set({ used_at: new Date() })
    .where('code_hash', '=', hashCode(code))
    .where('used_at', 'is', null)
    .returning(['organization_id', 'user_id', 'redirect_uri', 'code_challenge', 'expires_at'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    organizationId: row.organization_id,
    userId: row.user_id,
    redirectUri: row.redirect_uri,
    codeChallenge: row.code_challenge,
    expiresAt: Number(row.expires_at),
  };
}
