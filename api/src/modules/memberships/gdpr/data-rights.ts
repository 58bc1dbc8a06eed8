import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { notFound } from '../../../lib/http-error.js';
import type { DataRightsAction } from '../tables.js';
import { gdprCoverage } from './coverage.js';
import '../tables.js';
import '../../auth/index.js';
import { childIdsOf, childrenOnlyGuardedBy } from '../../families/index.js';

type Db = Kysely<Database>;

async function personOf(db: Db | Transaction<Database>, organizationId: string, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('This person is not known in this club.', 'person');
  return user;
}

/** The rows of one table that are about the person (by their id columns or their e-mail). */
function whereAbout(table: string, person: { id: string; email: string }) {
  const coverage = gdprCoverage[table]!;
  const conditions = coverage.userColumns.map((column) => sql`${sql.ref(column)} = ${person.id}`);
  if (coverage.emailColumn) {
    const email = person.email.toLowerCase();
    conditions.push(sql`lower(${sql.ref(coverage.emailColumn)}) = ${email}`);
    // A known device's own count of login failures is kept as '<e-mail>#device:<id>' (auth).
    conditions.push(sql`starts_with(lower(${sql.ref(coverage.emailColumn)}), ${`${email}#device:`})`);
  }
  return sql.join(conditions, sql` OR `);
}

export async function logDataRights(
  db: Db,
  entry: { organizationId: string; userId: string; action: DataRightsAction; actorId: string },
): Promise<void> {
  await db
    .insertInto('data_rights_log')
    .values({
      organization_id: entry.organizationId,
      user_id: entry.userId,
      action: entry.action,
      actor_id: entry.actorId,
    })
    .execute();
}

/** Everything the club holds about a person, table by table (art. 15 GDPR), secrets left out. */
export async function exportPersonalData(db: Db, organizationId: string, userId: string, actorId: string) {
  await logDataRights(db, { organizationId, userId, action: 'export', actorId });
  const tables = await tablesAbout(db, organizationId, userId);
  // The guardian's children (issue 21 item 4): their own records, which the guardian manages.
  const children = [];
  for (const childId of await childIdsOf(db, organizationId, userId)) {
    children.push({ userId: childId, tables: await tablesAbout(db, organizationId, childId) });
  }
  return { exportedAt: new Date().toISOString(), organizationId, userId, tables, children };
}

async function tablesAbout(db: Db, organizationId: string, userId: string) {
  const person = await personOf(db, organizationId, userId);
  const tables: Record<string, unknown[]> = {};
  for (const [table, coverage] of Object.entries(gdprCoverage)) {
    if ('excluded' in coverage.export) continue;
    const { rows } = await sql<Record<string, unknown>>`
      SELECT * FROM ${sql.table(table)}
      WHERE organization_id = ${organizationId} AND (${whereAbout(table, person)})`.execute(db);
    const omit = coverage.export.omit;
    tables[table] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !omit.includes(key))));
  }
  return tables;
}

/** Open erasure requests: requested and not yet confirmed. */
export async function openErasureRequests(db: Db, organizationId: string) {
  const { rows } = await sql<{ userId: string; email: string; displayName: string; requestedAt: Date }>`
    SELECT DISTINCT ON (r.user_id) r.user_id AS "userId", u.email, u.display_name AS "displayName", r.created_at AS "requestedAt"
    FROM data_rights_log r JOIN users u ON u.id = r.user_id
    WHERE r.organization_id = ${organizationId} AND r.action = 'erasure_requested'
      AND NOT EXISTS (SELECT 1 FROM data_rights_log c WHERE c.user_id = r.user_id
        AND c.action = 'erasure_confirmed' AND c.created_at >= r.created_at)
    ORDER BY r.user_id, r.created_at DESC`.execute(db);
  return rows.map((row) => ({ ...row, requestedAt: new Date(row.requestedAt).toISOString() }));
}

/**
 * Erasure ends access at once: no password works, every token issued so far is refused (the token
 * generation goes up, as "sign out everywhere" does), the roles go (the plain website user's
 * role, which writes nothing), and the record is marked so no write brings personal data back.
 */
async function endAccess(trx: Transaction<Database>, organizationId: string, userId: string): Promise<void> {
  const plainRole = await trx
    .selectFrom('roles')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('name', '=', 'FRONTEND_USER')
    .executeTakeFirst();
  await trx
    .updateTable('users')
    .set((eb) => ({
      password_hash: 'erased',
      erased_at: new Date(),
      token_generation: eb('token_generation', '+', 1),
      ...(plainRole ? { role_id: plainRole.id } : {}),
    }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Confirms an erasure (art. 17 GDPR): per table as gdprCoverage says: delete, anonymise (what
 * accounting must keep stays, without the person), or keep. One transaction; logged.
 */
export async function erasePerson(db: Db, organizationId: string, userId: string, actorId: string): Promise<void> {
  const person = await personOf(db, organizationId, userId);
  await db.transaction().execute(async (trx) => {
    // Children whose only guardian this is go with them (issue 21 item 4, api/README.md "Families");
    // a child with another guardian stays theirs (the link rows go below).
    for (const childId of await childrenOnlyGuardedBy(trx, organizationId, userId)) {
      await eraseRows(trx, organizationId, await personOf(trx, organizationId, childId));
      await endAccess(trx, organizationId, childId);
    }
    await eraseRows(trx, organizationId, person);
    await endAccess(trx, organizationId, userId);
    await logDataRights(trx, { organizationId, userId, action: 'erasure_confirmed', actorId });
  });
}

/** Per table as gdprCoverage says: delete, anonymise or keep the rows about the person. */
async function eraseRows(trx: Transaction<Database>, organizationId: string, person: { id: string; email: string }) {
  const userId = person.id;
  // The users row last: the other tables are found through its e-mail.
  const order = Object.keys(gdprCoverage).sort((a, b) => Number(a === 'users') - Number(b === 'users'));
  for (const table of order) {
    const { erase } = gdprCoverage[table]!;
    const where = sql`organization_id = ${organizationId} AND (${whereAbout(table, person)})`;
    if (erase.kind === 'delete') {
      await sql`DELETE FROM ${sql.table(table)} WHERE ${where}`.execute(trx);
    } else if (erase.kind === 'anonymise') {
      const assignments = Object.entries(erase.set).map(
        ([column, value]) => sql`${sql.ref(column)} = ${value === null ? null : value.replace('{id}', userId)}`,
      );
      await sql`UPDATE ${sql.table(table)} SET ${sql.join(assignments)} WHERE ${where}`.execute(trx);
    }
  }
}
