import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/test-helpers.js';

describe('organizations-service', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  it('finds an organization by name without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/organizations-service/organizations?name=demo' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.match(body.id, /^[0-9a-f-]{36}$/);
    assert.equal(body.name, 'demo');
    assert.equal(body.email, 'info@demo.club');
  });

  it('answers 404 with the error body for an unknown name', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/organizations-service/organizations?name=nobody' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(Object.keys(response.json()).sort(), ['code', 'message', 'title']);
    assert.equal(response.json().code, 'NOT_FOUND');
  });

  it('answers 400 naming the missing query parameter', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/organizations-service/organizations',
      headers: { 'accept-language': 'en' },
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /querystring must have required property 'name'/);
  });

  it('reports liveness and readiness', async () => {
    assert.equal((await app.inject({ url: '/api/health' })).json().status, 'ok');
    assert.equal((await app.inject({ url: '/api/ready' })).json().status, 'ready');
  });

  it('serves the OpenAPI document', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    assert.ok(response.json().paths['/api/content-service/organizations/{orgId}/menu/main']);
  });
});
