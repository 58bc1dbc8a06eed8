import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { parseTrustProxy } from '../config.js';
import { buildTestApp, orgId } from '../testing/test-helpers.js';

describe('behind the gateway: only its own X-Forwarded-For entry counts', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ trustProxy: '10.0.0.2', loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  after(() => app.close());

  let account = 0;
  // A new account each time, so only the per-address limit can answer 429.
  const viaGateway = (forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.0.2',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'demo-admin.localhost:8080',
        origin: 'http://demo-admin.localhost:8080',
        'x-forwarded-for': forwardedFor,
      },
      payload: new URLSearchParams({
        clientId: 'demo',
        redirectUri: 'http://demo.localhost:8080/',
        email: `guess-${++account}@demo.club`,
        password: 'x',
        codeChallenge: 'a'.repeat(43),
        codeChallengeMethod: 'S256',
      }).toString(),
    });

  it('does not reset the per-address limit for a forged left-most entry', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await viaGateway(`192.0.2.${i}, 203.0.113.9`)).statusCode);
    assert.deepEqual(statuses.slice(0, 3), [401, 401, 401]);
    assert.equal(statuses[3], 429);
    assert.equal((await viaGateway('203.0.113.10')).statusCode, 401, 'another visitor behind the gateway');
  });

  it('believes no X-Forwarded-For from a client that reaches the API directly', async () => {
    const direct = (forwardedFor: string) =>
      app.inject({
        url: '/api/health',
        remoteAddress: '192.0.2.99',
        headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
      });
    const response = await direct('203.0.113.50');
    assert.equal(response.headers['strict-transport-security'], undefined, 'no TLS claimed by a stranger');
  });

  it('sends HSTS when the gateway says the request came over TLS', async () => {
    const response = await app.inject({
      url: '/api/health',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' },
    });
    assert.equal(response.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
  });

  it('refuses TRUST_PROXY=true and hop counts, reads addresses', () => {
    assert.throws(() => parseTrustProxy('true'), /TRUST_PROXY=true/);
    assert.throws(() => parseTrustProxy('1'), /gateway's addresses/);
    assert.equal(parseTrustProxy('10.0.0.2,10.0.0.3'), '10.0.0.2,10.0.0.3');
    assert.equal(parseTrustProxy('172.16.0.0/12'), '172.16.0.0/12');
    assert.equal(parseTrustProxy(undefined), false);
  });
});

describe('security headers and CORS', () => {
  let app: FastifyInstance;
  let demoId: string;
  before(async () => {
    app = await buildTestApp({ cspExtraOrigins: ['https://js.payments.example'] });
    demoId = await orgId(app);
  });
  after(() => app.close());

  it('sends a Permissions-Policy: no camera, microphone or location; the video players keep what they need', async () => {
    for (const url of ['/api/health', '/']) {
      const policy = String(
        (await app.inject({ url, headers: { accept: 'text/html' } })).headers['permissions-policy'],
      );
      assert.match(policy, /(^|, )camera=\(\)/, url);
      assert.match(policy, /microphone=\(\)/);
      assert.match(policy, /geolocation=\(\)/);
      assert.match(policy, /fullscreen=\(self "https:\/\/www\.youtube-nocookie\.com" "https:\/\/player\.vimeo\.com"\)/);
    }
  });

  it('sends CSP, nosniff and Referrer-Policy on API answers; HSTS only over TLS', async () => {
    const response = await app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /default-src 'self'/);
    assert.match(
      csp,
      /frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com https:\/\/js\.payments\.example/,
    );
    assert.match(csp, /script-src 'self' https:\/\/js\.payments\.example/);
    assert.match(csp, /img-src [^;]*https:\/\/\*\.cdninstagram\.com/);
    assert.match(csp, /frame-ancestors 'self'/);
    assert.match(csp, /object-src 'none'/);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(response.headers['strict-transport-security'], undefined);
  });

  it('lets the own site call the token route across origins, and no foreign site', async () => {
    const url = `/api/auth-service/organizations/${demoId}/authentications`;
    const foreign = await app.inject({
      method: 'PUT',
      url,
      headers: { origin: 'https://evil.example', host: 'demo.localhost:8080' },
    });
    assert.equal(foreign.headers['access-control-allow-origin'], undefined);
    const own = await app.inject({
      method: 'PUT',
      url,
      headers: { origin: 'http://demo.localhost:8080', host: 'demo.localhost:8080' },
    });
    assert.equal(own.headers['access-control-allow-origin'], 'http://demo.localhost:8080');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    assert.equal(preflight.headers['access-control-allow-origin'], undefined);
  });

  it('answers a bare OPTIONS (no Origin) in the error shape', async () => {
    const response = await app.inject({ method: 'OPTIONS', url: '/api/health' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'INVALID_PREFLIGHT');
    assert.deepEqual(Object.keys(response.json()).sort(), ['code', 'message', 'title']);
  });
});
