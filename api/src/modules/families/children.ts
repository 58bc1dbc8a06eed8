import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Child, ChildInput } from '@club/shared/contracts/schemas';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import './tables.js';
import '../users/index.js';
import '../auth/index.js';
import { personName } from '../../lib/person-name.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A child has no login: this password "hash" is no argon2 hash, so no password ever matches it,
 * and its mailbox lies under .invalid (RFC 2606), so no mail is sent to it (the outbox senders
 * skip .invalid recipients).
 */
export const noLogin = 'no-login:child';
const childMailbox = (id: string) => `child-${id}@family.invalid`;

/** The adults who share children with `adultId` (linked by an accepted invitation), and themself. */
async function familyAdults(db: Db, organizationId: string, adultId: string): Promise<string[]> {
  const linked = await db
    .selectFrom('family_links')
    .select('linked_id')
    .where('organization_id', '=', organizationId)
    .where('adult_id', '=', adultId)
    .execute();
  return [adultId, ...linked.map((row) => row.linked_id)];
}

/** Whether `guardianId` is a guardian of `childId` in this club (decided from the database). */
export async function isGuardianOf(db: Db, organizationId: string, guardianId: string, childId: string) {
  const row = await db
    .selectFrom('family_guardians')
    .select('child_id')
    .where('organization_id', '=', organizationId)
    .where('guardian_id', '=', guardianId)
    .where('child_id', '=', childId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The children of a guardian with all their guardians, youngest last. */
export async function childrenOf(db: Db, organizationId: string, guardianId: string): Promise<Child[]> {
  const children = await db
    .selectFrom('family_guardians as f')
    .innerJoin('users as c', 'c.id', 'f.child_id')
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.birth_date'])
    .where('f.organization_id', '=', organizationId)
    .where('f.guardian_id', '=', guardianId)
    .orderBy('c.birth_date')
    .orderBy('c.first_name')
    .execute();
  if (children.length === 0) return [];
  const guardians = await guardiansOf(
    db,
    organizationId,
    children.map((c) => c.id),
  );
  return children.map((c) => ({
    id: c.id,
    firstName: c.first_name ?? '',
    lastName: c.last_name ?? '',
    birthDate: String(c.birth_date ?? ''),
    guardians: guardians.get(c.id) ?? [],
  }));
}

/** childId -> its guardians (id and name): the coach's list names who to call. */
export async function guardiansOf(
  db: Db,
  organizationId: string,
  childIds: string[],
): Promise<Map<string, Array<{ id: string; name: string }>>> {
  const result = new Map<string, Array<{ id: string; name: string }>>();
  if (childIds.length === 0) return result;
  const rows = await db
    .selectFrom('family_guardians as f')
    .innerJoin('users as g', 'g.id', 'f.guardian_id')
    .select(['f.child_id', 'g.id', 'g.first_name', 'g.last_name', 'g.display_name', 'g.email'])
    .where('f.organization_id', '=', organizationId)
    .where('f.child_id', 'in', childIds)
    .orderBy('f.created_at')
    .execute();
  for (const row of rows) {
    const list = result.get(row.child_id) ?? [];
    list.push({ id: row.id, name: personName(row) });
    result.set(row.child_id, list);
  }
  return result;
}

async function plainRole(db: Db, organizationId: string): Promise<string> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('name', '=', 'FRONTEND_USER')
    .executeTakeFirst();
  if (!role) throw new HttpError(409, 'NO_PLAIN_ROLE', 'This club has no role for people without rights.');
  return role.id;
}

/**
 * Adds a child: a person record of the club without login, guarded by the adult and by the
 * adults linked to them. Input already validated (validateChildForm).
 */
export async function addChild(db: Kysely<Database>, organizationId: string, guardianId: string, input: ChildInput) {
  return db.transaction().execute((trx) => insertChild(trx, organizationId, guardianId, input));
}

/**
 * addChild inside the caller's transaction: accepting a family membership creates the children
 * together with the member's account, or none of them.
 */
export async function insertChild(
  trx: Transaction<Database>,
  organizationId: string,
  guardianId: string,
  input: ChildInput,
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('users')
    .values({
      id,
      organization_id: organizationId,
      email: childMailbox(id),
      password_hash: noLogin,
      display_name: `${input.firstName} ${input.lastName}`,
      first_name: input.firstName,
      last_name: input.lastName,
      birth_date: input.birthDate,
      role_id: await plainRole(trx, organizationId),
    })
    .execute();
  const adults = await familyAdults(trx, organizationId, guardianId);
  await trx
    .insertInto('family_guardians')
    .values(adults.map((adult) => ({ organization_id: organizationId, child_id: id, guardian_id: adult })))
    .execute();
  return id;
}

const notYourChild = () => notFound('You have no child with this id.', 'child');

export async function updateChild(
  db: Db,
  organizationId: string,
  guardianId: string,
  childId: string,
  input: ChildInput,
): Promise<void> {
  if (!(await isGuardianOf(db, organizationId, guardianId, childId))) throw notYourChild();
  await db
    .updateTable('users')
    .set({
      first_name: input.firstName,
      last_name: input.lastName,
      display_name: `${input.firstName} ${input.lastName}`,
      birth_date: input.birthDate,
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', childId)
    .execute();
}

/**
 * Removes a child from the guardian's family. With another guardian left the child stays theirs;
 * otherwise the child's record goes: deleted, or, when a paid order names the child (accounting
 * keeps it), emptied of everything personal. A child still enrolled in a course is refused (409):
 * the course is cancelled first, which refunds it.
 */
export async function removeChild(db: Kysely<Database>, organizationId: string, guardianId: string, childId: string) {
  await db.transaction().execute(async (trx) => {
    if (!(await isGuardianOf(trx, organizationId, guardianId, childId))) throw notYourChild();
    await trx
      .deleteFrom('family_guardians')
      .where('child_id', '=', childId)
      .where('guardian_id', '=', guardianId)
      .execute();
    const others = await trx
      .selectFrom('family_guardians')
      .select('guardian_id')
      .where('child_id', '=', childId)
      .execute();
    if (others.length > 0) return;
    const enrolled = await trx
      .selectFrom('events_group_members')
      .select('events_group_id')
      .where('user_id', '=', childId)
      .executeTakeFirst();
    if (enrolled) {
      throw new HttpError(
        409,
        'CHILD_ENROLLED',
        'This child still takes part in a course. Please cancel the course first.',
        'Family',
      );
    }
    await eraseChildRecord(trx, organizationId, childId);
  });
}

/** Deletes a child's record, or empties it when a paid order keeps pointing at it. */
export async function eraseChildRecord(trx: Transaction<Database>, organizationId: string, childId: string) {
  // Read here, not through orders/index.ts: orders -> wallets -> families already (a cycle otherwise).
  const ordered = await trx.selectFrom('orders').select('id').where('participant_id', '=', childId).executeTakeFirst();
  if (!ordered) {
    await trx.deleteFrom('users').where('organization_id', '=', organizationId).where('id', '=', childId).execute();
    return;
  }
  await trx.deleteFrom('family_guardians').where('child_id', '=', childId).execute();
  await trx
    .updateTable('users')
    .set({
      email: `erased-${childId}@erased.invalid`,
      display_name: '',
      first_name: null,
      last_name: null,
      birth_date: null,
      erased_at: new Date(),
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', childId)
    .execute();
}

/** The children whose only guardian is `guardianId`: they go with the guardian's erasure. */
export async function childrenOnlyGuardedBy(db: Db, organizationId: string, guardianId: string): Promise<string[]> {
  const { rows } = await sql<{ child_id: string }>`
    SELECT f.child_id FROM family_guardians f
    WHERE f.organization_id = ${organizationId} AND f.guardian_id = ${guardianId}
      AND NOT EXISTS (SELECT 1 FROM family_guardians o WHERE o.child_id = f.child_id AND o.guardian_id <> ${guardianId})`.execute(
    db,
  );
  return rows.map((row) => row.child_id);
}

/** Every child of the guardian (the data export includes them). */
export async function childIdsOf(db: Db, organizationId: string, guardianId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('family_guardians')
    .select('child_id')
    .where('organization_id', '=', organizationId)
    .where('guardian_id', '=', guardianId)
    .execute();
  return rows.map((row) => row.child_id);
}

/** Which of these people are children (have a guardian). */
export async function childrenAmong(db: Db, organizationId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('family_guardians')
    .select('child_id')
    .distinct()
    .where('organization_id', '=', organizationId)
    .where('child_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.child_id));
}
