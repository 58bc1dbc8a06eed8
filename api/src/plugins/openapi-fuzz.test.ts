import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildTestApp, orgId, userToken, visitorToken } from '../testing/test-helpers.js';
import { clubIds } from '../testing/club-ids.js';
import {
  fixedRequests,
  operationsOf,
  requestsFor,
  type FuzzRequest,
  type Operation,
} from '../testing/fuzz-requests.js';

// Property: whatever an outsider sends to any documented route, the answer is never a 5xx, every
// error has the { code, message, title } shape, and its status is one the OpenAPI document lists.
// Routes added later are fuzzed without touching this file.
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 100);

describe('OpenAPI fuzzing of every route', () => {
  let app: FastifyInstance;
  let operations: Operation[];
  const context = { uuids: [] as string[], tokens: [] as string[] };
  let fixed: ReturnType<typeof fixedRequests> = [];
  let total = 0;
  const statuses = new Map<number, number>();

  before(async () => {
    // The contact form's delivery is the local outbox here; no SMTP server is reached.
    app = await buildTestApp();
    const demoId = await orgId(app, 'demo');
    context.uuids = [demoId, await orgId(app, 'nord')];
    context.tokens = [await visitorToken(app, demoId), await userToken(app, demoId, 'admin@demo.club')];
    operations = operationsOf(app.swagger() as { paths: Record<string, Record<string, unknown>> });
    const ids = await clubIds(app.db, demoId, 'member@demo.club');
    // The member too: PATCH of one's own profile is theirs alone (self), not the administrator's.
    const memberToken = await userToken(app, demoId, 'member@demo.club');
    fixed = fixedRequests(operations, { orgId: demoId, ids, tokens: [context.tokens[1]!, memberToken] });
  });
  after(async () => {
    console.log(
      `fuzz: ${total} requests over ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    await app.close();
  });

  /** Sends one request: never a 5xx, only documented statuses, errors in the error shape. */
  const send = async (operation: Operation, request: FuzzRequest) => {
    const response = await app.inject({
      method: request.method as InjectOptions['method'],
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    total += 1;
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const where = `${request.method} ${request.url.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
    assert.ok(response.statusCode < 500, where);
    assert.ok(operation.statuses.includes(String(response.statusCode)), `undocumented status: ${where}`);
    if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
      assert.deepEqual(Object.keys(response.json()).sort(), ['code', 'message', 'title'], where);
    }
    return response.statusCode;
  };

  it('covers every documented operation', () => {
    assert.ok(operations.length >= 15, `${operations.length} operations`);
  });

  // Before the random requests: those may sign the administrator out everywhere (DELETE sessions).
  it('answers unknown ids and empty PATCH bodies from an administrator without a 5xx', async () => {
    const byKind = new Map<string, number[]>();
    for (const { operation, request, kind } of fixed) {
      const status = await send(operation, request);
      byKind.set(kind, [...(byKind.get(kind) ?? []), status]);
    }
    const count = (kind: string) => byKind.get(kind)?.length ?? 0;
    console.log(
      `fixed: ${count('unknown id')} unknown ids, ${count('PATCH {}')} PATCH {}, ${count('PATCH []')} PATCH []`,
    );
    assert.ok(count('unknown id') >= 60 && count('PATCH []') >= 4);
    // An array is never a PATCH body here (the JSON patch of products needs one operation).
    assert.ok(
      byKind.get('PATCH []')?.every((status) => status === 400 || status === 403),
      `PATCH [] answered ${JSON.stringify(byKind.get('PATCH []'))}`,
    );
  });

  it('answers every generated request with a documented status and, for errors, the error shape', async () => {
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(requestsFor(operation, context), async (request) => {
          await send(operation, request);
        }),
        { numRuns: runsPerOperation },
      );
    }
    assert.ok(total >= operations.length * runsPerOperation);
  });
});
