import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/test-helpers.js';
import { codeOf, exchange, login, loginPageQuery, pkcePair, postLogin } from '../../testing/login-support.js';

const page = (app: FastifyInstance, query: string, host = 'demo-admin.localhost:8080') =>
  app.inject({ url: `/api/login?${query}`, headers: { host } });

describe('login flow hardening', () => {
  let app: FastifyInstance;
  let clock = Date.now();
  before(async () => {
    // demo-admin.club below is the login host of a club configured on http://demo.club.
    app = await buildTestApp({ now: () => clock, siteOrigins: ['http://demo.club'] });
  });
  after(() => app.close());

  it('matches the redirect origin exactly: scheme, host and port', async () => {
    assert.equal((await page(app, loginPageQuery('http://demo.localhost:8080/'))).statusCode, 200);
    for (const target of [
      'http://demo.localhost:9999/',
      'https://demo.localhost:8080/',
      'http://demo.localhost/',
      'http://demo.other.localhost:8080/',
    ]) {
      assert.equal((await page(app, loginPageQuery(target))).statusCode, 400, target);
    }
    // Plain localhost: only the login page's own origin, not any port.
    const local = (target: string) => page(app, loginPageQuery(target), 'localhost:8080');
    assert.equal((await local('http://localhost:8080/')).statusCode, 200);
    assert.equal((await local('http://localhost:3000/')).statusCode, 400);
    // A two-label host no longer reduces to its top-level domain.
    const twoLabel = (target: string) => page(app, loginPageQuery(target), 'demo-admin.club');
    assert.equal((await twoLabel('http://demo.club/')).statusCode, 200);
    assert.equal((await twoLabel('http://demo.attacker-club/')).statusCode, 400);
    assert.equal((await twoLabel('http://demo.evil/')).statusCode, 400);
  });

  it('requires a PKCE S256 challenge to show the login page', async () => {
    const noChallenge = new URLSearchParams({ clientId: 'demo', redirectUri: 'http://demo.localhost:8080/' });
    assert.equal((await page(app, noChallenge.toString())).statusCode, 400);
    const plain = loginPageQuery().replace('codeChallengeMethod=S256', 'codeChallengeMethod=plain');
    assert.equal((await page(app, plain)).statusCode, 400);
    const ok = await page(app, loginPageQuery());
    assert.match(ok.body, /name="codeChallenge" value="[A-Za-z0-9_-]{43}"/);
  });

  it('exchanges a code only with the verifier of its challenge and the same redirectUri', async () => {
    const other = pkcePair();
    const code = codeOf((await login(app, 'member@demo.club', 'demo-club-2026')).headers.location);
    const wrongVerifier = await exchange(app, code, { codeVerifier: other.verifier });
    assert.equal(wrongVerifier.statusCode, 400);
    assert.equal(wrongVerifier.json().code, 'INVALID_GRANT');

    const code2 = codeOf((await login(app, 'member@demo.club', 'demo-club-2026')).headers.location);
    const withoutVerifier = await app.inject({
      method: 'POST',
      url: '/api/auth-service/oauth2/exchange',
      payload: { code: code2, redirectUri: 'http://demo.localhost:8080/' },
    });
    assert.equal(withoutVerifier.statusCode, 400);
    assert.equal(withoutVerifier.json().code, 'VALIDATION_ERROR');
    const withoutRedirect = await app.inject({
      method: 'POST',
      url: '/api/auth-service/oauth2/exchange',
      payload: { code: code2, codeVerifier: other.verifier },
    });
    assert.equal(withoutRedirect.statusCode, 400);
    assert.equal((await exchange(app, code2)).statusCode, 200);
  });

  it('refuses a login form posted from a foreign origin (login CSRF)', async () => {
    const fields = { email: 'admin@demo.club', password: 'demo-club-2026' };
    const foreign = await postLogin(app, fields, { origin: 'https://evil.example' });
    assert.equal(foreign.statusCode, 403);
    assert.equal(foreign.json().code, 'FOREIGN_ORIGIN');
    assert.equal(foreign.headers.location, undefined);
    const noOrigin = await postLogin(app, fields, {});
    assert.equal(noOrigin.statusCode, 403);
    const nullOrigin = await postLogin(app, fields, { origin: 'null' });
    assert.equal(nullOrigin.statusCode, 403);
    const referer = await postLogin(app, fields, { referer: 'http://demo-admin.localhost:8080/api/login?x=1' });
    assert.equal(referer.statusCode, 302);
    assert.equal((await postLogin(app, fields)).statusCode, 302);
  });

  it('keeps the login page out of frames and lets its form go only to itself and the site', async () => {
    const response = await page(app, loginPageQuery());
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /form-action 'self' http:\/\/demo\.localhost:8080/);
    assert.equal(response.headers['x-frame-options'], 'DENY');
  });

  it('deletes expired login codes', async () => {
    await login(app, 'member@demo.club', 'demo-club-2026');
    const before = await app.db.selectFrom('login_codes').select('code_hash').execute();
    assert.ok(before.length > 0);
    clock += 2 * 60_000;
    await login(app, 'member@demo.club', 'demo-club-2026');
    const left = await app.db.selectFrom('login_codes').select('code_hash').execute();
    assert.equal(left.length, 1, 'only the fresh code is left');
  });
});
