import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { issueToken } from '../../plugins/auth.js';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../../testing/test-helpers.js';
import { familyApplication } from '../../testing/memberships-support.js';

describe('erasure ends access (issue 22)', () => {
  let app: FastifyInstance;
  let org: string;
  let admin: string;
  let personId: string;
  let person: string;
  const email = 'erased.coach@example.org';
  const base = () => `/api/memberships-service/organizations/${org}`;
  const profileUrl = () => `/api/users-service/organizations/${org}/users/${personId}`;
  const profile = {
    firstName: 'Eva',
    lastName: 'Zurück',
    displayName: 'Eva',
    birthDate: null,
    gender: null,
    countryCode: '+49',
    contactNumber: '1701234567',
    email,
    address: { streetNumber: 'Hauptstraße 1', postCode: '10115', city: 'Berlin' },
  };

  before(async () => {
    app = await buildTestApp();
    org = await orgId(app);
    admin = await userToken(app, org, 'admin@demo.club');
    const applied = await app.inject({
      method: 'POST',
      url: `${base()}/applications`,
      headers: bearer(await visitorToken(app, org)),
      payload: familyApplication({ email }),
    });
    assert.equal(applied.statusCode, 201, applied.body);
    const accepted = await app.inject({
      method: 'POST',
      url: `${base()}/applications/${applied.json().id}/accept`,
      headers: bearer(admin),
    });
    personId = accepted.json().userId;
    // The person also coaches: their token may write the calendar until the erasure.
    const coach = await app.db
      .selectFrom('roles')
      .select('id')
      .where('organization_id', '=', org)
      .where('name', '=', 'COACH')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('users')
      .set({ password_hash: await hash('erased-coach-pw'), role_id: coach.id })
      .where('id', '=', personId)
      .execute();
    person = await userToken(app, org, email, 'erased-coach-pw');
    const asked = await app.inject({
      method: 'POST',
      url: `${base()}/users/${personId}/erasure-request`,
      headers: bearer(person),
    });
    assert.equal(asked.statusCode, 202);
    const group = await app.inject({
      method: 'POST',
      url: `/api/calendar-service/organizations/${org}/eventsGroup`,
      headers: bearer(person),
      payload: { name: 'Before the erasure' },
    });
    assert.equal(group.statusCode < 300, true, `the coach writes the calendar before: ${group.body}`);
    const erased = await app.inject({
      method: 'POST',
      url: `${base()}/users/${personId}/erasure`,
      headers: bearer(admin),
    });
    assert.equal(erased.statusCode, 200, erased.body);
  });
  after(() => app.close());

  it("refuses the person's open session at once: profile read and write, calendar write", async () => {
    const read = await app.inject({ url: profileUrl(), headers: bearer(person) });
    assert.equal(read.statusCode, 401);
    const write = await app.inject({ method: 'PUT', url: profileUrl(), headers: bearer(person), payload: profile });
    assert.equal(write.statusCode, 401);
    const calendar = await app.inject({
      method: 'POST',
      url: `/api/calendar-service/organizations/${org}/eventsGroup`,
      headers: bearer(person),
      payload: { name: 'After the erasure' },
    });
    assert.equal(calendar.statusCode, 401);
    const login = await app.inject({
      method: 'PUT',
      url: `/api/auth-service/organizations/${org}/authentications`,
      payload: { username: email, password: 'erased-coach-pw' },
    });
    assert.equal(login.statusCode, 401);
  });

  it('removes the roles and keeps personal data out of the record, whoever signs the token', async () => {
    const row = await app.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['roles.name', 'users.token_generation', 'users.first_name', 'users.erased_at'])
      .where('users.id', '=', personId)
      .executeTakeFirstOrThrow();
    assert.equal(row.name, 'FRONTEND_USER');
    assert.ok(row.erased_at);
    // A token valid in every other respect (current generation): the record still refuses writes.
    const { accessToken } = await issueToken(
      app.config.jwtSecret,
      {
        sub: personId,
        organizationId: org,
        email: 'x',
        role: { name: 'FRONTEND_USER', permissions: [] },
        generation: row.token_generation,
      },
      600,
      Date.now(),
    );
    const write = await app.inject({
      method: 'PUT',
      url: profileUrl(),
      headers: bearer(accessToken),
      payload: profile,
    });
    assert.equal(write.statusCode, 410, write.body);
    assert.equal(write.json().code, 'PERSON_ERASED');
    const after = await app.db
      .selectFrom('users')
      .select(['first_name', 'city'])
      .where('id', '=', personId)
      .executeTakeFirstOrThrow();
    assert.deepEqual(after, { first_name: null, city: null });
  });

  it('every list that shows people still answers after the erasure', async () => {
    const applications = await app.inject({ url: `${base()}/applications`, headers: bearer(admin) });
    assert.equal(applications.statusCode, 200, applications.body);
    const erasedRow = applications.json().find((a: { email: string }) => a.email.startsWith('erased-'));
    assert.ok(erasedRow, 'the erased application stays listed');
    assert.equal(erasedRow.firstName, '');
    for (const state of ['new', 'accepted', 'rejected']) {
      const filtered = await app.inject({ url: `${base()}/applications?state=${state}`, headers: bearer(admin) });
      assert.equal(filtered.statusCode, 200, `${state}: ${filtered.body}`);
    }
    const users = await app.inject({
      url: `/api/users-service/organizations/${org}/users?id=${personId}`,
      headers: bearer(admin),
    });
    assert.equal(users.statusCode, 200, users.body);
    assert.equal(users.json()[0].email, `erased-${personId}@erased.invalid`);
    const one = await app.inject({ url: profileUrl(), headers: bearer(admin) });
    assert.equal(one.statusCode, 200, one.body);
    const courses = await app.inject({ url: `${profileUrl()}/courses`, headers: bearer(admin) });
    assert.equal(courses.statusCode, 200, courses.body);
    const requests = await app.inject({ url: `${base()}/erasure-requests`, headers: bearer(admin) });
    assert.equal(requests.statusCode, 200);
    assert.equal(
      requests.json().some((r: { userId: string }) => r.userId === personId),
      false,
    );
    const exported = await app.inject({ url: `${base()}/users/${personId}/data-export`, headers: bearer(admin) });
    assert.equal(exported.statusCode, 200);
  });
});
