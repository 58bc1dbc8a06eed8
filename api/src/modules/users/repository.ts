import type { Kysely } from 'kysely';
import type { UserData } from '@club/shared/contracts/schemas';
import type { Database } from '../../db/schema.js';
import './tables.js';
import '../auth/index.js';
import { HttpError } from '../../lib/http-error.js';
import { personName } from '../../lib/person-name.js';

/** Shown as the read-only sports list (members-and-transactions.md §9). */
export const defaultSports = ['Football', 'Basketball'];

const baseQuery = (db: Kysely<Database>, organizationId: string) =>
  db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .where('users.organization_id', '=', organizationId)
    .select([
      'users.id',
      'users.organization_id',
      'users.email',
      'users.display_name',
      'users.first_name',
      'users.last_name',
      // DATE columns come back as 'YYYY-MM-DD' text on both drivers (db/connection.ts).
      'users.birth_date',
      'users.member_since',
      'users.gender',
      'users.country_code',
      'users.contact_number',
      'users.street_number',
      'users.post_code',
      'users.city',
      'users.department',
      'users.description',
      'users.profile_image',
      'roles.id as role_id',
      'roles.name as role_name',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toUserData(row: Row, eventsGroups: Array<{ id: string; name: string }>): UserData {
  const gender = row.gender === 'Male' || row.gender === 'Female' ? row.gender : null;
  return {
    id: row.id,
    orgId: row.organization_id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: personName({ ...row, email: null }),
    displayName: row.display_name,
    email: row.email,
    countryCode: row.country_code ?? '+49',
    contactNumber: row.contact_number,
    department: row.department,
    departmentId: null,
    description: row.description,
    roleId: row.role_id,
    roleName: row.role_name,
    eventsGroups,
    memberSince: row.member_since,
    address: { streetNumber: row.street_number, postCode: row.post_code, city: row.city },
    paymentData: null,
    birthDate: row.birth_date,
    gender,
    profileImage: row.profile_image,
    sports: defaultSports,
  };
}

async function eventsGroupsOf(db: Kysely<Database>, organizationId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, Array<{ id: string; name: string }>>();
  const rows = await db
    .selectFrom('events_group_members as m')
    .innerJoin('events_groups as g', 'g.id', 'm.events_group_id')
    .where('m.organization_id', '=', organizationId)
    .where('m.user_id', 'in', userIds)
    .select(['m.user_id', 'g.id', 'g.name'])
    .orderBy('m.joined_at')
    .execute();
  const byUser = new Map<string, Array<{ id: string; name: string }>>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), { id: row.id, name: row.name }]);
  return byUser;
}

export async function findUserData(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
): Promise<UserData | null> {
  const row = await baseQuery(db, organizationId).where('users.id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const groups = await eventsGroupsOf(db, organizationId, [userId]);
  return toUserData(row, groups.get(userId) ?? []);
}

export async function listUserData(db: Kysely<Database>, organizationId: string, ids: string[]): Promise<UserData[]> {
  if (ids.length === 0) return [];
  const rows = await baseQuery(db, organizationId).where('users.id', 'in', ids).orderBy('users.display_name').execute();
  const groups = await eventsGroupsOf(
    db,
    organizationId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toUserData(row, groups.get(row.id) ?? []));
}

/** The stored form of a validated profile: empty texts become null. */
export interface ProfileColumns {
  firstName?: string;
  lastName?: string;
  displayName?: string;
  birthDate?: string | null;
  gender?: 'Male' | 'Female' | null;
  address?: { streetNumber: string | null; postCode: string | null; city: string | null };
  countryCode?: string;
  contactNumber?: string;
}

const orNull = (value: string | null | undefined) => (value ? value : null);

export async function updateProfile(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  change: ProfileColumns,
): Promise<void> {
  const set: Record<string, string | null> = {};
  if (change.firstName !== undefined) set.first_name = change.firstName;
  if (change.lastName !== undefined) set.last_name = change.lastName;
  if (change.displayName !== undefined) set.display_name = change.displayName;
  if (change.birthDate !== undefined) set.birth_date = orNull(change.birthDate);
  if (change.gender !== undefined) set.gender = change.gender;
  if (change.address !== undefined) {
    set.street_number = orNull(change.address.streetNumber);
    set.post_code = orNull(change.address.postCode);
    set.city = orNull(change.address.city);
  }
  if (change.countryCode !== undefined) set.country_code = change.countryCode;
  if (change.contactNumber !== undefined) set.contact_number = change.contactNumber;
  if (Object.keys(set).length === 0) return;
  await db
    .updateTable('users')
    .set(set)
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .execute();
}

export async function setProfileImage(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  href: string | null,
): Promise<string | null> {
  const previous = await db
    .selectFrom('users')
    .select('profile_image')
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .executeTakeFirst();
  await db
    .updateTable('users')
    .set({ profile_image: href })
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .execute();
  return previous?.profile_image ?? null;
}

/**
 * 410 when the person's erasure was confirmed: the record stays for accounting only, and nothing
 * may write personal data back into it (their tokens are refused already; this holds for any caller).
 */
export async function assertNotErased(db: Kysely<Database>, organizationId: string, userId: string): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select('erased_at')
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (row?.erased_at) {
    throw new HttpError(
      410,
      'PERSON_ERASED',
      "This person's data has been erased; the record can no longer be changed.",
      'Gone',
    );
  }
}

/** Whether a person (member, administrator, child) belongs to the club: the club boundary of :userId paths. */
export async function isPersonOfClub(db: Kysely<Database>, organizationId: string, personId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', personId)
    .executeTakeFirst();
  return Boolean(row);
}
