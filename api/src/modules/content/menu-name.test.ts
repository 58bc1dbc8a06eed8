import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, orgId, userToken } from '../../testing/test-helpers.js';

describe('PUT menu: names must show something', () => {
  let app: FastifyInstance;
  let demoId: string;
  let token: string;
  let itemId: string;
  const rename = (name: string, lang = 'en') =>
    app.inject({
      method: 'PUT',
      url: `/api/content-service/organizations/${demoId}/menu`,
      headers: { ...bearer(token), 'accept-language': lang },
      payload: { id: itemId, name },
    });

  before(async () => {
    app = await buildTestApp();
    demoId = await orgId(app);
    token = await userToken(app, demoId, 'admin@demo.club');
    const item = await app.inject({
      url: `/api/content-service/organizations/${demoId}/menu/getByPath?path=/header/sports`,
      headers: bearer(token),
    });
    itemId = item.json().id;
  });
  after(() => app.close());

  it('refuses blank and invisible names in the error shape, in the caller’s language', async () => {
    for (const name of [' ', '\u200B', ' \u200B\u200D\uFEFF ', '\u3164', '\u00AD']) {
      const response = await rename(name);
      assert.equal(response.statusCode, 400, JSON.stringify(name));
      assert.equal(response.json().code, 'VALIDATION_ERROR');
      assert.deepEqual(Object.keys(response.json()).sort(), ['code', 'message', 'title']);
    }
    assert.match((await rename('\u200B')).json().message, /visible characters/);
    assert.match((await rename('\u200B', 'de')).json().message, /sichtbaren Zeichen/);
  });

  it('keeps a real name, trimmed', async () => {
    const response = await rename('  Sportarten  ', 'de');
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().name, 'Sportarten');
  });
});
