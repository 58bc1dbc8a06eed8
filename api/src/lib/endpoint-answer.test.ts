import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { testConfig } from '../testing/test-helpers.js';
import { buildApp } from '../app.js';
import { endpoints } from './contracts.js';
import { registerEndpoint } from './endpoint-route.js';

const { endpoint, shape } = endpoints;

// The answer a declaration names is the answer the API serialises: a 200/201 schema that does
// not fit the declared type fails `pnpm typecheck`, and a field outside it never leaves the API.
interface Profile {
  name: string;
  role: 'coach' | 'member';
}
const profile = endpoint({
  method: 'GET',
  path: '/answer-service/profile',
  access: ['public'],
  summary: 'A declared answer.',
  answer: shape<Profile>(),
});
const valibotProfile = endpoint({ ...profile, path: '/answer-service/valibot-profile' });
const ProfileSchema = Type.Object({
  name: Type.String(),
  role: Type.Union([Type.Literal('coach'), Type.Literal('member')]),
});

/** Never called: these registrations exist for the type checker, which must refuse each one. */
export function wrongSchemasDoNotCompile(api: FastifyInstance): void {
  const answer = async () => ({ name: 'Anna', role: 'coach' as const });
  registerEndpoint(
    api,
    profile,
    // @ts-expect-error a field of the wrong type
    { tags: ['test'], response: { 200: Type.Object({ name: Type.Number(), role: Type.String() }) } },
    answer,
  );
  registerEndpoint(
    api,
    profile,
    // @ts-expect-error a wider type (any text where the declaration names two)
    { tags: ['test'], response: { 200: Type.Object({ name: Type.String(), role: Type.String() }) } },
    answer,
  );
  // @ts-expect-error a declared field missing
  registerEndpoint(api, profile, { tags: ['test'], response: { 201: Type.Object({ name: Type.String() }) } }, answer);
  // @ts-expect-error a valibot schema whose output is not the declared answer
  registerEndpoint(api, profile, { tags: ['test'], response: { 200: v.object({ name: v.string() }) } }, answer);
}

describe('a route serialises exactly its declared answer', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildApp(testConfig(), {
      extraRoutes: async (api) => {
        // The handler's object carries more than the declaration (a row read from the database).
        const row = async () => ({ name: 'Anna', role: 'coach' as const, passwordHash: 'secret' });
        registerEndpoint(api, profile, { tags: ['test'], response: { 200: ProfileSchema } }, row);
        const valibotSchema = v.object({ name: v.string(), role: v.picklist(['coach', 'member']) });
        registerEndpoint(api, valibotProfile, { tags: ['test'], response: { 200: valibotSchema } }, row);
      },
    });
  });
  after(() => app.close());

  for (const path of ['profile', 'valibot-profile']) {
    it(`drops a field outside the declaration (${path})`, async () => {
      const response = await app.inject({ method: 'GET', url: `/api/answer-service/${path}` });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { name: 'Anna', role: 'coach' });
      assert.doesNotMatch(response.body, /secret/);
    });
  }
});
