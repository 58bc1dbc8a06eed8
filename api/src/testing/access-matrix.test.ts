import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import accessPlugin from '../plugins/access.js';
import authPlugin from '../plugins/auth.js';
import { callers, expectedOutcome, fillUrl, matches, undeclaredRoutes } from './access-matrix.js';

describe('the permission matrix harness', () => {
  it('refuses to start an app with a route that declares no access', async () => {
    const app = Fastify();
    await app.register(authPlugin, {
      keys: [new Uint8Array(32)],
      now: Date.now,
      currentSession: async (claims) => claims,
    });
    await app.register(accessPlugin, { apiPrefix: '/api', publicPrefixes: [] });
    const start = async () => {
      await app.register(
        async (api) => {
          api.get('/declared', { config: { access: 'visitor' } }, async () => ({}));
          api.get('/forgotten', async () => ({}));
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await assert.rejects(start, /GET \/api\/forgotten declares no access/);
  });

  it('reports a documented route that is missing from the declared list', () => {
    const missing = undeclaredRoutes(
      { '/a/{id}': { get: {}, put: {} } },
      [{ method: 'GET', url: '/api/a/:id', access: ['visitor'] }],
      '/api',
    );
    assert.deepEqual(missing, ['PUT /api/a/:id']);
  });

  it('throws for a route without levels rather than expecting anything', () => {
    assert.throws(() => expectedOutcome({ method: 'GET', url: '/x', access: [] }, 'admin'), /declares no access/);
  });

  it('expects 401 without a valid token and 403 for the wrong person', () => {
    const route = { method: 'PUT', url: '/api/o/:orgId/menu', access: ['WRITE_CONTENT' as const] };
    const outcomes = Object.fromEntries(callers.map((caller) => [caller, expectedOutcome(route, caller)]));
    assert.deepEqual(outcomes, {
      anonymous: 401,
      visitor: 403,
      member: 403,
      coach: 403,
      admin: 'allowed',
      otherOrgAdmin: 403,
      expiredToken: 401,
      forgedSignature: 401,
    });
  });

  it('opens public routes to everyone and counts any answer but 401/403 as allowed', () => {
    const route = { method: 'GET', url: '/api/health', access: ['public' as const] };
    assert.ok(callers.every((caller) => expectedOutcome(route, caller) === 'allowed'));
    assert.ok(matches('allowed', 404));
    assert.ok(!matches('allowed', 403));
    assert.ok(!matches(401, 403));
  });

  it('fills route patterns with the org, the member and fresh ids', () => {
    const url = fillUrl('/api/o/:orgId/users/:userId/news/:newsId', { orgId: 'org', userId: 'me' });
    assert.match(url, /^\/api\/o\/org\/users\/me\/news\/[0-9a-f-]{36}$/);
  });
});
