import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Ledger, LedgerEntry } from '@club/shared/contracts/schemas';
import { buildApp } from '../../app.js';
import { paymentKit, visa } from '../../testing/payment-support.js';
import { activeMember } from '../../testing/sepa-support.js';
import { bearer, testConfig, userToken } from '../../testing/test-helpers.js';
import { fromWindows1252, parseBuchungsstapel, splitDatevLine } from './datev.js';

// Tuesday 24 November 2026, 11:00 in Berlin: the SEPA collection below is due on 4 January 2027.
const clock = Date.parse('2026-11-24T10:00:00Z');

let app: FastifyInstance;
let org: string;
let admin: string;
let member: Awaited<ReturnType<typeof paymentKit>>;
let coach: Awaited<ReturnType<typeof paymentKit>>;
let swimming: string;
let backFitness: string;
const orderIds: Record<string, string> = {};

const ledgerUrl = (file: string, query: Record<string, string> = {}) =>
  `/api/orders-service/organizations/${org}/${file}?${new URLSearchParams(query).toString()}`;
const ledger = async (query: Record<string, string> = {}, lang = 'de') => {
  const response = await app.inject({
    method: 'GET',
    url: ledgerUrl('orders', query),
    headers: { ...bearer(admin), 'accept-language': lang },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Ledger>();
};
const cents = (entries: LedgerEntry[]) => entries.reduce((sum, e) => sum + e.amountCents, 0);

async function pay(kit: typeof member, course: string, paidAt: string): Promise<string> {
  const amount = (await app.db.selectFrom('events_groups').select('id').where('id', '=', course).executeTakeFirst())
    ? 49
    : 0;
  const checkoutId = await kit.startCheckout(course, amount);
  await kit.payWithCard(checkoutId, visa);
  const order = await kit.sendOrder(checkoutId, course);
  assert.equal(order.json().statusOrder, 'SENT', order.body);
  const id = order.json<{ id: string }>().id;
  // The payment's day, as the seed of a ledger: the database stamps orders with its own clock.
  await app.db
    .updateTable('orders')
    .set({ created_at: new Date(paidAt) })
    .where('id', '=', id)
    .execute();
  return id;
}

before(async () => {
  app = await buildApp(testConfig({ now: () => clock }));
  member = await paymentKit(app);
  coach = await paymentKit(app, 'coach@demo.club');
  org = member.org;
  admin = await userToken(app, org, 'admin@demo.club');
  swimming = await member.courseId('Schwimmkurs für Erwachsene');
  backFitness = await member.courseId('Rückenfit');
  await member.reset(swimming);
  await coach.reset(swimming);
  // The receipt settings a complete receipt needs (issue 33).
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/orders-service/organizations/${org}/payment-settings`,
    headers: bearer(admin),
    payload: {
      clubName: 'TSV Grünwald e. V.',
      clubAddress: 'Südliche Münchner Str. 12\n82031 Grünwald',
      vatExempt: true,
      vatExemptionNote: 'Steuerfrei nach § 4 Nr. 22 b UStG',
      taxNumber: '143/216/50012',
      creditorId: 'de98zzz09999999999',
      datevConsultantNumber: 29098,
      datevClientNumber: 55003,
      datevChart: '42',
      accountBank: '1800',
      accountCourses: '4300',
      accountMemberships: '4000',
    },
  });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal(saved.json<{ creditorId: string }>().creditorId, 'DE98ZZZ09999999999');

  orderIds.memberSwim = await pay(member, swimming, '2026-10-15T10:00:00Z');
  // 23:30 UTC on 20 November is 00:30 on the 21st in Berlin: the ledger's day is the 21st.
  orderIds.coachSwim = await pay(coach, swimming, '2026-11-20T23:30:00Z');
  orderIds.coachBack = await pay(coach, backFitness, '2026-11-03T08:00:00Z');

  const refund = await app.inject({
    method: 'POST',
    url: `/api/orders-service/organizations/${org}/orders/${orderIds.memberSwim}/refund`,
    headers: bearer(admin),
    payload: { reason: 'MEMBER_REQUEST' },
  });
  assert.equal(refund.statusCode, 200, refund.body);
  assert.equal(refund.json<{ status: string }>().status, 'REFUNDED');
  await app.db
    .updateTable('orders')
    .set({ refunded_at: new Date('2026-11-22T09:00:00Z') })
    .where('id', '=', orderIds.memberSwim)
    .execute();

  await activeMember(app, org, admin, {});
  const collected = await app.inject({
    method: 'POST',
    url: `/api/memberships-service/organizations/${org}/sepa/collections`,
    headers: bearer(admin),
    payload: { dueDate: '2027-01-04' },
  });
  assert.equal(collected.statusCode, 200, collected.body);
});
after(() => app.close());

describe('the treasurer’s ledger', () => {
  it('lists every order, refund and collection; the sums equal the stored orders and collection items', async () => {
    try {
      await (await import('./entries.js')).ledgerOf(app.db, org, {}, 'x');
    } catch (e) {
      (await import('node:fs')).writeFileSync('/tmp/probe.txt', String((e as Error).stack));
    }
    const all = await ledger();
    const orders = await app.db
      .selectFrom('orders')
      .select(['amount', 'status'])
      .where('organization_id', '=', org)
      .execute();
    const items = await app.db
      .selectFrom('sepa_collection_items')
      .select('amount_cents')
      .where('organization_id', '=', org)
      .execute();
    assert.ok(items.length >= 1);
    const paid = orders.reduce((sum, o) => sum + Math.round(Number(o.amount) * 100), 0);
    const refunded = orders
      .filter((o) => o.status === 'REFUNDED')
      .reduce((sum, o) => sum + Math.round(Number(o.amount) * 100), 0);
    const collectedCents = items.reduce((sum, i) => sum + i.amount_cents, 0);
    assert.equal(all.totalCents, paid - refunded + collectedCents);
    assert.equal(all.totalCents, cents(all.entries));
    assert.equal(all.entries.filter((e) => e.kind === 'COLLECTION').length, items.length);
    assert.equal(all.entries.filter((e) => e.kind === 'REFUND').length, 1);

    const swim = all.byCourse.find((s) => s.key === swimming)!;
    assert.equal(swim.label, 'Schwimmkurs für Erwachsene');
    assert.equal(swim.cents, 4900, 'two payments of 49 € and one refund');
    assert.equal(all.byCourse.find((s) => s.key === 'MEMBERSHIP')!.label, 'Mitgliedsbeiträge');
    assert.equal(all.byCourse.find((s) => s.key === 'MEMBERSHIP')!.cents, collectedCents);
    assert.deepEqual(
      all.byMonth.map((m) => [m.key, m.cents]),
      [
        ['2026-10', 4900],
        ['2026-11', 4900 + 4900 - 4900],
        ['2027-01', collectedCents],
      ],
    );
    const refund = all.entries.find((e) => e.kind === 'REFUND')!;
    assert.deepEqual(
      [refund.date, refund.amountCents, refund.reason, refund.state],
      ['2026-11-22', -4900, 'MEMBER_REQUEST', 'REFUNDED'],
    );
    assert.equal(all.entries.find((e) => e.id === `PAYMENT:${orderIds.coachSwim}`)!.date, '2026-11-21');
    assert.equal(all.entries.find((e) => e.id === `PAYMENT:${orderIds.coachSwim}`)!.refundable, true);
    assert.equal(all.entries.find((e) => e.id === `PAYMENT:${orderIds.memberSwim}`)!.refundable, false);
  });

  it('filters by period (Berlin days), course, state and method', async () => {
    const november = await ledger({ from: '2026-11-01', to: '2026-11-30' });
    assert.deepEqual(
      november.entries.map((e) => e.id).sort(),
      [`PAYMENT:${orderIds.coachBack}`, `PAYMENT:${orderIds.coachSwim}`, `REFUND:${orderIds.memberSwim}`].sort(),
    );
    assert.equal(november.totalCents, 4900);
    const untilTwentieth = await ledger({ from: '2026-11-01', to: '2026-11-20' });
    assert.deepEqual(
      untilTwentieth.entries.map((e) => e.id),
      [`PAYMENT:${orderIds.coachBack}`],
    );

    const back = await ledger({ courseId: backFitness });
    assert.deepEqual(
      back.entries.map((e) => e.id),
      [`PAYMENT:${orderIds.coachBack}`],
    );
    assert.equal(back.totalCents, 4900);

    const refunded = await ledger({ state: 'REFUNDED' });
    assert.deepEqual(refunded.entries.map((e) => e.kind).sort(), ['PAYMENT', 'REFUND']);
    assert.equal(refunded.totalCents, 0);

    const sepa = await ledger({ method: 'SEPA' });
    assert.ok(
      sepa.entries.length >= 1 && sepa.entries.every((e) => e.kind === 'COLLECTION' && e.date === '2027-01-04'),
    );
    const card = await ledger({ method: 'VISA_MASTER', state: 'PAID' });
    assert.equal(card.entries.length, 2);

    const bad = await app.inject({
      method: 'GET',
      url: ledgerUrl('orders', { from: '24.11.2026' }),
      headers: bearer(admin),
    });
    assert.equal(bad.statusCode, 400);
  });

  it('keeps the fee rules with the payment settings: fee start and pre-notification days reach the collection form', async () => {
    const url = `/api/orders-service/organizations/${org}/payment-settings`;
    const current = (await app.inject({ url, headers: bearer(admin) })).json<Record<string, unknown>>();
    assert.deepEqual([current.feeStart, current.noticeDays], ['JOINING_MONTH', 14], 'the defaults');
    const tooShort = await app.inject({
      method: 'PUT',
      url,
      headers: { ...bearer(admin), 'accept-language': 'de' },
      payload: { ...current, noticeDays: 31 },
    });
    assert.equal(tooShort.statusCode, 400);
    const saved = await app.inject({
      method: 'PUT',
      url,
      headers: bearer(admin),
      payload: { ...current, feeStart: 'NEXT_MONTH', noticeDays: 5 },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(
      [saved.json().feeStart, saved.json().noticeDays, saved.json().taxNumber],
      ['NEXT_MONTH', 5, '143/216/50012'],
    );
    try {
      const dueDates = await app.inject({
        url: `/api/memberships-service/organizations/${org}/sepa/due-dates`,
        headers: bearer(admin),
      });
      assert.equal(dueDates.json<{ noticeDays: number }>().noticeDays, 5);
    } finally {
      const back = await app.inject({ method: 'PUT', url, headers: bearer(admin), payload: current });
      assert.equal(back.json().noticeDays, 14);
    }
  });

  it('is for administrators and treasurers only: a member given MANAGE_FINANCES keeps the books', async () => {
    const response = await app.inject({ method: 'GET', url: ledgerUrl('orders'), headers: bearer(member.token) });
    assert.equal(response.statusCode, 403);
    const csv = await app.inject({ method: 'GET', url: ledgerUrl('orders.csv'), headers: bearer(member.token) });
    assert.equal(csv.statusCode, 403);
    const access = (extraPermissions: string[]) =>
      app.inject({
        method: 'PUT',
        url: `/api/users-service/organizations/${org}/users/${member.userId}/access`,
        headers: bearer(admin),
        payload: { role: 'MEMBER_USER', extraPermissions, coachOf: [] },
      });
    const granted = await access(['MANAGE_FINANCES']);
    assert.equal(granted.statusCode, 200, granted.body);
    try {
      const treasurer = await userToken(app, org, 'member@demo.club');
      const list = await app.inject({ method: 'GET', url: ledgerUrl('orders'), headers: bearer(treasurer) });
      assert.equal(list.statusCode, 200, list.body);
      const settings = await app.inject({
        method: 'GET',
        url: `/api/orders-service/organizations/${org}/payment-settings`,
        headers: bearer(treasurer),
      });
      assert.equal(settings.json<{ taxNumber: string }>().taxNumber, '143/216/50012');
    } finally {
      assert.equal((await access([])).statusCode, 200);
    }
  });

  it('refunds an order once with a reason from the list; the receipt names club address, tax number and reason', async () => {
    const again = await app.inject({
      method: 'POST',
      url: `/api/orders-service/organizations/${org}/orders/${orderIds.memberSwim}/refund`,
      headers: bearer(admin),
      payload: { reason: 'MEMBER_REQUEST' },
    });
    assert.equal(again.statusCode, 409);
    const mails = await member.outbox('PAYMENT_REFUND_RECEIPT');
    assert.equal(mails.length, 1);
    assert.match(
      mails[0]!.text_body,
      /TSV Grünwald e\. V\.\nSüdliche Münchner Str\. 12\n82031 Grünwald\nSteuernummer: 143\/216\/50012/,
    );
    assert.match(mails[0]!.text_body, /Grund: auf Wunsch des Mitglieds/);
    assert.match(mails[0]!.text_body, /Steuerfrei nach § 4 Nr\. 22 b UStG/);
    const receipt = await app.inject({
      method: 'GET',
      url: `/api/orders-service/organizations/${org}/users/${member.userId}/orders/${orderIds.memberSwim}/receipt`,
      headers: bearer(member.token),
    });
    assert.equal(receipt.json<{ taxNumber: string }>().taxNumber, '143/216/50012');
    assert.equal(receipt.json<{ club: string }>().club, 'TSV Grünwald e. V.');
  });

  it('exports the CSV for Excel: BOM, semicolons, decimal comma, Berlin dates, the same filters', async () => {
    const response = await app.inject({
      method: 'GET',
      url: ledgerUrl('orders.csv', { from: '2026-11-01', to: '2026-11-30' }),
      headers: bearer(admin),
    });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-disposition']), /attachment; filename="Buchungen-2026-11-24\.csv"/);
    const text = response.body;
    assert.equal(text.charCodeAt(0), 0xfeff, 'UTF-8 byte order mark');
    const rows = text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => splitDatevLine(line).map((f) => f.value));
    assert.deepEqual(rows[0], [
      'Datum',
      'Art',
      'Beleg',
      'Person',
      'Kurs',
      'Zahlungsart',
      'Status',
      'Betrag (EUR)',
      'Guthaben (EUR)',
      'Grund',
    ]);
    assert.equal(rows.length, 4);
    const refund = rows.find((r) => r[1] === 'Erstattung')!;
    assert.deepEqual(
      [refund[0], refund[4], refund[7], refund[8], refund[9]],
      // Paid by card alone: no credit moved.
      ['22.11.2026', 'Schwimmkurs für Erwachsene', '-49,00', '', 'auf Wunsch des Mitglieds'],
    );
    assert.ok(rows.some((r) => r[0] === '21.11.2026' && r[7] === '49,00'));
    const english = await app.inject({
      method: 'GET',
      url: ledgerUrl('orders.csv', { state: 'REFUNDED' }),
      headers: { ...bearer(admin), 'accept-language': 'en' },
    });
    assert.match(
      english.body,
      /^\uFEFFDate;Kind;Reference;Person;Course;Method;State;Amount \(EUR\);Credit \(EUR\);Reason\r\n/,
    );
  });

  it('exports a DATEV Buchungsstapel that parses against the format description and holds the same bookings', async () => {
    const query = { from: '2026-01-01', to: '2026-12-31' };
    const response = await app.inject({
      method: 'GET',
      url: ledgerUrl('orders.datev.csv', query),
      headers: bearer(admin),
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /windows-1252/);
    assert.match(String(response.headers['content-disposition']), /filename="EXTF_Buchungsstapel_2026-11-24\.csv"/);
    const parsed = parseBuchungsstapel(fromWindows1252(response.rawPayload));
    assert.deepEqual(parsed.header.slice(0, 5), ['EXTF', '700', '21', 'Buchungsstapel', '13']);
    assert.deepEqual(
      [
        parsed.header[10],
        parsed.header[11],
        parsed.header[12],
        parsed.header[14],
        parsed.header[15],
        parsed.header[26],
      ],
      ['29098', '55003', '20260101', '20260101', '20261231', '42'],
    );
    const entries = (await ledger(query)).entries;
    assert.deepEqual(
      parsed.bookings.map((b) => [b.date, b.side, b.cents, b.account, b.contraAccount, b.document]),
      entries.map((e) => [e.date, e.amountCents < 0 ? 'H' : 'S', Math.abs(e.amountCents), '1800', '4300', e.reference]),
    );
    assert.ok(
      parsed.bookings.some((b) => b.text.includes('Schwimmkurs für Erwachsene')),
      'umlauts survive Windows-1252',
    );

    const twoYears = await app.inject({ method: 'GET', url: ledgerUrl('orders.datev.csv'), headers: bearer(admin) });
    assert.equal(twoYears.statusCode, 400);
    assert.equal(twoYears.json<{ code: string }>().code, 'DATEV_ONE_YEAR');
    const collections = await app.inject({
      method: 'GET',
      url: ledgerUrl('orders.datev.csv', { method: 'SEPA' }),
      headers: bearer(admin),
    });
    const sepa = parseBuchungsstapel(fromWindows1252(collections.rawPayload));
    assert.ok(
      sepa.bookings.length >= 1 && sepa.bookings.every((b) => b.contraAccount === '4000' && b.date === '2027-01-04'),
    );
  });
});
