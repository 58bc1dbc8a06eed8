import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { CourseOrder, Ledger } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp, userToken } from '../../testing/test-helpers.js';
import { paymentKit, visa } from '../../testing/payment-support.js';
import { fromWindows1252, parseBuchungsstapel } from './datev.js';

// Issue 33, the member's credit in the statement and in the treasurer's books. One journey: a
// cancelled date gives a credit note; the next course is paid partly by it (card + credit), a
// third wholly by it. The member's statement shows a card line and a credit line that add up to
// the price; the ledger names the method ("Karte + Guthaben", "Guthaben") and filters by it; the
// CSV has the credit column; the DATEV batch books the credit on the credit account. The member's
// cancel question is answered with what goes back to the card and what back as credit.
type Kit = Awaited<ReturnType<typeof paymentKit>>;

let app: FastifyInstance;
let member: Kit;
let adminToken: string;
let coachToken: string;
let swimming: string;
let football: string;
let volleyball: string;
let swimOrder = '';
let mixedOrder = '';
let creditOrder = '';
let firstCredit = 0;
let secondCredit = 0;

before(async () => {
  app = await buildTestApp();
  member = await paymentKit(app, 'member@demo.club');
  adminToken = await userToken(app, member.org, 'admin@demo.club');
  coachToken = await userToken(app, member.org, 'coach@demo.club');
  swimming = await member.courseId('Schwimmkurs für Erwachsene');
  football = await member.courseId('Fußball Damen');
  volleyball = await member.courseId('Volleyball');
  await app.db.updateTable('events_groups').set({ date_cancel_policy: 'CREDIT' }).where('id', '=', swimming).execute();
});
after(() => app.close());

const api = (path: string) => `/api/orders-service/organizations/${member.org}${path}`;

async function checkout(course: string) {
  const response = await member.checkoutResponse(course, (await member.priceCents(course)) / 100);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<{ originalResponse: { id: string }; widgetUrl: string; creditCents: number }>();
}

async function pay(course: string): Promise<string> {
  const started = await checkout(course);
  if (started.widgetUrl) {
    const key = new URL(started.widgetUrl, 'http://x').searchParams.get('key') ?? '';
    const paid = await member.payWithCard(started.originalResponse.id, visa, key);
    assert.equal(paid.statusCode < 300, true, paid.body);
  }
  const order = await member.sendOrder(started.originalResponse.id, course);
  assert.equal(order.json().statusOrder, 'SENT', order.body);
  return order.json<{ id: string }>().id;
}

/** The member's statement lines of an order as [kind, cents, method]. */
const linesOf = async (orderId: string) => {
  const wallet = await app.inject({
    method: 'GET',
    url: `/api/wallets-service/organizations/${member.org}/users/${member.userId}/wallets`,
    headers: bearer(member.token),
  });
  return wallet
    .json<{
      data: { walletStatement: Array<{ orderId: string; kind: string; amount: number; paymentMethod: string }> };
    }>()
    .data.walletStatement.filter((l) => l.orderId === orderId)
    .map((l) => [l.kind, Math.round(l.amount * 100), l.paymentMethod] as const)
    .sort();
};

