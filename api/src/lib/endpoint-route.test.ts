import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { testConfig } from '../testing/test-helpers.js';
import { endpoints } from './contracts.js';
import { buildApp } from '../app.js';
import { registerEndpoint } from './endpoint-route.js';

const { endpoint, shape } = endpoints;

// A declared endpoint's body is checked by its valibot rule itself (custom checks and defaults
// included), its query is read from text, its path parameters are checked, and its access holds.
const echo = endpoint({
  method: 'POST',
  path: '/echo-service/items/:itemId',
  access: ['public'],
  summary: 'Echoes a checked body.',
  query: v.object({ times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1) }),
  body: v.object({
    name: v.pipe(
      v.string(),
      v.check((name) => name.trim() === name, 'no spaces around the name'),
    ),
    colour: v.optional(v.picklist(['red', 'blue']), 'red'),
  }),
  answer: shape<{ item: string; name: string; colour: string; times: number }>(),
});
const secret = endpoint({
  method: 'GET',
  path: '/echo-service/secret',
  access: ['admin'],
  summary: 'Only for administrators.',
  answer: shape<{ ok: boolean }>(),
});

describe('routes registered from the contracts’ endpoint declarations', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildApp(testConfig(), {
      extraRoutes: async (api) => {
        registerEndpoint(api, echo, { tags: ['test'], response: {} }, async (request) => ({
          item: request.params.itemId,
          name: request.body.name,
          colour: request.body.colour,
          times: request.query.times,
        }));
        registerEndpoint(api, secret, { tags: ['test'], response: {} }, async () => ({ ok: true }));
      },
    });
  });
  after(() => app.close());
  const itemId = '0b4f2c8e-5a7d-4c1e-9f3a-2d6b8e1c4a90';

  it('runs the valibot rule on the body, defaults included, and reads the query from text', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/echo-service/items/${itemId}?times=3`,
      payload: { name: 'Anna' },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { item: itemId, name: 'Anna', colour: 'red', times: 3 });
  });

  it('refuses a body the custom check refuses, naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/echo-service/items/${itemId}`,
      payload: { name: ' Anna ' },
      headers: { 'accept-language': 'en' },
    });
    assert.equal(response.statusCode, 400);
    const body = response.json<{ code: string; message: string }>();
    assert.equal(body.code, 'VALIDATION_ERROR');
    assert.match(body.message, /body\/name no spaces around the name/);
    const german = await app.inject({
      method: 'POST',
      url: `/api/echo-service/items/${itemId}`,
      payload: { name: ' Anna ' },
    });
    assert.equal(german.json<{ message: string }>().message, 'Eine Angabe fehlt oder ist ungültig (body/name).');
  });

  it('refuses a wrong type instead of changing it, a bad query and a parameter that is no id', async () => {
    const wrongType = await app.inject({
      method: 'POST',
      url: `/api/echo-service/items/${itemId}`,
      payload: { name: 42 },
    });
    assert.equal(wrongType.statusCode, 400);
    const badQuery = await app.inject({
      method: 'POST',
      url: `/api/echo-service/items/${itemId}?times=0`,
      payload: { name: 'Anna' },
    });
    assert.equal(badQuery.statusCode, 400);
    const badId = await app.inject({ method: 'POST', url: '/api/echo-service/items/nope', payload: { name: 'Anna' } });
    assert.equal(badId.statusCode, 400);
  });

  it('takes its access from the declaration', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/api/echo-service/secret' })).statusCode, 401);
    const recorded = app.routeAccess.find((route) => route.url === '/api/echo-service/secret');
    assert.deepEqual(recorded?.access, ['admin']);
  });
});
