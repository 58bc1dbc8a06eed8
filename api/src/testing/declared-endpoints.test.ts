import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../lib/contracts.js';
import { buildTestApp } from './test-helpers.js';

type Declared = { method: string; path: string; access: readonly string[] };
const isEndpoint = (value: unknown): value is Declared =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/** Every endpoint the contracts declare, from each area's namespace (`newsEndpoints`, ...). */
function declaredEndpoints(): Array<Declared & { name: string }> {
  return Object.entries(endpoints)
    .filter(([area]) => area.endsWith('Endpoints'))
    .flatMap(([area, declarations]) =>
      Object.entries(declarations as Record<string, unknown>)
        .filter((entry): entry is [string, Declared] => isEndpoint(entry[1]))
        .map(([name, declaration]) => ({ ...declaration, name: `${area}.${name}` })),
    );
}

// The front end calls only declared endpoints; each must be a route of the API with the access it
// declares (the permission matrix then calls it as every kind of caller).
describe('the contracts’ endpoints are the API’s routes', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  it('registers every declared endpoint with its declared access', () => {
    const declared = declaredEndpoints();
    assert.ok(declared.length >= 2, `only ${declared.length} endpoints declared`);
    const missing = declared.filter(
      (endpoint) =>
        !app.routeAccess.some(
          (route) =>
            route.method === endpoint.method &&
            route.url === `/api${endpoint.path}` &&
            JSON.stringify(route.access) === JSON.stringify(endpoint.access),
        ),
    );
    assert.deepEqual(
      missing.map(({ name, method, path }) => `${name}: ${method} ${path}`),
      [],
    );
  });
});
