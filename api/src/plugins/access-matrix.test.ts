import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../test-helpers.js';
import { callers, expectedOutcome, fillUrl, matches, undeclaredRoutes, type Caller } from '../testing/access-matrix.js';
import { issueToken, verifyToken } from './auth.js';

// Every registered API route, called as every kind of caller: the declared access decides.
// Routes added later are covered without touching this file.
describe('permission matrix of every route', () => {
  const secret = randomBytes(32);
  let app: FastifyInstance;
  let demoId: string;
  let memberId: string;
  const tokens: Partial<Record<Caller, string>> = {};

  before(async () => {
    app = await buildTestApp({ jwtSecret: secret });
    demoId = await orgId(app, 'demo');
    const nordId = await orgId(app, 'nord');
    tokens.visitor = await visitorToken(app, demoId);
    tokens.member = await userToken(app, demoId, 'member@demo.club');
    tokens.coach = await userToken(app, demoId, 'coach@demo.club');
    tokens.admin = await userToken(app, demoId, 'admin@demo.club');
    tokens.otherOrgAdmin = await userToken(app, nordId, 'admin@nord.club');
    const admin = await verifyToken(secret, tokens.admin, Date.now());
    const member = await verifyToken(secret, tokens.member, Date.now());
    assert.ok(admin && member);
    memberId = member.sub;
    const { exp: _exp, ...claims } = admin;
    // Valid admin claims, but expired an hour ago / signed with another key.
    tokens.expiredToken = (await issueToken(secret, claims, 60, Date.now() - 3_600_000)).accessToken;
    tokens.forgedSignature = (await issueToken(randomBytes(32), claims, 3600, Date.now())).accessToken;
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
    // Signing out everywhere revokes the callers' tokens: that route goes last, so the routes
    // registered after it are still called with valid tokens.
    const isSignOut = (route: { method: string; url: string }) =>
      route.method === 'DELETE' && route.url.endsWith('/sessions');
    const routes = [...app.routeAccess].sort((a, b) => Number(isSignOut(a)) - Number(isSignOut(b)));
    for (const route of routes) {
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
