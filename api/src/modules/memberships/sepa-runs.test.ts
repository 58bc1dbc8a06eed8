import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ApplicationSummary } from '@club/shared/contracts/schemas';
import { buildApp } from '../../app.js';
import { bearer, orgId, testConfig, userToken } from '../../testing/test-helpers.js';
import { activeMember, assertValidPain008 } from '../../testing/sepa-support.js';

interface Preview {
  count: number;
  totalCents: number;
  FRST: { count: number; totalCents: number };
  RCUR: { count: number; totalCents: number };
  isRecorded: boolean;
  excluded: Array<{ reference: string; reason: string; date: string | null; reasonCode: string | null }>;
}

describe('SEPA runs: preview, once per quarter, history, returned debits', () => {
  let app: FastifyInstance;
  let org: string;
  let admin: string;
  let anna: { mandateReference: string; mandateId: string };
  let bernd: { mandateReference: string; mandateId: string };
  const url = (path: string) => `/api/memberships-service/organizations/${org}/sepa/${path}`;
  const post = (path: string, payload: object, token = admin) =>
    app.inject({ method: 'POST', url: url(path), headers: bearer(token), payload });
  const preview = async (dueDate: string) => {
    const response = await post('collections/preview', { dueDate });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Preview>();
  };
  const mandateIdOf = async (reference: string) => {
    const list = await app.inject({
      method: 'GET',
      url: `/api/memberships-service/organizations/${org}/applications`,
      headers: bearer(admin),
    });
    return list.json<ApplicationSummary[]>().find((a) => a.mandate.reference === reference)!;
  };

  before(async () => {
    app = await buildApp(testConfig({ now: () => Date.parse('2026-11-24T10:00:00Z') }));
    org = await orgId(app);
    admin = await userToken(app, org, 'admin@demo.club');
    const a = await activeMember(app, org, admin, { email: 'anna@example.org', accountHolder: 'Anna Berg' });
    const b = await activeMember(app, org, admin, { email: 'bernd@example.org', accountHolder: 'Bernd Öz' });
    anna = { mandateReference: a.mandateReference, mandateId: (await mandateIdOf(a.mandateReference)).mandate.id };
    bernd = { mandateReference: b.mandateReference, mandateId: (await mandateIdOf(b.mandateReference)).mandate.id };
  });
  after(() => app.close());

  it('previews count and sums per sequence type without recording anything', async () => {
    const first = await preview('2027-01-04');
    // Two families: 35 € a month, a quarter plus the admission fee each.
    assert.deepEqual(
      {
        count: first.count,
        totalCents: first.totalCents,
        FRST: first.FRST,
        RCUR: first.RCUR,
        excluded: first.excluded,
      },
      {
        count: 2,
        totalCents: 28000,
        FRST: { count: 2, totalCents: 28000 },
        RCUR: { count: 0, totalCents: 0 },
        excluded: [],
      },
    );
    assert.equal(first.isRecorded, false);
    const history = await app.inject({ method: 'GET', url: url('collections'), headers: bearer(admin) });
    assert.deepEqual(history.json(), [], 'a preview leaves no trace in the history');
  });

  it('collects a member once per quarter: a second due date in Q1 leaves both out, naming the first', async () => {
    assert.equal((await post('collections', { dueDate: '2027-01-04' })).statusCode, 200);
    const again = await preview('2027-02-01');
    assert.equal(again.count, 0);
    assert.deepEqual(
      again.excluded.map((e) => [e.reference, e.reason, e.date]).sort(),
      [
        [anna.mandateReference, 'ALREADY_COLLECTED', '2027-01-04'],
        [bernd.mandateReference, 'ALREADY_COLLECTED', '2027-01-04'],
      ].sort(),
    );
    const refused = await post('collections', { dueDate: '2027-02-01' });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json<{ code: string }>().code, 'NOTHING_TO_COLLECT');
    assert.equal((await preview('2027-01-04')).isRecorded, true);
  });

  it('lists what was collected when', async () => {
    const history = await app.inject({ method: 'GET', url: url('collections'), headers: bearer(admin) });
    const [entry, ...rest] = history.json<Array<Record<string, unknown>>>();
    assert.equal(rest.length, 0, 'the refused February run is not in the history');
    assert.deepEqual(
      { ...entry, id: undefined, createdAt: undefined },
      {
        id: undefined,
        createdAt: undefined,
        dueDate: '2027-01-04',
        period: 'Q1/2027',
        count: 2,
        totalCents: 28000,
        frstCents: 28000,
        rcurCents: 0,
        invoiceCount: 0,
        invoiceCents: 0,
      },
    );
  });

  it('keeps a member with a returned debit out of the next run until the return is resolved', async () => {
    const recorded = await post(`mandates/${bernd.mandateId}/returns`, {
      returnedOn: '2026-11-20',
      reasonCode: 'AM04',
      note: 'Konto nicht gedeckt',
    });
    assert.equal(recorded.statusCode, 201, recorded.body);
    const returnId = recorded.json<{ id: string }>().id;

    const shown = await mandateIdOf(bernd.mandateReference);
    assert.deepEqual(
      shown.mandate.returns.map((r) => [r.returnedOn, r.reasonCode, r.note, r.resolvedAt]),
      [['2026-11-20', 'AM04', 'Konto nicht gedeckt', null]],
      'the return shows on the member',
    );

    const april = await preview('2027-04-01');
    assert.deepEqual(april.RCUR, { count: 1, totalCents: 10500 });
    assert.deepEqual(
      april.excluded.map((e) => [e.reference, e.reason, e.date, e.reasonCode]),
      [[bernd.mandateReference, 'OPEN_RETURN', '2026-11-20', 'AM04']],
    );
    const file = await post('collections', { dueDate: '2027-04-01' });
    await assertValidPain008(file.body);
    assert.ok(file.body.includes(anna.mandateReference));
    assert.ok(!file.body.includes(bernd.mandateReference));

    const resolved = await post(`returns/${returnId}/resolve`, {});
    assert.equal(resolved.statusCode, 200, resolved.body);
    assert.equal(
      (await post(`returns/${returnId}/resolve`, {})).json<{ code: string }>().code,
      'RETURN_ALREADY_RESOLVED',
    );
    const may = await preview('2027-05-03');
    assert.deepEqual(may.RCUR, { count: 1, totalCents: 10500 }, 'Bernd is collected again; Anna paid Q2 already');
    assert.deepEqual(
      may.excluded.map((e) => e.reason),
      ['ALREADY_COLLECTED'],
    );
  });

  it('collects a member once when two exports for the same quarter run at the same time', async () => {
    const [july1, july2] = await Promise.all([
      post('collections', { dueDate: '2027-07-01' }),
      post('collections', { dueDate: '2027-07-02' }),
    ]);
    const statuses = [july1.statusCode, july2.statusCode].sort();
    assert.deepEqual(statuses, [200, 409], `${july1.body} ${july2.body}`);
    const file = july1.statusCode === 200 ? july1.body : july2.body;
    await assertValidPain008(file);
    assert.ok(file.includes(anna.mandateReference) && file.includes(bernd.mandateReference));
  });

  it('refuses unknown reason codes, future dates, unknown mandates and non-administrators', async () => {
    const badCode = await post(`mandates/${anna.mandateId}/returns`, { returnedOn: '2026-11-20', reasonCode: 'XX99' });
    assert.equal(badCode.statusCode, 400);
    const future = await post(`mandates/${anna.mandateId}/returns`, { returnedOn: '2026-11-25', reasonCode: 'AC04' });
    assert.equal(future.json<{ code: string }>().code, 'RETURN_DATE_INVALID');
    const unknown = await post('mandates/00000000-0000-4000-8000-000000000000/returns', {
      returnedOn: '2026-11-20',
      reasonCode: 'AC04',
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json<{ code: string }>().code, 'MANDATE_NOT_FOUND');
    const member = await userToken(app, org, 'member@demo.club');
    const asMember = await post(
      `mandates/${anna.mandateId}/returns`,
      { returnedOn: '2026-11-20', reasonCode: 'AC04' },
      member,
    );
    assert.equal(asMember.statusCode, 403);
  });
});
