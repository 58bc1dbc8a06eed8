import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../testing/test-helpers.js';

describe('tenancy and permissions', () => {
  let app: FastifyInstance;
  let demoId: string;
  let nordId: string;
  before(async () => {
    app = await buildTestApp();
    demoId = await orgId(app, 'demo');
    nordId = await orgId(app, 'nord');
  });
  after(() => app.close());

  const fill = (url: string, organizationId: string) =>
    url
      .replace(':orgId', organizationId)
      .replace(/:[A-Za-z]+/g, (param) => (param === ':path' ? 'header' : randomUUID()));

  it('knows the org-scoped routes', () => {
    const urls = app.orgScopedRoutes.map((r) => `${r.method} ${r.url}`);
    assert.ok(urls.includes('GET /api/content-service/organizations/:orgId/menu/main'));
    assert.ok(urls.includes('PUT /api/content-service/organizations/:orgId/menu'));
    assert.ok(urls.includes('GET /api/news-service/organizations/:orgId/news'));
    assert.ok(urls.includes('POST /api/push-notification-service/organizations/:orgId/email/:templateId'));
    assert.ok(urls.includes('GET /api/content-service/organizations/:orgId/instagram/:templateId'));
  });

  it('answers 403 to a token of another organization on every org-scoped route', async () => {
    // An administrator of nord: the strongest token must still be refused on demo's paths.
    const nordAdmin = await userToken(app, nordId, 'admin@nord.club');
    const routes = app.orgScopedRoutes.filter((r) => !r.isPublic && r.method !== 'HEAD');
    assert.ok(routes.length >= 9);
    for (const route of routes) {
      const request: InjectOptions = {
        method: route.method as InjectOptions['method'],
        url: fill(route.url, demoId),
        headers: bearer(nordAdmin),
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
      };
      const response = await app.inject(request);
      assert.equal(response.statusCode, 403, `${route.method} ${route.url}`);
      assert.equal(response.json().code, 'FORBIDDEN');
    }
  });

  it('answers 401 without a token on every org-scoped route that is not public', async () => {
    for (const route of app.orgScopedRoutes.filter((r) => !r.isPublic && r.method !== 'HEAD')) {
      const response = await app.inject({
        method: route.method as InjectOptions['method'],
        url: fill(route.url, demoId),
      });
      assert.equal(response.statusCode, 401, `${route.method} ${route.url}`);
      assert.equal(response.json().code, 'UNAUTHORIZED');
    }
  });

  it('rejects a forged token', async () => {
    const visitor = await visitorToken(app, demoId);
    const forged = `${visitor.slice(0, -4)}AAAA`;
    const response = await app.inject({
      url: `/api/content-service/organizations/${demoId}/menu/main`,
      headers: bearer(forged),
    });
    assert.equal(response.statusCode, 401);
  });

  describe('PUT menu needs WRITE_CONTENT', () => {
    const rename = async (token: string | null) => {
      const main = await app.inject({
        url: `/api/content-service/organizations/${demoId}/menu/main`,
        headers: bearer(await visitorToken(app, demoId)),
      });
      const header = main.json().find((m: { path: string }) => m.path === '/header');
      return app.inject({
        method: 'PUT',
        url: `/api/content-service/organizations/${demoId}/menu`,
        headers: { ...(token ? bearer(token) : {}), 'accept-language': 'en' },
        payload: { id: header.children[0].id, name: 'Our sports' },
      });
    };

    it('401 without a token', async () => {
      assert.equal((await rename(null)).statusCode, 401);
    });
    it('403 with a visitor token', async () => {
      const response = await rename(await visitorToken(app, demoId));
      assert.equal(response.statusCode, 403);
      assert.match(response.json().message, /WRITE_CONTENT/);
    });
    it('403 with a member token and with a coach token', async () => {
      assert.equal((await rename(await userToken(app, demoId, 'member@demo.club'))).statusCode, 403);
      assert.equal((await rename(await userToken(app, demoId, 'coach@demo.club'))).statusCode, 403);
    });
    it('renames in the request language for an administrator', async () => {
      const admin = await userToken(app, demoId, 'admin@demo.club');
      const response = await rename(admin);
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().name, 'Our sports');
      const german = await app.inject({
        url: `/api/content-service/organizations/${demoId}/menu/getByPath?path=/header/sports`,
        headers: { ...bearer(admin), 'accept-language': 'de' },
      });
      assert.equal(german.json().name, 'Sportarten');
    });
  });
});
