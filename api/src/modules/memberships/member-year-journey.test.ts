import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { collectionPreviewSchema, collectionRunSchema, openItemSchema } from '@club/shared/contracts/schemas';
import type { MyMembership } from '@club/shared/contracts/endpoints/member-self';
import type { ApplicationSummary, TreasurerMember } from '@club/shared/contracts/schemas';
import { buildApp } from '../../app.js';
import { bearer, orgId, testConfig, userToken, visitorToken } from '../../testing/test-helpers.js';
import { familyApplication } from '../../testing/memberships-support.js';
import { assertValidPain008 } from '../../testing/sepa-support.js';

// The member's year as one story (issue 32): applied, accepted as a complete member, the profile
// changed, the first quarter collected pro rata with the admission fee, a return, two reminders,
// the payment, the resignation and a run after it; beside it a member who pays by transfer.
// Each step has its own "today" (app.config.now); people sign in again on every step.
describe("A member's year: from application to resignation", () => {
  let app: FastifyInstance;
  let clock = Date.parse('2026-11-10T10:00:00Z');
  let org: string;
  const password = 'Sommer-im-Verein-2026';
  const anna = { email: 'anna.jahr@example.org', userId: '', applicationId: '', mandateId: '', reference: '' };
  const tom = { email: 'tom.jahr@example.org', userId: '' };
  const on = (day: string) => {
    clock = Date.parse(`${day}T10:00:00Z`);
  };
  const memberships = () => `/api/memberships-service/organizations/${org}`;
  const as = async (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: {
        ...bearer(await userToken(app, org, who, who === 'admin@demo.club' ? undefined : password)),
        'accept-language': 'de',
      },
      payload,
    });
  const admin = (method: 'GET' | 'POST', path: string, payload?: object) =>
    as('admin@demo.club', method, `${memberships()}${path}`, payload);
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');
  const mails = async (template: string, recipient: string) =>
    (
      await app.db
        .selectFrom('outbox')
        .select(['subject', 'text_body'])
        .where('template', '=', template)
        .where('recipient', '=', recipient)
        .orderBy('created_at')
        .execute()
    ).map((m) => ({ subject: plain(m.subject), text: plain(m.text_body) }));

  /** Applies as a visitor (a single membership, 19,50 € a month) and is accepted by the board. */
  async function applyAndAccept(email: string, firstName: string, familyName: string) {
    const visitor = await visitorToken(app, org);
    const applied = await app.inject({
      method: 'POST',
      url: `${memberships()}/applications`,
      headers: { ...bearer(visitor), 'accept-language': 'de' },
      payload: familyApplication({
        email,
        firstName,
        familyName,
        accountHolder: `${firstName} ${familyName}`,
        types: 1,
        familyMembers: [],
        birthDay: '1991-03-14',
        streetAddress: 'Am Sportplatz 7',
        postCode: '82031',
        city: 'Grünwald',
      }),
    });
    assert.equal(applied.statusCode, 201, applied.body);
    const { id } = applied.json<{ id: string }>();
    return id;
  }

  /** The new member sets a password with the invitation link from the outbox. */
  async function setPassword(email: string) {
    const [invitation] = await mails('MEMBER_INVITATION', email);
    const link = new URL(/https?:\/\/\S+\/api\/set-password\?\S+/.exec(invitation!.text)![0]);
    const set = await app.inject({
      method: 'POST',
      url: '/api/set-password',
      payload: { token: link.searchParams.get('token'), lang: 'de', password, repeat: password },
    });
    assert.equal(set.statusCode, 200, set.body);
  }

  before(async () => {
    app = await buildApp(testConfig({ now: () => clock }));
    org = await orgId(app);
  });
  after(() => app.close());

  it('10 Nov: applies; 12 Nov: accepted as a complete member with names, address, category and member number', async () => {
    anna.applicationId = await applyAndAccept(anna.email, 'Anna', 'Jahreslauf');
    on('2026-11-12');
    const accepted = await admin('POST', `/applications/${anna.applicationId}/accept`);
    assert.equal(accepted.statusCode, 200, accepted.body);
    anna.userId = accepted.json<{ userId: string }>().userId;
    const members = (await admin('GET', '/members')).json<TreasurerMember[]>();
    const row = members.find((m) => m.email === anna.email)!;
    assert.deepEqual(
      [row.firstName, row.lastName, row.memberSince, row.streetNumber, row.postCode, row.city, row.typeId],
      ['Anna', 'Jahreslauf', '2026-11-12', 'Am Sportplatz 7', '82031', 'Grünwald', 1],
    );
    assert.ok(Number.isInteger(row.memberNumber) && row.memberNumber! > 0, 'a member number');
    const application = (await admin('GET', '/applications'))
      .json<ApplicationSummary[]>()
      .find((a) => a.id === anna.applicationId)!;
    anna.mandateId = application.mandate.id;
    anna.reference = application.mandate.reference;
  });

  it('13 Nov: the member sets a password and corrects her address in the profile; the treasurer sees it', async () => {
    on('2026-11-13');
    await setPassword(anna.email);
    const profile = `/api/users-service/organizations/${org}/users/${anna.userId}`;
    const moved = await as(anna.email, 'PATCH', profile, [
      { op: 'replace', path: '/address', value: { streetNumber: 'Isarweg 12', postCode: '82031', city: 'Grünwald' } },
    ]);
    assert.equal(moved.statusCode, 200, moved.body);
    const row = (await admin('GET', '/members')).json<TreasurerMember[]>().find((m) => m.email === anna.email)!;
    assert.equal(row.streetNumber, 'Isarweg 12');
  });

  it('16 Nov: the first quarter is collected as FRST from November, with the admission fee once, announced by mail', async () => {
    on('2026-11-16');
    const run = await admin('POST', '/sepa/collections/runs', { dueDate: '2026-12-01' });
    assert.equal(run.statusCode, 200, run.body);
    const file = await admin('POST', '/sepa/collections', { dueDate: '2026-12-01' });
    assert.equal(file.statusCode, 200, file.body);
    await assertValidPain008(file.body);
    const debit = file.body.split('<DrctDbtTxInf>').find((tx) => tx.includes(`<MndtId>${anna.reference}</MndtId>`));
    // November and December (2 x 19,50 €) and the admission fee (one monthly fee).
    assert.match(debit!, /<InstdAmt Ccy="EUR">58\.50<\/InstdAmt>/);
    assert.match(file.body, /<SeqTp>FRST<\/SeqTp>/);
    const [notice, ...more] = await mails('SEPA_PRENOTIFICATION', anna.email);
    assert.equal(more.length, 0, 'one pre-notification');
    assert.match(notice!.subject, /^Lastschriftankündigung: 58,50 € am 01\.12\.2026/);
    assert.match(notice!.text, /2 Monate aus Q4\/2026: 39,00 €; Aufnahmegebühr: 19,50 €/);
    assert.match(notice!.text, new RegExp(`Mandatsreferenz: ${anna.reference}`));
    assert.match(notice!.text, /Gläubiger-Identifikationsnummer: DE98ZZZ09999999999/);
  });

  it('8 Dec to 5 Jan: the debit comes back, two reminders with amount and reason, a later payment closes it', async () => {
    on('2026-12-08');
    const returned = await admin('POST', `/sepa/mandates/${anna.mandateId}/returns`, {
      returnedOn: '2026-12-07',
      reasonCode: 'AM04',
    });
    assert.equal(returned.statusCode, 201, returned.body);
    // The answers parse with the very schemas they are declared with (answers declared once).
    const items = v.parse(v.array(openItemSchema), (await admin('GET', '/sepa/open-items')).json());
    assert.deepEqual(
      items.map((i) => i.amountCents),
      [5850],
    );
    const item = items[0]!;
    on('2026-12-10');
    assert.equal((await admin('POST', `/sepa/open-items/${item.id}/reminders`)).statusCode, 200);
    on('2026-12-28');
    const second = await admin('POST', `/sepa/open-items/${item.id}/reminders`);
    assert.equal(v.parse(openItemSchema, second.json()).reminder2On, '2026-12-28');
    const [first, last] = await mails('PAYMENT_REMINDER', anna.email);
    assert.match(first!.subject, /^1\. Mahnung: 58,50 € offen/);
    assert.match(first!.text, /Lastschrift vom 07\.12\.2026 kam zurück: Deckung unzureichend \(AM04\)/);
    assert.match(last!.text, /unsere zweite und letzte Mahnung/);
    on('2027-01-05');
    const paid = await admin('POST', `/sepa/open-items/${item.id}/payment`, { paidOn: '2027-01-04' });
    assert.equal(paid.statusCode, 200, paid.body);
    assert.deepEqual((await admin('GET', '/sepa/open-items')).json<unknown[]>(), []);
  });

  it('10 Mar: notice given, effective 30 June; the April run still charges April to June as RCUR', async () => {
    on('2027-03-10');
    const notice = await as(anna.email, 'POST', `${memberships()}/my-membership/resignation`);
    assert.equal(notice.statusCode, 200, notice.body);
    assert.equal(notice.json<MyMembership>().endsOn, '2027-06-30');
    on('2027-03-12');
    const file = await admin('POST', '/sepa/collections', { dueDate: '2027-04-01' });
    assert.equal(file.statusCode, 200, file.body);
    await assertValidPain008(file.body);
    assert.match(file.body, /<SeqTp>RCUR<\/SeqTp>/);
    assert.doesNotMatch(file.body, /<SeqTp>FRST<\/SeqTp>/, 'one FRST per mandate');
    assert.match(file.body, /<InstdAmt Ccy="EUR">58\.50<\/InstdAmt>/, '3 months, no second admission fee');
  });

  it('May: a member joins and pays by transfer; the July run charges the resigned member nothing and has no file', async () => {
    on('2027-05-03');
    const applicationId = await applyAndAccept(tom.email, 'Tom', 'Ueberweiser');
    const accepted = await admin('POST', `/applications/${applicationId}/accept`);
    assert.equal(accepted.statusCode, 200, accepted.body);
    await setPassword(tom.email);
    const switched = await as(tom.email, 'POST', `${memberships()}/my-membership/transfer`);
    assert.equal(switched.statusCode, 200, switched.body);

    on('2027-06-14');
    const preview = await admin('POST', '/sepa/collections/preview', { dueDate: '2027-07-01' });
    const { excluded } = v.parse(collectionPreviewSchema, preview.json());
    assert.deepEqual(
      excluded.filter((e) => e.reference === anna.reference).map((e) => e.reason),
      ['NOT_OWED'],
      'the membership ended on 30 June',
    );
    const run = await admin('POST', '/sepa/collections/runs', { dueDate: '2027-07-01' });
    assert.equal(run.statusCode, 200, run.body);
    // July to September (3 x 19,50 €), the admission fee and 10 % of a monthly fee.
    const { debits, invoices, hasFile } = v.parse(collectionRunSchema, run.json());
    assert.deepEqual([debits.count, invoices, hasFile], [0, { count: 1, totalCents: 5850 + 1950 + 195 }, false]);
    const file = await admin('POST', '/sepa/collections', { dueDate: '2027-07-01' });
    assert.equal(file.json<{ code: string }>().code, 'NO_DIRECT_DEBITS');
    const [invoice] = await mails('FEE_INVOICE', tom.email);
    assert.match(invoice!.subject, /^Mitgliedsbeitrag Q3\/2027: 79,95 €/);
    assert.match(invoice!.text, /Zuschlag für Zahlung per Überweisung \(10 % eines Monatsbeitrags\): 1,95 €/);
    assert.equal((await mails('SEPA_PRENOTIFICATION', anna.email)).length, 2, 'December and April, not July');
  });
});
