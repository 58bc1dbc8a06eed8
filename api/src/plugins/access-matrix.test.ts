import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../testing/test-helpers.js';
import {
  callers,
  expectedOutcome,
  fillUrl,
  matches,
  namesClubRow,
  plausibleBody,
  plausibleQuery,
  undeclaredRoutes,
  type Caller,
} from '../testing/access-matrix.js';
import { clubFingerprint, clubIds, fillWithIds } from '../testing/club-ids.js';
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

// Tenancy ties a token to :orgId; the ids after it must belong to that club too (issue 31): the
// other club's administrator names the demo club's people, children, courses, dates... in every
// route of their own club, and nothing of the demo club is answered or written.
describe('club boundary of every route that takes an id', () => {
  let app: FastifyInstance;
  let demoId: string;
  let nordId: string;

  before(async () => {
    app = await buildTestApp();
    demoId = await orgId(app, 'demo');
    nordId = await orgId(app, 'nord');
  });
  after(() => app.close());

  it("refuses the other club's ids with 403 or 404 and writes nothing there", async () => {
    const admin = bearer(await userToken(app, demoId, 'admin@demo.club'));
    const memberToken = await userToken(app, demoId, 'member@demo.club');
    const memberId = (await verifyToken(app.config.jwtSecret, memberToken, Date.now()))!.sub;
    const familyUrl = `/api/families-service/organizations/${demoId}/users/${memberId}`;
    const child = { firstName: 'Mia', lastName: 'Muster', birthDate: '2016-03-01' };
    const added = await app.inject({ method: 'POST', url: `${familyUrl}/children`, headers: admin, payload: child });
    assert.equal(added.statusCode, 201, added.body);
    const demo = await clubIds(app.db, demoId, 'member@demo.club');
    for (const kind of ['userId', 'childId', 'courseId', 'dateId', 'mediaId', 'content/id', 'products/id']) {
      assert.ok(demo[kind], `the demo club has no ${kind} to try`);
    }
    const nordToken = await userToken(app, nordId, 'admin@nord.club');
    const nordAdminId = (await verifyToken(app.config.jwtSecret, nordToken, Date.now()))!.sub;
    const before = await clubFingerprint(app.db, demoId);

    const routes = app.routeAccess.filter((route) => namesClubRow(route.url));
    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      // As themselves (:userId their own) and naming a demo person: both with the demo's other ids.
      const asWho = route.url.includes(':userId') ? [nordAdminId, demo.userId!] : [demo.userId!];
      for (const userId of asWho) {
        if (userId === nordAdminId && !/:(?!orgId\b|userId\b)[A-Za-z]*(Id|id)\b/.test(route.url)) continue;
        const url = fillWithIds(route.url, nordId, { ...demo, userId }) + plausibleQuery(route.url);
        const payload = plausibleBody(route.method, route.url, demo);
        const response = await app.inject({
          method: route.method as InjectOptions['method'],
          url,
          headers: bearer(nordToken),
          ...(payload !== undefined ? { payload: payload as object } : {}),
        });
        calls += 1;
        if (![403, 404].includes(response.statusCode)) {
          failures.push(`${route.method} ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    assert.deepEqual(failures, []);
    assert.deepEqual(await clubFingerprint(app.db, demoId), before);
    // Read back as the demo club sees it: the member still has the one child added above.
    const family = await app.inject({ method: 'GET', url: `${familyUrl}/family`, headers: admin });
    assert.deepEqual(
      family.json<{ children: Array<{ firstName: string }> }>().children.map((c) => c.firstName),
      ['Mia'],
    );
    assert.ok(routes.length >= 40, `only ${routes.length} routes`);
    console.log(`club boundary: ${routes.length} routes with ids, ${calls} calls with the other club's ids`);
  });

  it("lets no administrator add a child to another club's administrator (issue 31)", async () => {
    const admin = bearer(await userToken(app, demoId, 'admin@demo.club'));
    const nordToken = await userToken(app, nordId, 'admin@nord.club');
    const nordAdminId = (await verifyToken(app.config.jwtSecret, nordToken, Date.now()))!.sub;
    const url = `/api/families-service/organizations/${demoId}/users/${nordAdminId}`;
    const child = { firstName: 'Eve', lastName: 'Mallory', birthDate: '2016-05-05' };
    const added = await app.inject({ method: 'POST', url: `${url}/children`, headers: admin, payload: child });
    assert.equal(added.statusCode, 404, added.body);
    assert.deepEqual(Object.keys(added.json()).sort(), ['code', 'message', 'title']);
    const read = await app.inject({ method: 'GET', url: `${url}/family`, headers: admin });
    assert.equal(read.statusCode, 404);
    const own = await app.inject({
      method: 'GET',
      url: `/api/families-service/organizations/${nordId}/users/${nordAdminId}/family`,
      headers: bearer(nordToken),
    });
    assert.deepEqual(own.json<{ children: unknown[] }>().children, []);
  });
});
