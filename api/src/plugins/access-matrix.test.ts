import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../testing/test-helpers.js';
import { callers, expectedOutcome, fillUrl, matches, undeclaredRoutes, type Caller } from '../testing/access-matrix.js';
import { issueToken, verifyToken, type SessionClaims } from './auth.js';

// Every registered API route, called as every kind of caller: the declared access decides.
// Routes added later are covered without touching this file.
describe('permission matrix of every route', () => {
  const secret = randomBytes(32);
  let app: FastifyInstance;
  let demoId: string;
  let memberId: string;
  let tokens: Partial<Record<Caller, string>> = {};
  // A route may revoke its caller's tokens (sign out everywhere): every route gets fresh tokens,
  // minted from the logged-in claims on a clock that moves on between routes.
  let clock = Date.now();
  const claimsOf: Partial<Record<Caller, Omit<SessionClaims, 'exp'>>> = {};
  const mint = async () => {
    clock += 2_000;
    const fresh: Partial<Record<Caller, string>> = {};
    for (const [caller, claims] of Object.entries(claimsOf)) {
      fresh[caller as Caller] = (await issueToken(secret, claims, 3600, clock)).accessToken;
    }
    const admin = claimsOf.admin;
    assert.ok(admin);
    // Valid admin claims, but expired an hour ago / signed with another key.
    fresh.expiredToken = (await issueToken(secret, admin, 60, clock - 3_600_000)).accessToken;
    fresh.forgedSignature = (await issueToken(randomBytes(32), admin, 3600, clock)).accessToken;
    return fresh;
  };

  before(async () => {
    app = await buildTestApp({ jwtSecret: secret, now: () => clock });
    demoId = await orgId(app, 'demo');
    const nordId = await orgId(app, 'nord');
    tokens.visitor = await visitorToken(app, demoId);
    tokens.member = await userToken(app, demoId, 'member@demo.club');
    tokens.coach = await userToken(app, demoId, 'coach@demo.club');
    tokens.admin = await userToken(app, demoId, 'admin@demo.club');
    tokens.otherOrgAdmin = await userToken(app, nordId, 'admin@nord.club');
    for (const caller of ['visitor', 'member', 'coach', 'admin', 'otherOrgAdmin'] as const) {
      const session = await verifyToken(secret, tokens[caller] ?? '', clock);
      assert.ok(session, caller);
      const { exp: _exp, iat: _iat, ...claims } = session;
      claimsOf[caller] = claims;
    }
    memberId = claimsOf.member?.sub ?? '';
  });
  after(() => app.close());

  it('knows every documented route with its access', () => {
    const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    assert.deepEqual(undeclaredRoutes(paths, app.routeAccess, ''), []);
    assert.ok(app.routeAccess.length >= 15, `only ${app.routeAccess.length} routes`);
  });

  it('answers each caller as the route declares', async () => {
    const failures: string[] = [];
    let calls = 0;
    // Signing out everywhere ends every token the caller holds (a new token generation, which
    // minted tokens cannot skip): that route goes last, after every other route was checked.
    const isSignOut = (route: { method: string; url: string }) =>
      route.method === 'DELETE' && route.url.endsWith('/sessions');
    // Confirming an erasure ends the member's access for good (issue 22): asking for and
    // confirming erasure come after every other route, the confirmation last.
    const isErasure = (route: { url: string }) =>
      route.url.endsWith('/erasure') ? 3 : route.url.endsWith('/erasure-request') ? 2 : 0;
    const order = (route: { method: string; url: string }) => isErasure(route) || Number(isSignOut(route));
    // (sign-out 1, then the erasure routes: a signed-out caller logs in again below, and later
    // routes mint from that new login's claims.)
    const routes = [...app.routeAccess].sort((a, b) => order(a) - order(b));
    for (const route of routes) {
      tokens = await mint();
      for (const caller of callers) {
        const token = tokens[caller];
        const request: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url: fillUrl(route.url, { orgId: demoId, userId: memberId }),
          headers: token ? bearer(token) : {},
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        };
        const response = await app.inject(request);
        calls += 1;
        const outcome = expectedOutcome(route, caller);
        // Signing out everywhere ends the caller's tokens: log in again for the next routes.
        if (route.method === 'DELETE' && route.url.endsWith('/sessions') && response.statusCode === 204) {
          const email = { member: 'member@demo.club', coach: 'coach@demo.club', admin: 'admin@demo.club' }[
            caller as 'member' | 'coach' | 'admin'
          ];
          if (email) {
            tokens[caller] = await userToken(app, demoId, email);
            const session = await verifyToken(secret, tokens[caller] ?? '', clock);
            assert.ok(session, caller);
            const { exp: _exp, iat: _iat, ...claims } = session;
            claimsOf[caller] = claims;
          }
        }
        if (!matches(outcome, response.statusCode)) {
          failures.push(`${route.method} ${route.url} as ${caller}: ${response.statusCode}, expected ${outcome}`);
        }
        if (route.method !== 'HEAD' && (response.statusCode === 401 || response.statusCode === 403)) {
          assert.deepEqual(Object.keys(response.json()).sort(), ['code', 'message', 'title']);
        }
      }
    }
    assert.deepEqual(failures, []);
    assert.equal(calls, app.routeAccess.length * callers.length);
    console.log(`permission matrix: ${app.routeAccess.length} routes x ${callers.length} callers = ${calls} calls`);
  });
});
