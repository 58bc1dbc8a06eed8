import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { bearer, orgId, testConfig, userToken, visitorToken } from '../../testing/test-helpers.js';
import { familyApplication, invitationLink } from '../../testing/memberships-support.js';
import { mailText, startSmtpServer } from '../../testing/smtp-sink.js';

describe('deciding on applications', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let org: string;
  let admin: string;
  const base = () => `/api/memberships-service/organizations/${org}/applications`;

  async function apply(email: string): Promise<string> {
    const visitor = await visitorToken(app, org);
    const response = await app.inject({
      method: 'POST',
      url: base(),
      headers: bearer(visitor),
      payload: familyApplication({ email }),
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ id: string }>().id;
  }
  const setPassword = (form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/set-password',
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildApp(testConfig({ smtpUrl: smtp.url }));
    org = await orgId(app);
    admin = await userToken(app, org, 'admin@demo.club');
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('accepting creates a MEMBER_USER who logs in after setting a password with the invitation, once', async () => {
    const id = await apply('new.member@example.org');
    const accepted = await app.inject({ method: 'POST', url: `${base()}/${id}/accept`, headers: bearer(admin) });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const invitation = smtp.received.find(
      (m) => m.to.includes('new.member@example.org') && mailText(m.raw).includes('set-password'),
    );
    assert.ok(invitation, 'the new member receives an invitation');
    const link = invitationLink(invitation.raw);
    const token = link.searchParams.get('token')!;

    const page = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<label for="password">/);

    // Before: the account exists but has no usable password.
    const early = await app.inject({
      method: 'PUT',
      url: `/api/auth-service/organizations/${org}/authentications`,
      payload: { username: 'new.member@example.org', password: 'not-set-yet-1' },
    });
    assert.equal(early.statusCode, 401);
    const mismatch = await setPassword({ token, password: 'a-long-password-1', repeat: 'something else' });
    assert.equal(mismatch.statusCode, 400);
    const set = await setPassword({ token, password: 'a-long-password-1', repeat: 'a-long-password-1' });
    assert.equal(set.statusCode, 200);
    assert.match(set.body, /Dein Passwort ist gespeichert/);

    const login = await app.inject({
      method: 'PUT',
      url: `/api/auth-service/organizations/${org}/authentications`,
      payload: { username: 'new.member@example.org', password: 'a-long-password-1' },
    });
    assert.equal(login.statusCode, 200);
    assert.equal(login.json<{ role: { name: string } }>().role.name, 'MEMBER_USER');

    const again = await setPassword({ token, password: 'another-password-2', repeat: 'another-password-2' });
    assert.equal(again.statusCode, 410, 'the link works once');

    const twice = await app.inject({ method: 'POST', url: `${base()}/${id}/accept`, headers: bearer(admin) });
    assert.equal(twice.statusCode, 409);
    const list = await app.inject({ method: 'GET', url: `${base()}?state=accepted`, headers: bearer(admin) });
    const row = list.json<Array<{ id: string; mandate: { state: string } }>>().find((a) => a.id === id);
    assert.equal(row?.mandate.state, 'active');
  });

  it('rejecting records the reason and mails it', async () => {
    const id = await apply('rejected@example.org');
    const rejected = await app.inject({
      method: 'POST',
      url: `${base()}/${id}/reject`,
      headers: bearer(admin),
      payload: { reason: 'Wir haben keinen Platz mehr.' },
    });
    assert.equal(rejected.statusCode, 200);
    const list = await app.inject({ method: 'GET', url: `${base()}?state=rejected`, headers: bearer(admin) });
    const row = list
      .json<Array<{ id: string; rejectReason: string; mandate: { state: string } }>>()
      .find((a) => a.id === id);
    assert.equal(row?.rejectReason, 'Wir haben keinen Platz mehr.');
    assert.equal(row?.mandate.state, 'revoked');
    assert.ok(
      smtp.received.some((m) => m.to.includes('rejected@example.org') && mailText(m.raw).includes('keinen Platz')),
    );
  });

  it('only administrators decide', async () => {
    const id = await apply('someone@example.org');
    const member = await userToken(app, org, 'member@demo.club');
    const coach = await userToken(app, org, 'coach@demo.club');
    for (const token of [member, coach]) {
      const response = await app.inject({ method: 'POST', url: `${base()}/${id}/accept`, headers: bearer(token) });
      assert.equal(response.statusCode, 403);
    }
    const nordAdmin = await userToken(app, await orgId(app, 'nord'), 'admin@nord.club');
    const foreign = await app.inject({ method: 'POST', url: `${base()}/${id}/accept`, headers: bearer(nordAdmin) });
    assert.equal(foreign.statusCode, 403);
  });
});
