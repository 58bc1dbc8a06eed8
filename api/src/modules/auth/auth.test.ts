import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { bearer, buildTestApp, orgId } from '../../testing/test-helpers.js';

import { codeOf, exchange, login, loginPageQuery, siteRedirect as redirectUri } from '../../testing/login-support.js';

describe('auth-service', () => {
  let app: FastifyInstance;
  let demoId: string;
  let clock = Date.now();
  before(async () => {
    app = await buildTestApp({ now: () => clock });
    demoId = await orgId(app);
  });
  after(() => app.close());

  it('gives a visitor token with the frontend role and the organization e-mail', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/auth-service/organizations/${demoId}/authentications`,
    });
    assert.equal(response.statusCode, 200);
    const user = response.json();
    assert.equal(user.organizationId, demoId);
    assert.equal(user.email, 'info@demo.club');
    assert.equal(user.role.name, 'FRONTEND_USER');
    assert.deepEqual(user.role.permissions, [
      'ASSIGN_MOBILE_USER_ROLE_PERMISSION',
      'CREATE_USERS',
      'READ_ORG',
      'READ_USERS',
      'READ_ROLES',
    ]);
    assert.equal(decodeJwt(user.accessToken).exp, user.exp);
    assert.ok(user.exp - Math.floor(clock / 1000) === 12 * 3600);
  });

  it('gives a user token for username and password, and one generic error otherwise', async () => {
    const url = `/api/auth-service/organizations/${demoId}/authentications`;
    const ok = await app.inject({
      method: 'PUT',
      url,
      payload: { username: 'coach@demo.club', password: 'demo-club-2026' },
    });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json().role.permissions.includes('WRITE_CALENDAR'), true);
    const wrong = await app.inject({ method: 'PUT', url, payload: { username: 'coach@demo.club', password: 'nope' } });
    const unknown = await app.inject({
      method: 'PUT',
      url,
      payload: { username: 'ghost@demo.club', password: 'nope' },
    });
    assert.equal(wrong.statusCode, 401);
    assert.deepEqual(wrong.json(), unknown.json());
  });

  it('renders the login page in German by default and in English with lang=en', async () => {
    const query = loginPageQuery();
    const de = await app.inject({ url: `/api/login?${query}`, headers: { host: 'demo-admin.localhost:8080' } });
    assert.equal(de.statusCode, 200);
    assert.match(de.headers['content-type'] as string, /text\/html/);
    assert.match(de.body, /<html lang="de">/);
    assert.match(de.body, /<label for="email">E-Mail-Adresse<\/label>/);
    assert.match(de.body, /<label for="password">Passwort<\/label>/);
    const en = await app.inject({ url: `/api/login?${query}&lang=en`, headers: { host: 'demo-admin.localhost:8080' } });
    assert.match(en.body, /<html lang="en">/);
    assert.match(en.body, /Log in/);
    const fr = await app.inject({ url: `/api/login?${query}&lang=fr`, headers: { host: 'demo-admin.localhost:8080' } });
    assert.match(fr.body, /<html lang="en">/);
  });

  it('logs in: 302 with a code that exchanges for a user with WRITE_CONTENT', async () => {
    const response = await login(app, 'admin@demo.club', 'demo-club-2026');
    assert.equal(response.statusCode, 302);
    assert.ok(response.headers.location?.startsWith(redirectUri));
    const exchanged = await exchange(app, codeOf(response.headers.location));
    assert.equal(exchanged.statusCode, 200);
    const user = exchanged.json();
    assert.equal(user.email, 'admin@demo.club');
    assert.equal(user.displayName, 'Anna Hofmann');
    assert.ok(user.role.permissions.includes('WRITE_CONTENT'));
    const menus = await app.inject({
      url: `/api/content-service/organizations/${demoId}/menu/main`,
      headers: bearer(user.accessToken),
    });
    assert.equal(menus.statusCode, 200);
  });

  it('keeps the typed e-mail and shows one generic message on a wrong password', async () => {
    const response = await login(app, 'admin@demo.club', 'wrong-password', { lang: 'de' });
    assert.equal(response.statusCode, 401);
    assert.match(response.body, /Die E-Mail-Adresse oder das Passwort ist falsch\./);
    assert.match(response.body, /value="admin@demo.club"/);
    const unknown = await login(app, 'nobody@demo.club', 'x', { lang: 'en' });
    assert.match(unknown.body, /The e-mail address or password is wrong\./);
  });

  it('refuses a replayed code', async () => {
    const code = codeOf((await login(app, 'member@demo.club', 'demo-club-2026')).headers.location);
    const first = await exchange(app, code);
    assert.equal(first.statusCode, 200);
    const second = await exchange(app, code);
    assert.equal(second.statusCode, 400);
    assert.equal(second.json().code, 'INVALID_GRANT');
  });

  it('refuses an expired code (60 s)', async () => {
    const code = codeOf((await login(app, 'member@demo.club', 'demo-club-2026')).headers.location);
    clock += 61_000;
    const response = await exchange(app, code);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'INVALID_GRANT');
  });

  it('refuses a code used with a different redirectUri', async () => {
    const code = codeOf((await login(app, 'member@demo.club', 'demo-club-2026')).headers.location);
    const response = await exchange(app, code, { redirectUri: 'http://demo.localhost:8080/other' });
    assert.equal(response.statusCode, 400);
  });

  it('refuses a redirectUri outside the organization (no open redirect)', async () => {
    for (const target of [
      'https://evil.example/',
      'http://demo.evil.example/',
      'http://nord.localhost:8080/',
      'javascript:alert(1)',
    ]) {
      const page = await app.inject({
        url: `/api/login?${loginPageQuery(target)}`,
        headers: { host: 'demo-admin.localhost:8080' },
      });
      assert.equal(page.statusCode, 400, target);
      assert.equal(page.json().code, 'INVALID_REDIRECT_URI');
      const post = await login(app, 'admin@demo.club', 'demo-club-2026', { redirectUri: target });
      assert.equal(post.statusCode, 400, target);
      assert.equal(post.headers.location, undefined);
    }
  });

  it('accepts plain localhost for the default organization only', async () => {
    const ok = await app.inject({
      url: `/api/login?${loginPageQuery('http://localhost:8080/')}`,
      headers: { host: 'localhost:8080' },
    });
    assert.equal(ok.statusCode, 200);
    const nord = await app.inject({
      url: `/api/login?${loginPageQuery('http://localhost:8080/').replace('clientId=demo', 'clientId=nord')}`,
      headers: { host: 'localhost:8080' },
    });
    assert.equal(nord.statusCode, 400);
  });
});

describe('login rate limit', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  after(() => app.close());

  it('answers 429 with the error body after the limit', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await login(app, 'admin@demo.club', 'wrong');
      statuses.push(last.statusCode);
    }
    assert.deepEqual(statuses, [401, 401, 401, 429]);
    assert.equal(last?.json().code, 'TOO_MANY_REQUESTS');
    assert.deepEqual(Object.keys(last?.json() ?? {}).sort(), ['code', 'message', 'title']);
  });
});
