import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { bearer, orgId, testConfig, userToken } from '../testing/test-helpers.js';

const isErrorBody = (body: Record<string, unknown>) =>
  assert.deepEqual(Object.keys(body).sort(), ['code', 'message', 'title']);

describe('error answers', () => {
  let app: FastifyInstance;
  let demoId: string;
  let admin: string;
  before(async () => {
    app = await buildApp(testConfig({ bodyLimit: 10_000 }), {
      extraRoutes: async (api) => {
        api.get('/boom', { config: { access: 'public' } }, async () => {
          throw new Error('select * from users where password_hash = ... failed');
        });
      },
    });
    demoId = await orgId(app);
    admin = await userToken(app, demoId, 'admin@demo.club');
  });
  after(() => app.close());

  it('400 on malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth-service/oauth2/exchange',
      headers: { 'content-type': 'application/json' },
      payload: '{"code": ',
    });
    assert.equal(response.statusCode, 400);
    isErrorBody(response.json());
    assert.equal(response.json().code, 'MALFORMED_JSON');
  });

  it('400 naming the field on a wrong type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth-service/oauth2/exchange',
      headers: { 'accept-language': 'en' },
      payload: { code: { nested: true }, redirectUri: 'http://localhost/', codeVerifier: 'v'.repeat(43) },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'body/code must be string');
  });

  it('answers German callers in German, naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/content-service/organizations/${demoId}/content/search`,
      headers: { ...bearer(admin), 'accept-language': 'de-DE,de;q=0.9' },
      payload: { name: 'Fu', hack: true },
    });
    assert.deepEqual(response.json(), {
      code: 'VALIDATION_ERROR',
      message: 'Eine Angabe fehlt oder ist ungültig (body/hack).',
      title: 'Eingabe prüfen',
    });
    const boom = await app.inject({ url: '/api/boom', headers: { cookie: 'consent=1; language=de' } });
    assert.equal(boom.json().message, 'Etwas ist schiefgelaufen. Bitte versuche es noch einmal.');
    assert.equal(boom.json().title, 'Serverfehler');
  });

  it('400 on an unknown body field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/content-service/organizations/${demoId}/content/search`,
      headers: { ...bearer(admin), 'accept-language': 'en' },
      payload: { name: 'Fu', hack: true },
    });
    assert.equal(response.statusCode, 400);
    isErrorBody(response.json());
    assert.match(response.json().message, /hack/);
  });

  it('413 on an oversized body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth-service/oauth2/exchange',
      payload: { code: 'x'.repeat(20_000) },
    });
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().code, 'PAYLOAD_TOO_LARGE');
  });

  it('404 NOT_FOUND on an unknown API route', async () => {
    const response = await app.inject({ url: '/api/nothing-here' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'NOT_FOUND');
  });

  it('500 with a generic message and no SQL or stack', async () => {
    const response = await app.inject({ url: '/api/boom', headers: { 'accept-language': 'en' } });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), {
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong. Please try again.',
      title: 'Internal Server Error',
    });
  });

  it('400 (not 500) on a malformed id, before any SQL runs', async () => {
    const response = await app.inject({
      url: `/api/content-service/organizations/${demoId}/content/not-a-uuid`,
      headers: { ...bearer(admin), 'accept-language': 'en' },
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /params\/id must match format "uuid"/);
  });
});
