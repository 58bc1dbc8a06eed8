import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { bearer, buildTestApp, orgId, userToken } from '../../testing/test-helpers.js';
import { upsertUser } from './repository.js';

const secret = randomBytes(32);
const previous = randomBytes(32);

describe('tokens', () => {
  let app: FastifyInstance;
  let demoId: string;
  const clock = Date.now();
  const nowSeconds = () => Math.floor(clock / 1000);
  const menu = (token: string) =>
    app.inject({ url: `/api/content-service/organizations/${demoId}/menu/main`, headers: bearer(token) });
  const sign = (claims: Record<string, unknown>, key: Uint8Array = secret) => {
    const jwt = new SignJWT({
      org: demoId,
      email: 'admin@demo.club',
      role: { name: 'ADMINISTRATOR', permissions: ['WRITE_CONTENT'] },
      ...claims,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub ?? demoId));
    return jwt.sign(key);
  };

  before(async () => {
    app = await buildTestApp({ jwtSecret: secret, jwtPreviousSecrets: [previous], now: () => clock });
    demoId = await orgId(app);
  });
  after(() => app.close());

  it('accepts a well-formed token and refuses one without exp', async () => {
    assert.equal((await menu(await sign({ iat: nowSeconds(), exp: nowSeconds() + 3600 }))).statusCode, 200);
    assert.equal((await menu(await sign({ iat: nowSeconds() }))).statusCode, 401);
    assert.equal((await menu(await sign({ exp: nowSeconds() + 3600 }))).statusCode, 401, 'no iat');
  });

  it('refuses a lifetime beyond 12 hours and iat or nbf in the future beyond 30 s', async () => {
    const iat = nowSeconds();
    assert.equal((await menu(await sign({ iat, exp: iat + 13 * 3600 }))).statusCode, 401);
    assert.equal((await menu(await sign({ iat: iat + 10, exp: iat + 3600 }))).statusCode, 200, 'small skew');
    assert.equal((await menu(await sign({ iat: iat + 120, exp: iat + 3600 }))).statusCode, 401);
    assert.equal((await menu(await sign({ iat, nbf: iat + 120, exp: iat + 3600 }))).statusCode, 401);
  });

  it('accepts tokens of the previous key during a key change, not of an unknown key', async () => {
    const iat = nowSeconds();
    assert.equal((await menu(await sign({ iat, exp: iat + 3600 }, previous))).statusCode, 200);
    assert.equal((await menu(await sign({ iat, exp: iat + 3600 }, randomBytes(32)))).statusCode, 401);
  });

  it('signs a user out everywhere: tokens issued before stop working, later ones work', async () => {
    const first = await userToken(app, demoId, 'admin@demo.club');
    const second = await userToken(app, demoId, 'admin@demo.club');
    assert.equal((await menu(first)).statusCode, 200);
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/auth-service/organizations/${demoId}/sessions`,
      headers: bearer(first),
    });
    assert.equal(revoke.statusCode, 204);
    assert.equal((await menu(first)).statusCode, 401);
    assert.equal((await menu(second)).statusCode, 401, 'the other device too');
    const fresh = await userToken(app, demoId, 'admin@demo.club');
    assert.equal((await menu(fresh)).statusCode, 200);
  });

  it('refuses sign-out-everywhere to a visitor token', async () => {
    const visitor = await app.inject({
      method: 'PUT',
      url: `/api/auth-service/organizations/${demoId}/authentications`,
    });
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/auth-service/organizations/${demoId}/sessions`,
      headers: bearer(visitor.json().accessToken),
    });
    assert.equal(response.statusCode, 403);
  });

  it('ends every session when the password changes', async () => {
    const token = await userToken(app, demoId, 'admin@demo.club');
    assert.equal((await menu(token)).statusCode, 200);
    await upsertUser(app.db, {
      organizationId: demoId,
      email: 'admin@demo.club',
      password: 'a-new-password-2026',
      displayName: 'Anna Hofmann',
      roleName: 'ADMINISTRATOR',
    });
    assert.equal((await menu(token)).statusCode, 401);
  });
});