const ledger = async (query = '') => {
  const response = await app.inject({ method: 'GET', url: api(`/orders${query}`), headers: bearer(adminToken) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Ledger>();
};

const comma = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2).replace('.', ',')}`;

describe('journey: the member’s credit in the statement and the books', () => {
  it('shows a course paid by card and credit as a card line and a credit line that add up to the price', async () => {
    swimOrder = await pay(swimming);
    firstCredit = await member.cancelComingDate(coachToken, swimming);
    assert.ok(firstCredit > 0, 'the cancelled date gave a credit note');
    const price = await member.priceCents(football);
    mixedOrder = await pay(football);
    assert.deepEqual(
      await linesOf(mixedOrder),
      [
        ['CHARGE', price - firstCredit, 'VISA_MASTER'],
        ['CREDIT', firstCredit, 'CREDIT'],
      ].sort(),
    );
  });

  it('shows a course paid by credit alone as a credit line only, no 0,00 € card line', async () => {
    secondCredit = await member.cancelComingDate(coachToken, swimming);
    assert.ok(secondCredit > 0);
    await app.db
      .updateTable('products')
      .set({ price: (secondCredit / 100).toFixed(2) })
      .where(sql<boolean>`tags @> ${JSON.stringify({ eventsGroupId: [volleyball] })}::jsonb`)
      .where('status', '=', 1)
      .execute();
    creditOrder = await pay(volleyball);
    assert.deepEqual(await linesOf(creditOrder), [['CREDIT', secondCredit, 'CREDIT']]);
    assert.equal(await member.creditCents(), 0);
  });

  it('names the method in the ledger and filters by it; credit notes are bookings of credit, not money', async () => {
    const all = await ledger();
    const payment = (orderId: string) => all.entries.find((e) => e.orderId === orderId && e.kind === 'PAYMENT')!;
    const price = await member.priceCents(football);
    assert.deepEqual(
      [payment(mixedOrder).method, payment(mixedOrder).amountCents, payment(mixedOrder).creditCents],
      ['CARD_CREDIT', price - firstCredit, firstCredit],
    );
    assert.deepEqual(
      [payment(creditOrder).method, payment(creditOrder).amountCents, payment(creditOrder).creditCents],
      ['CREDIT', 0, secondCredit],
    );
    assert.deepEqual([payment(swimOrder).method, payment(swimOrder).creditCents], ['VISA_MASTER', 0]);
    const notes = all.entries.filter((e) => e.kind === 'CREDIT_NOTE');
    assert.deepEqual(
      notes.map((e) => [e.orderId, e.method, e.amountCents, e.creditCents]),
      [
        [swimOrder, 'CREDIT', 0, -firstCredit],
        [swimOrder, 'CREDIT', 0, -secondCredit],
      ],
    );

    const byMethod = async (method: string) =>
      (await ledger(`?method=${method}`)).entries.map((e) => `${e.kind}:${e.orderId}`).sort();
    assert.deepEqual(await byMethod('CARD_CREDIT'), [`PAYMENT:${mixedOrder}`]);
    assert.deepEqual(
      await byMethod('CREDIT'),
      [`PAYMENT:${creditOrder}`, `CREDIT_NOTE:${swimOrder}`, `CREDIT_NOTE:${swimOrder}`].sort(),
    );
    assert.ok((await byMethod('VISA_MASTER')).includes(`PAYMENT:${swimOrder}`));
    assert.ok(!(await byMethod('VISA_MASTER')).some((e) => e.endsWith(mixedOrder) || e.endsWith(creditOrder)));
    // The ledger stays money: the total is what the cards paid.
    const mixed = await ledger(`?method=CARD_CREDIT`);
    assert.equal(mixed.totalCents, price - firstCredit);
  });

  it('writes the method and the credit in the CSV, in German and English', async () => {
    const csv = async (lang: string) =>
      (
        await app.inject({
          method: 'GET',
          url: api('/orders.csv'),
          headers: { ...bearer(adminToken), 'accept-language': lang },
        })
      ).body;
    const de = await csv('de');
    assert.match(de.split('\r\n')[0]!, /;Betrag \(EUR\);Guthaben \(EUR\);Grund$/);
    const price = await member.priceCents(football);
    assert.match(
      de,
      new RegExp(`;Karte \\+ Guthaben;bezahlt;${comma(price - firstCredit)};${comma(firstCredit)};\\r\\n`),
    );
    assert.match(de, new RegExp(`;Guthaben;bezahlt;0,00;${comma(secondCredit)};\\r\\n`));
    assert.match(
      de,
      new RegExp(
        `^[^;]*;Gutschrift;[^\\r\\n]*;Guthaben;erstattet;0,00;${comma(-firstCredit)};Termin ausgefallen\\r$`,
        'm',
      ),
    );
    const en = await csv('en');
    assert.match(en, new RegExp(`;Card \\+ credit;paid;${comma(price - firstCredit)};${comma(firstCredit)};\\r\\n`));
    assert.match(en, new RegExp(`;Credit;paid;0,00;${comma(secondCredit)};\\r\\n`));
  });

  it('answers the cancel question with what goes back to the card and what back as credit', async () => {
    const orders = (
      await app.inject({ method: 'GET', url: api(`/users/${member.userId}/orders`), headers: bearer(member.token) })
    ).json<CourseOrder[]>();
    const price = await member.priceCents(football);
    const mixed = orders.find((o) => o.id === mixedOrder)!;
    assert.equal(mixed.canCancel, true);
    assert.deepEqual(mixed.cancelRefund, { cardCents: price - firstCredit, creditCents: firstCredit });
    assert.deepEqual(orders.find((o) => o.id === creditOrder)!.cancelRefund, {
      cardCents: 0,
      creditCents: secondCredit,
    });
    // The member cancels: the card gets its part, the credit comes back, and the statement adds up to nothing.
    const cancelled = await app.inject({
      method: 'POST',
      url: api(`/users/${member.userId}/courses/${football}/cancel`),
      headers: bearer(member.token),
    });
    assert.equal(cancelled.json().status, 'REFUNDED', cancelled.body);
    assert.equal(await member.creditCents(), firstCredit);
    const lines = await linesOf(mixedOrder);
    assert.deepEqual(
      lines,
      [
        ['CHARGE', price - firstCredit, 'VISA_MASTER'],
        ['CREDIT', firstCredit, 'CREDIT'],
        ['REFUND', -(price - firstCredit), 'VISA_MASTER'],
        ['CREDIT_RETURNED', -firstCredit, 'CREDIT'],
      ].sort(),
    );
    assert.equal(
      lines.reduce((sum, [, cents]) => sum + cents, 0),
      0,
    );
    const refund = (await ledger()).entries.find((e) => e.orderId === mixedOrder && e.kind === 'REFUND')!;
    assert.deepEqual(
      [refund.method, refund.amountCents, refund.creditCents],
      ['CARD_CREDIT', -(price - firstCredit), -firstCredit],
    );
  });

  it('books the credit on the credit account in the DATEV batch; its balance is the credit members hold', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: api('/payment-settings'),
      headers: bearer(adminToken),
      payload: { clubAddress: 'Sportplatzweg 1', vatExempt: true, vatExemptionNote: '', accountCredit: '33500' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().accountCredit, '33500');
    const year = new Date().getFullYear();
    const response = await app.inject({
      method: 'GET',
      url: api(`/orders.datev.csv?from=${year}-01-01&to=${year}-12-31`),
      headers: bearer(adminToken),
    });
    assert.equal(response.statusCode, 200, response.body);
    const batch = parseBuchungsstapel(fromWindows1252(response.rawPayload));
    assert.equal(batch.header[13], '5', 'the account length follows the five-digit credit account');
    const price = await member.priceCents(football);
    const ofMixed = batch.bookings
      .filter(
        (b) => b.document === batch.bookings.find((x) => x.text.startsWith('Guthaben angerechnet Fußball'))!.document,
      )
      .map((b) => [b.account, b.contraAccount, b.side, b.cents, b.text.split(' ')[0]]);
    assert.deepEqual(
      ofMixed.sort(),
      [
        ['1800', '4300', 'S', price - firstCredit, 'Kurs'],
        ['33500', '4300', 'S', firstCredit, 'Guthaben'],
        ['1800', '4300', 'H', price - firstCredit, 'Erstattung'],
        ['33500', '4300', 'H', firstCredit, 'Guthaben'],
      ].sort(),
    );
    // Credit notes are H on the credit account, credit spent S: what is left is what members hold.
    const onCredit = batch.bookings.filter((b) => b.account === '33500');
    const held = onCredit.reduce((sum, b) => sum + (b.side === 'H' ? b.cents : -b.cents), 0);
    assert.equal(held, await member.creditCents());
    assert.ok(onCredit.some((b) => b.side === 'H' && b.text.startsWith('Gutschrift Schwimmkurs')));
    // No booking of 0,00 €: the credit-only payment has no bank line.
    assert.ok(batch.bookings.every((b) => b.cents > 0));
  });
});
