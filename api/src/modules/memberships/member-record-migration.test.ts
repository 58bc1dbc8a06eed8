import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { UserData } from '@club/shared/contracts/schemas';
import { buildApp } from '../../app.js';
import { bearer, orgId, testConfig, userToken } from '../../testing/test-helpers.js';
import { activeMember } from '../../testing/sepa-support.js';

const emptyProfile = {
  first_name: null,
  last_name: null,
  birth_date: null,
  gender: null,
  country_code: null,
  contact_number: null,
  street_number: null,
  post_code: null,
  city: null,
};

describe('migration 192: members accepted before get their profile from the application', () => {
  let app: FastifyInstance;
  let org: string;
  let admin: string;
  const profileOf = async (email: string) => {
    const user = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const response = await app.inject({
      method: 'GET',
      url: `/api/users-service/organizations/${org}/users/${user.id}`,
      headers: bearer(admin),
    });
    return response.json<UserData>();
  };

  before(async () => {
    app = await buildApp(testConfig());
    org = await orgId(app);
    admin = await userToken(app, org, 'admin@demo.club');
    await activeMember(app, org, admin, { email: 'old.member@example.org', firstName: 'Olga', familyName: 'Alt' });
    await activeMember(app, org, admin, { email: 'edited@example.org', firstName: 'Edda', familyName: 'Neu' });
  });
  after(() => app.close());

  it('fills empty profiles like an acceptance does today, and keeps what a member filled in since', async () => {
    const expected = await profileOf('old.member@example.org');
    const migration = await readFile(new URL('../../db/migrations/192_member_numbers.sql', import.meta.url), 'utf8');
    const statement = /-- profiles:begin[^\n]*\n([\s\S]*?)-- profiles:end/.exec(migration)![1]!;
    // As accepted before issue 32: the account had only its e-mail and display name.
    await app.db.updateTable('users').set(emptyProfile).where('email', '=', 'old.member@example.org').execute();
    // This member has since typed a first name and a phone of their own, and no address.
    await app.db
      .updateTable('users')
      .set({ ...emptyProfile, first_name: 'Eddi', country_code: '+49', contact_number: '301234567' })
      .where('email', '=', 'edited@example.org')
      .execute();
    await sql.raw(statement).execute(app.db);

    const filled = await profileOf('old.member@example.org');
    const fields = (p: UserData) => [p.firstName, p.lastName, p.birthDate, p.gender, p.countryCode, p.contactNumber];
    assert.deepEqual(fields(filled), fields(expected));
    assert.deepEqual(filled.address, expected.address);
    assert.equal(filled.lastName, 'Alt');

    const edited = await profileOf('edited@example.org');
    assert.equal(edited.firstName, 'Eddi', 'a name the member chose stays');
    assert.equal(edited.lastName, 'Neu');
    assert.equal(edited.contactNumber, '301234567', 'their own phone stays');
    assert.deepEqual(edited.address, { streetNumber: 'Hauptstraße 5', postCode: '82031', city: 'Grünwald' });
  });
});
