import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import { bearer, buildTestApp, orgId, userToken } from '../testing/test-helpers.js';

// The API docs describe every route: in production only administrators read them, unless
// API_DOCS=true opens them (issue 31).
describe('the API docs', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ apiDocs: false });
  });
  after(() => app.close());

  it('are closed in production and open while developing, unless API_DOCS says otherwise', () => {
    const secret = { JWT_SECRET: 'k3y-of-the-club-api-for-tests-only-9f2a7c' };
    assert.equal(loadConfig({ ...secret, NODE_ENV: 'production' }).apiDocs, false);
    assert.equal(loadConfig({ ...secret, NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs, true);
    assert.equal(loadConfig({ ...secret }).apiDocs, true);
    assert.equal(loadConfig({ ...secret, API_DOCS: 'false' }).apiDocs, false);
  });

  it('answer 404 in the error shape to a browser, a visitor or a member', async () => {
    const demoId = await orgId(app, 'demo');
    const member = bearer(await userToken(app, demoId, 'member@demo.club'));
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      for (const headers of [{}, member]) {
        const response = await app.inject({ url, headers });
        assert.equal(response.statusCode, 404, `${url}: ${response.statusCode}`);
        assert.deepEqual(Object.keys(response.json()).sort(), ['code', 'message', 'title']);
      }
    }
  });

  it("are served to an administrator's bearer token", async () => {
    const demoId = await orgId(app, 'demo');
    const admin = bearer(await userToken(app, demoId, 'admin@demo.club'));
    const doc = await app.inject({ url: '/api/docs/json', headers: admin });
    assert.equal(doc.statusCode, 200);
    assert.ok(doc.json<{ paths: object }>().paths);
  });
});
