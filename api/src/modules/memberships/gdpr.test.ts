import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../app.js';
import { bearer, orgId, testConfig, userToken, visitorToken } from '../../testing/test-helpers.js';
import { actorColumns, gdprCoverage } from './gdpr/coverage.js';
import { familyApplication, testIban } from '../../testing/memberships-support.js';

describe('members’ data rights (GDPR)', () => {
  let app: FastifyInstance;
  let org: string;
  let admin: string;
  let memberId: string;
  let member: string;
  const base = () => `/api/memberships-service/organizations/${org}`;

  before(async () => {
    app = await buildApp(testConfig());
    org = await orgId(app);
    admin = await userToken(app, org, 'admin@demo.club');
    // A family applies and is accepted; the member sets no password, so log in as them directly.
    const visitor = await visitorToken(app, org);
    const applied = await app.inject({
      method: 'POST',
      url: `${base()}/applications`,
      headers: bearer(visitor),
      payload: familyApplication({ email: 'gdpr.family@example.org' }),
    });
    const { id } = applied.json<{ id: string }>();
    const accepted = await app.inject({
      method: 'POST',
      url: `${base()}/applications/${id}/accept`,
      headers: bearer(admin),
    });
    memberId = accepted.json<{ userId: string }>().userId;
    const { hash } = await import('@node-rs/argon2');
    await app.db
      .updateTable('users')
      .set({ password_hash: await hash('gdpr-member-pw') })
      .where('id', '=', memberId)
      .execute();
    member = await userToken(app, org, 'gdpr.family@example.org', 'gdpr-member-pw');
    const course = await app.db
      .selectFrom('events_groups')
      .select('id')
      .where('organization_id', '=', org)
      .executeTakeFirst();
    if (course) {
      await app.db
        .insertInto('events_group_members')
        .values({ organization_id: org, events_group_id: course.id, user_id: memberId, order_id: null })
        .execute();
    }
  });
  after(() => app.close());

  it('covers every table with a column that points at a person (read from the database catalogue)', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      SELECT DISTINCT kcu.table_name, kcu.column_name
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu
        ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      JOIN information_schema.constraint_column_usage ccu
        ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'users' AND tc.table_schema = current_schema()
      UNION
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND (column_name LIKE '%user_id' OR column_name LIKE '%\\_by' ESCAPE '\\')
    `.execute(app.db);
    assert.ok(rows.length >= 5, 'the catalogue query finds the known user columns');
    const uncovered = rows.filter(({ table_name, column_name }) => {
      if (actorColumns[table_name]?.includes(column_name)) return false;
      return !gdprCoverage[table_name]?.userColumns.includes(column_name);
    });
    assert.deepEqual(
      uncovered.map((r) => `${r.table_name}.${r.column_name}`),
      [],
      'add these to api/src/modules/memberships/gdpr/coverage.ts (export or excluded, and what erasure does)',
    );
  });

  it('lets a member download everything the club holds about them, and no one else’s', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${base()}/users/${memberId}/data-export`,
      headers: bearer(member),
    });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-disposition']), /attachment; filename="meine-daten-/);
    const { tables } = response.json<{ tables: Record<string, Array<Record<string, unknown>>> }>();
    const exported = Object.entries(gdprCoverage)
      .filter(([, c]) => !('excluded' in c.export))
      .map(([t]) => t);
    assert.deepEqual(Object.keys(tables).sort(), exported.sort());
    assert.equal(tables.users?.[0]?.email, 'gdpr.family@example.org');
    assert.ok(!('password_hash' in (tables.users?.[0] ?? {})), 'no secrets in the download');
    assert.equal(tables.membership_applications?.length, 1);
    assert.equal(tables.sepa_mandates?.[0]?.iban, testIban, 'the person gets their own full IBAN');
    assert.ok((tables.outbox?.length ?? 0) >= 2, 'the confirmation and the invitation');
    if ((await app.db.selectFrom('events_groups').select('id').executeTakeFirst()) !== undefined) {
      assert.equal(tables.events_group_members?.length, 1);
    }

    const otherMember = await userToken(app, org, 'member@demo.club');
    const foreign = await app.inject({
      method: 'GET',
      url: `${base()}/users/${memberId}/data-export`,
      headers: bearer(otherMember),
    });
    assert.equal(foreign.statusCode, 403);
    const byAdmin = await app.inject({
      method: 'GET',
      url: `${base()}/users/${memberId}/data-export`,
      headers: bearer(admin),
    });
    assert.equal(byAdmin.statusCode, 200);
  });

  it('erases on request once an administrator confirms, keeping anonymised accounting records', async () => {
    const early = await app.inject({
      method: 'POST',
      url: `${base()}/users/${memberId}/erasure`,
      headers: bearer(admin),
    });
    assert.equal(early.statusCode, 409, 'nothing to confirm before the person asks');
    const asked = await app.inject({
      method: 'POST',
      url: `${base()}/users/${memberId}/erasure-request`,
      headers: bearer(member),
    });
    assert.equal(asked.statusCode, 202);
    const open = await app.inject({ method: 'GET', url: `${base()}/erasure-requests`, headers: bearer(admin) });
    assert.deepEqual(
      open.json<Array<{ userId: string }>>().map((r) => r.userId),
      [memberId],
    );

    const erased = await app.inject({
      method: 'POST',
      url: `${base()}/users/${memberId}/erasure`,
      headers: bearer(admin),
    });
    assert.equal(erased.statusCode, 200);
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
    assert.match(user.email, /^erased-/);
    const mandate = await app.db
      .selectFrom('sepa_mandates')
      .selectAll()
      .where('user_id', '=', memberId)
      .executeTakeFirstOrThrow();
    assert.equal(mandate.iban, 'DE00ERASED');
    assert.match(mandate.reference, /^MB-/, 'the mandate reference stays for accounting');
    const outbox = await app.db
      .selectFrom('outbox')
      .select('recipient')
      .where('recipient', '=', 'gdpr.family@example.org')
      .execute();
    assert.equal(outbox.length, 0);
    const log = await app.db.selectFrom('data_rights_log').select('action').where('user_id', '=', memberId).execute();
    assert.deepEqual(
      log.map((l) => l.action).sort(),
      ['erasure_confirmed', 'erasure_requested', 'export', 'export'].sort(),
    );
    const login = await app.inject({
      method: 'PUT',
      url: `/api/auth-service/organizations/${org}/authentications`,
      payload: { username: 'gdpr.family@example.org', password: 'gdpr-member-pw' },
    });
    assert.equal(login.statusCode, 401);
  });
});
