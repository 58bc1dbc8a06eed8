import type { Organization } from '@club/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { defaultRoles } from '../auth/index.js';

type Row = { id: string; name: string; email: string; company_name: string | null };

const toOrganization = (row: Row): Organization => ({
  id: row.id,
  name: row.name,
  email: row.email,
  ...(row.company_name ? { companyName: row.company_name } : {}),
});

export async function findOrganizationByName(db: Kysely<Database>, name: string): Promise<Organization | null> {
  const row = await db
    .selectFrom('organizations')
    .select(['id', 'name', 'email', 'company_name'])
    .where('name', '=', name.toLowerCase())
    .executeTakeFirst();
  return row ? toOrganization(row) : null;
}

export async function findOrganizationById(db: Kysely<Database>, id: string): Promise<Organization | null> {
  const row = await db
    .selectFrom('organizations')
    .select(['id', 'name', 'email', 'company_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toOrganization(row) : null;
}

/** Creates the organization with its default roles. */
export async function createOrganization(
  db: Kysely<Database>,
  input: { name: string; email: string; companyName?: string },
): Promise<Organization> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('organizations')
      .values({ name: input.name.toLowerCase(), email: input.email, company_name: input.companyName ?? null })
      .returning(['id', 'name', 'email', 'company_name'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('roles')
      .values(
        Object.entries(defaultRoles).map(([name, permissions]) => ({ organization_id: row.id, name, permissions })),
      )
      .execute();
    return toOrganization(row);
  });
}
