import { type Kysely, sql } from 'kysely';
import type { AccessChange, PersonAccess } from '@club/shared/contracts/schemas';
import type { PersonAccessInput } from '@club/shared/contracts/endpoints/access';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { effectivePermissions } from '../auth/index.js';
import { coachedCourseIds, coachLinksOf, setCoachedCourses } from '../calendar/index.js';
import './tables.js';

type Db = Kysely<Database>;

/** Who a person is on the roles page: first and last name, else the display name, else the e-mail. */
const nameSqlFor = (alias: string) =>
  `coalesce(nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), ''), nullif(${alias}.display_name, ''), ${alias}.email)`;
const nameSql = sql<string>`${sql.raw(nameSqlFor('u'))}`;

const peopleOf = (db: Db, organizationId: string) =>
  db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.email', 'u.extra_permissions', 'r.name as role', 'r.permissions', nameSql.as('name')])
    .where('u.organization_id', '=', organizationId)
    .where('u.erased_at', 'is', null)
    // Children of a family have no mailbox and no login (the .invalid domain): no role to give.
    .where('u.email', 'not like', '%.invalid');

type PersonRow = Awaited<ReturnType<ReturnType<typeof peopleOf>['execute']>>[number];
const toPerson = (row: PersonRow, coachOf: string[]): PersonAccess => ({
  userId: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  extraPermissions: [...row.extra_permissions].sort(),
  permissions: effectivePermissions(row.permissions, row.extra_permissions),
  coachOf: [...coachOf].sort(),
});

const searchLimit = 200;

/** People of the club by name or e-mail (all when no search), with what each may do. */
export async function listPeople(db: Db, organizationId: string, search = ''): Promise<PersonAccess[]> {
  let query = peopleOf(db, organizationId);
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  for (const word of words) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(${nameSql} || ' ' || u.email) LIKE ${pattern}`);
  }
  const rows = await query.orderBy(nameSql).limit(searchLimit).execute();
  const links = await coachLinksOf(db, organizationId);
  return rows.map((row) => toPerson(row, links.get(row.id) ?? []));
}

async function personOf(db: Db, organizationId: string, userId: string): Promise<PersonAccess> {
  const row = await peopleOf(db, organizationId).where('u.id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('No person of this club has this id.', 'user');
  return toPerson(row, await coachedCourseIds(db, organizationId, userId));
}

const snapshot = (person: PersonAccess) => ({
  role: person.role,
  extraPermissions: person.extraPermissions,
  coachOf: person.coachOf,
});

/**
 * Gives a person a role, permissions on top and courses to coach, in one transaction, and records
 * who changed what. Refused: the club's last administrator losing that role (whoever asks), and
 * courses to coach without WRITE_CALENDAR (a coach link without the right would grant nothing).
 */
export async function setPersonAccess(
  db: Db,
  input: { organizationId: string; userId: string; changedBy: string; access: PersonAccessInput },
): Promise<PersonAccess> {
  const { organizationId, userId, access } = input;
  return db.transaction().execute(async (trx) => {
    // One change of a club's roles at a time: two administrators demoting each other at once
    // must not leave the club without one.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`access:${organizationId}`}))`.execute(trx);
    const before = await personOf(trx, organizationId, userId);
    const role = await trx
      .selectFrom('roles')
      .select(['id', 'permissions'])
      .where('organization_id', '=', organizationId)
      .where('name', '=', access.role)
      .executeTakeFirst();
    if (!role) throw new HttpError(400, 'UNKNOWN_ROLE', `role: this club has no role ${access.role}.`);
    if (before.role === 'ADMINISTRATOR' && access.role !== 'ADMINISTRATOR') {
      await assertAnotherAdministrator(trx, organizationId, userId);
    }
    const permissions = effectivePermissions(role.permissions, access.extraPermissions);
    if (access.coachOf.length > 0 && !permissions.includes('WRITE_CALENDAR')) {
      throw new HttpError(
        400,
        'COACH_NEEDS_CALENDAR',
        'coachOf: a coach of courses needs the permission WRITE_CALENDAR (role Coach, or given on top).',
        'Bad Request',
        { field: 'coachOf' },
      );
    }
    await trx
      .updateTable('users')
      .set({ role_id: role.id, extra_permissions: [...new Set(access.extraPermissions)] })
      .where('organization_id', '=', organizationId)
      .where('id', '=', userId)
      .execute();
    await setCoachedCourses(trx, { organizationId, userId, courseIds: access.coachOf });
    const after = await personOf(trx, organizationId, userId);
    if (JSON.stringify(snapshot(before)) !== JSON.stringify(snapshot(after))) {
      await trx
        .insertInto('access_changes')
        .values({
          organization_id: organizationId,
          user_id: userId,
          changed_by: input.changedBy,
          before: JSON.stringify(snapshot(before)),
          after: JSON.stringify(snapshot(after)),
        })
        .execute();
    }
    return after;
  });
}

async function assertAnotherAdministrator(db: Db, organizationId: string, userId: string): Promise<void> {
  const other = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select('u.id')
    .where('u.organization_id', '=', organizationId)
    .where('r.name', '=', 'ADMINISTRATOR')
    .where('u.erased_at', 'is', null)
    .where('u.id', '<>', userId)
    .executeTakeFirst();
  if (!other) {
    throw new HttpError(
      409,
      'LAST_ADMINISTRATOR',
      'The club needs at least one administrator: give another person this role first.',
      'Conflict',
    );
  }
}

/** The latest changes of the club's roles, newest first, with the names of both people. */
export async function latestChanges(db: Db, organizationId: string, limit = 50): Promise<AccessChange[]> {
  const { rows } = await sql<{
    id: string;
    user_id: string;
    user_name: string;
    changed_by_name: string | null;
    changed_at: Date;
    before: AccessChange['before'];
    after: AccessChange['after'];
  }>`
    SELECT c.id, c.user_id, c.changed_at, c.before, c.after,
      ${sql.raw(nameSqlFor('u'))} AS user_name, ${sql.raw(nameSqlFor('b'))} AS changed_by_name
    FROM access_changes c
    JOIN users u ON u.id = c.user_id
    LEFT JOIN users b ON b.id = c.changed_by
    WHERE c.organization_id = ${organizationId}
    ORDER BY c.changed_at DESC LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    userName: r.user_name,
    changedByName: r.changed_by_name ?? '',
    changedAt: new Date(r.changed_at).toISOString(),
    before: r.before,
    after: r.after,
  }));
}
