import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { bearer, orgId, testConfig, userToken } from '../../testing/test-helpers.js';
import { activeMember, assertValidPain008 } from '../../testing/sepa-support.js';

// Tuesday 24 November 2026, 11:00 in Berlin; moved by the tests that need another "today".
let clock = Date.parse('2026-11-24T10:00:00Z');

describe('SEPA direct-debit collection (pain.008.001.08)', () => {
  let app: FastifyInstance;
  let org: string;
  let admin: string;
  const url = (path: string) => `/api/memberships-service/organizations/${org}/sepa/${path}`;
  const collect = (dueDate: string, token = admin) =>
    app.inject({ method: 'POST', url: url('collections'), headers: bearer(token), payload: { dueDate } });

  before(async () => {
    app = await buildApp(testConfig({ now: () => clock }));
    org = await orgId(app);
    admin = await userToken(app, org, 'admin@demo.club');
  });
  after(() => app.close());

  it('offers the next quarter’s first business day (4 January, not the holiday 1 January)', async () => {
    const response = await app.inject({ method: 'GET', url: url('due-dates'), headers: bearer(admin) });
    assert.deepEqual(response.json(), {
      today: '2026-11-24',
      earliestDueDate: '2026-11-25',
      suggestedDueDate: '2027-01-04',
      // The pre-notification's 14 days (the club's default notice period).
      noticeDays: 14,
      earliestNoticeDueDate: '2026-12-08',
    });
  });

  it('takes "today" as the Berlin date: at 23:30 UTC on New Year’s Eve it is already 1 January', async () => {
    const saved = clock;
    clock = Date.parse('2026-12-31T23:30:00Z');
    // Sessions expire on the same clock: log in again at the new "now".
    const token = await userToken(app, org, 'admin@demo.club');
    try {
      const response = await app.inject({ method: 'GET', url: url('due-dates'), headers: bearer(token) });
      // 1 January is closed, so the file reaches the bank on Monday 4th: due on Tuesday 5th at the earliest.
      assert.equal(response.json<{ today: string }>().today, '2027-01-01');
      assert.equal(response.json<{ earliestDueDate: string }>().earliestDueDate, '2027-01-05');
      const tooEarly = await collect('2027-01-04', token);
      assert.equal(tooEarly.statusCode, 400);
      assert.equal(tooEarly.json<{ code: string }>().code, 'DUE_DATE_TOO_EARLY');
    } finally {
      clock = saved;
    }
  });

  it('refuses closing days and dates too soon, naming the next possible date', async () => {
    for (const [dueDate, code] of [
      ['2027-01-01', 'DUE_DATE_NOT_BUSINESS_DAY'], // New Year
      ['2027-03-26', 'DUE_DATE_NOT_BUSINESS_DAY'], // Good Friday
      ['2027-03-29', 'DUE_DATE_NOT_BUSINESS_DAY'], // Easter Monday
      ['2026-12-26', 'DUE_DATE_NOT_BUSINESS_DAY'], // Saturday and Boxing Day
      ['2026-11-24', 'DUE_DATE_TOO_EARLY'],
      ['2020-01-02', 'DUE_DATE_TOO_EARLY'],
      ['2027-02-30', 'DUE_DATE_INVALID'],
    ]) {
      const response = await collect(dueDate!);
      assert.equal(response.statusCode, 400, dueDate);
      const body = response.json<{ code: string; message: string }>();
      assert.equal(body.code, code, dueDate);
      if (code !== 'DUE_DATE_INVALID') assert.match(body.message, /2026-11-25/);
    }
  });

  it('answers 409 while no mandate is active', async () => {
    const response = await collect('2027-01-04');
    assert.equal(response.statusCode, 409);
    assert.equal(response.json<{ code: string }>().code, 'NOTHING_TO_COLLECT');
  });

  it('writes a file the DK schema accepts, with structured addresses for creditor and debtor', async () => {
    await app.db
      .updateTable('membership_settings')
      .set({
        creditor_street_name: 'Sportplatzweg',
        creditor_building_number: '1',
        creditor_post_code: '82031',
        creditor_town_name: 'Grünwald',
      })
      .where('organization_id', '=', org)
      .execute();
    const { mandateReference } = await activeMember(app, org, admin, {
      email: 'sepa.family@example.org',
      accountHolder: 'Jürgen Weiß',
      streetAddress: 'Lindenstraße 12a',
      postCode: '80331',
      city: 'München',
    });

    const due = '2027-01-04';
    const first = await collect(due);
    assert.equal(first.statusCode, 200, first.body);
    assert.match(String(first.headers['content-type']), /application\/xml/);
    assert.match(
      String(first.headers['content-disposition']),
      /attachment; filename="sepa-lastschrift-2027-01-04.xml"/,
    );
    const xml = first.body;
    await assertValidPain008(xml);
    assert.match(xml, /<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08">/);
    assert.ok(xml.includes(`<MndtId>${mandateReference}</MndtId>`));
    assert.match(xml, /<SeqTp>FRST<\/SeqTp>/);
    // Family: 35 € a month, three months plus the admission fee of one month.
    assert.ok(xml.includes('<InstdAmt Ccy="EUR">140.00</InstdAmt>'));
    assert.ok(xml.includes('<Nm>Juergen Weiss</Nm>'));
    assert.match(
      xml,
      /<Dbtr>\s*<Nm>Juergen Weiss<\/Nm>\s*<PstlAdr>\s*<StrtNm>Lindenstrasse<\/StrtNm>\s*<BldgNb>12a<\/BldgNb>\s*<PstCd>80331<\/PstCd>\s*<TwnNm>Muenchen<\/TwnNm>\s*<Ctry>DE<\/Ctry>\s*<\/PstlAdr>/,
    );
    assert.match(xml, /<Cdtr>\s*<Nm>TSV Gruenwald e.V.<\/Nm>\s*<PstlAdr>\s*<StrtNm>Sportplatzweg<\/StrtNm>/);
    assert.doesNotMatch(xml, /<AdrLine>/, 'no unstructured address lines');
    assert.ok(xml.includes('<Id>DE98ZZZ09999999999</Id>'));
    assert.ok(xml.includes(`<ReqdColltnDt>${due}</ReqdColltnDt>`));

    const repeated = await collect(due);
    assert.match(repeated.body, /<SeqTp>FRST<\/SeqTp>/, 'the same due date gives the same lines');
    assert.ok(repeated.body.includes('<InstdAmt Ccy="EUR">140.00</InstdAmt>'));

    const second = await collect('2027-04-01');
    await assertValidPain008(second.body);
    assert.match(second.body, /<SeqTp>RCUR<\/SeqTp>/);
    assert.doesNotMatch(second.body, /<SeqTp>FRST<\/SeqTp>/);
    assert.ok(second.body.includes('<InstdAmt Ccy="EUR">105.00</InstdAmt>'));
  });

  it('is for administrators only', async () => {
    const member = await userToken(app, org, 'member@demo.club');
    assert.equal((await collect('2027-01-04', member)).statusCode, 403);
    const preview = await app.inject({
      method: 'POST',
      url: url('collections/preview'),
      headers: bearer(member),
      payload: { dueDate: '2027-01-04' },
    });
    assert.equal(preview.statusCode, 403);
    assert.equal(
      (await app.inject({ method: 'GET', url: url('collections'), headers: bearer(member) })).statusCode,
      403,
    );
  });
});
