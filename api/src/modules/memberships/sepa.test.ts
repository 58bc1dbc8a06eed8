import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { validateXML } from 'xmllint-wasm';
import { buildApp } from '../../app.js';
import { contracts } from '../../lib/contracts.js';
import { bearer, orgId, testConfig, userToken, visitorToken } from '../../test-helpers.js';
import { familyApplication } from './test-support.js';

// The official ISO 20022 schema, kept in the repo (source in sepa/README.md): nothing downloads.
const xsd = readFile(new URL('./sepa/pain.008.001.02.xsd', import.meta.url), 'utf8');

async function assertValidPain008(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: 'collection.xml', contents: xml }],
    schema: [{ fileName: 'pain.008.001.02.xsd', contents: await xsd }],
  });
  assert.equal(result.valid, true, JSON.stringify(result.errors));
}

describe('SEPA direct-debit collection (pain.008)', () => {
  let app: FastifyInstance;
  let org: string;
  let admin: string;
  const exportUrl = () => `/api/memberships-service/organizations/${org}/sepa/collections`;
  const collect = (dueDate: string, token = admin) =>
    app.inject({ method: 'POST', url: exportUrl(), headers: bearer(token), payload: { dueDate } });

  before(async () => {
    app = await buildApp(testConfig());
    org = await orgId(app);
    admin = await userToken(app, org, 'admin@demo.club');
  });
  after(() => app.close());

  it('answers 409 while no mandate is active', async () => {
    const response = await collect(contracts.nextQuarterStart(new Date()));
    assert.equal(response.statusCode, 409);
    assert.equal(response.json<{ code: string }>().code, 'NOTHING_TO_COLLECT');
  });

  it('collects an accepted family: FRST with the admission fee, then RCUR, valid against the XSD', async () => {
    const visitor = await visitorToken(app, org);
    const applied = await app.inject({
      method: 'POST',
      url: `/api/memberships-service/organizations/${org}/applications`,
      headers: bearer(visitor),
      payload: familyApplication({ email: 'sepa.family@example.org', accountHolder: 'Jürgen Weiß' }),
    });
    const { id, mandateReference } = applied.json<{ id: string; mandateReference: string }>();
    const pending = await collect(contracts.nextQuarterStart(new Date()));
    assert.equal(pending.statusCode, 409, 'a mandate of an undecided application is not collected');
    await app.inject({
      method: 'POST',
      url: `/api/memberships-service/organizations/${org}/applications/${id}/accept`,
      headers: bearer(admin),
    });

    const due = contracts.nextQuarterStart(new Date());
    const first = await collect(due);
    assert.equal(first.statusCode, 200, first.body);
    assert.match(String(first.headers['content-type']), /application\/xml/);
    assert.match(String(first.headers['content-disposition']), /attachment; filename="sepa-lastschrift-/);
    const xml = first.body;
    await assertValidPain008(xml);
    assert.ok(xml.includes(`<MndtId>${mandateReference}</MndtId>`));
    assert.match(xml, /<SeqTp>FRST<\/SeqTp>/);
    // Family: 35 € a month, three months plus the admission fee of one month.
    assert.ok(xml.includes('<InstdAmt Ccy="EUR">140.00</InstdAmt>'));
    assert.ok(xml.includes('<Nm>Juergen Weiss</Nm>'));
    assert.ok(xml.includes('<Id>DE98ZZZ09999999999</Id>'));
    assert.ok(xml.includes(`<ReqdColltnDt>${due}</ReqdColltnDt>`));

    const repeated = await collect(due);
    assert.match(repeated.body, /<SeqTp>FRST<\/SeqTp>/, 'the same due date gives the same lines');

    const following = contracts.nextQuarterStart(new Date(`${due}T12:00:00Z`));
    const second = await collect(following);
    await assertValidPain008(second.body);
    assert.match(second.body, /<SeqTp>RCUR<\/SeqTp>/);
    assert.doesNotMatch(second.body, /<SeqTp>FRST<\/SeqTp>/);
    assert.ok(second.body.includes('<InstdAmt Ccy="EUR">105.00</InstdAmt>'));
  });

  it('refuses a past due date and callers who are not administrators', async () => {
    assert.equal((await collect('2020-01-01')).statusCode, 400);
    const member = await userToken(app, org, 'member@demo.club');
    assert.equal((await collect(contracts.nextQuarterStart(new Date()), member)).statusCode, 403);
  });
});
