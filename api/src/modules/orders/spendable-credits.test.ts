import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Ledger, Receipt } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp, userToken } from '../../testing/test-helpers.js';
import { paymentKit, visa } from '../../testing/payment-support.js';

// Issue 33, what was left of course money: a cancelled date's credit is spent first at the
// member's next checkout (partly or wholly), once even from two tabs at once; a refund gives the
// credit part back as credit and the card part to the card; a cancelled date's partial refund is
// a statement line of its own and a PARTIAL_REFUND booking in the ledger. One journey, in order.
type Kit = Awaited<ReturnType<typeof paymentKit>>;

let app: FastifyInstance;
let member: Kit;
let adminToken: string;
let coachToken: string;
let swimming: string;
const other: Record<'b' | 'c' | 'd' | 'e', string> = { b: '', c: '', d: '', e: '' };
let swimOrder = '';
let mixedOrder = '';
const credits: number[] = [];

before(async () => {
  app = await buildTestApp();
  member = await paymentKit(app, 'member@demo.club');
  adminToken = await userToken(app, member.org, 'admin@demo.club');
  coachToken = await userToken(app, member.org, 'coach@demo.club');
  swimming = await member.courseId('Schwimmkurs für Erwachsene');
  other.b = await member.courseId('Fußball Damen');
  other.c = await member.courseId('Fußball Herren');
  other.d = await member.courseId('Handball');
  other.e = await member.courseId('Volleyball');
  await app.db.updateTable('events_groups').set({ date_cancel_policy: 'CREDIT' }).where('id', '=', swimming).execute();
});
after(() => app.close());

/** Starts a checkout as the browser does (the course's price) and answers what the credit spends. */
async function checkout(course: string) {
  const response = await member.checkoutResponse(course, (await member.priceCents(course)) / 100);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<{
    originalResponse: { id: string };
    widgetUrl: string;
    creditCents: number;
    chargeCents: number;
  }>();
}

async function payByCard(course: string, started: Awaited<ReturnType<typeof checkout>>): Promise<string> {
  const key = new URL(started.widgetUrl, 'http://x').searchParams.get('key') ?? '';
  const paid = await member.payWithCard(started.originalResponse.id, visa, key);
  assert.equal(paid.statusCode < 300, true, paid.body);
  const order = await member.sendOrder(started.originalResponse.id, course);
  assert.equal(order.json().statusOrder, 'SENT', order.body);
  return order.json<{ id: string }>().id;
}

/** What the provider charged and gave back for an order, in cents. */
async function providerCents(orderId: string) {
  const order = await app.db
    .selectFrom('orders')
    .select('provider_payment_id')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (!order.provider_payment_id) return { charged: 0, refunded: [] as number[] };
  const charged = await app.db
    .selectFrom('payment_sandbox_checkouts')
    .select('amount')
    .where('payment_id', '=', order.provider_payment_id)
    .executeTakeFirstOrThrow();
  const refunds = await app.db
    .selectFrom('payment_sandbox_refunds')
    .select('amount')
    .where('payment_id', '=', order.provider_payment_id)
    .execute();
  return {
    charged: Math.round(Number(charged.amount) * 100),
    refunded: refunds.map((r) => Math.round(Number(r.amount) * 100)).sort((a, b) => a - b),
  };
}

const receipt = async (orderId: string, kind: 'RECEIPT' | 'REFUND') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/orders-service/organizations/${member.org}/users/${member.userId}/orders/${orderId}/receipt?kind=${kind}`,
    headers: bearer(member.token),
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Receipt>();
};

const refundByTreasurer = (orderId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/orders-service/organizations/${member.org}/orders/${orderId}/refund`,
    headers: bearer(adminToken),
    payload: { reason: 'MEMBER_REQUEST' },
  });

const euro = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

describe('journey: a cancelled date’s credit is spent at the next checkout', () => {
  it('applies the credit first and charges the card the rest', async () => {
    const startBalance = await member.creditCents();
    // The member pays the swimming course by card; a date is cancelled: a credit note.
    assert.equal(startBalance, 0, 'the member starts without credit');
    const first = await checkout(swimming);
    assert.equal(first.creditCents, 0);
    swimOrder = await payByCard(swimming, first);
    credits.push(await member.cancelComingDate(coachToken, swimming));
    assert.ok(credits[0]! > 0, 'the cancelled date gave a credit note');

    const price = await member.priceCents(other.b);
    const started = await checkout(other.b);
    assert.deepEqual([started.creditCents, started.chargeCents], [credits[0], price - credits[0]!]);
    mixedOrder = await payByCard(other.b, started);
    assert.equal((await providerCents(mixedOrder)).charged, price - credits[0]!, 'the card paid price minus credit');
    assert.equal(await member.creditCents(), 0, 'the credit is spent');

    const paid = await receipt(mixedOrder, 'RECEIPT');
    assert.deepEqual([paid.amountCents, paid.creditCents], [price, credits[0]]);
    const [mail] = await member.outbox('PAYMENT_RECEIPT').then((m) => m.filter((x) => x.subject.includes('Damen')));
    assert.ok(mail!.text_body.includes(`Guthaben angerechnet: ${euro(credits[0]!)}`), mail!.text_body);
    assert.ok(mail!.text_body.includes(`Mit Karte bezahlt: ${euro(price - credits[0]!)}`), mail!.text_body);
    const charge = (await member.statement()).find((l) => l.orderId === mixedOrder && l.kind === 'CHARGE')!;
    assert.equal(Math.round(charge.amount * 100), price - credits[0]!, 'the statement shows the money paid');
  });

  it('spends the credit once when two courses are checked out at the same time in two tabs', async () => {
    credits.push(await member.cancelComingDate(coachToken, swimming));
    const credit = credits[1]!;
    assert.ok(credit > 0);
    const [c, d] = await Promise.all([checkout(other.c), checkout(other.d)]);
    assert.deepEqual(
      [c.creditCents, d.creditCents].sort((x, y) => x - y),
      [0, credit],
      'one checkout got the credit, the other none',
    );
    assert.equal(c.chargeCents, (await member.priceCents(other.c)) - c.creditCents);
    assert.equal(d.chargeCents, (await member.priceCents(other.d)) - d.creditCents);
    assert.equal(await member.creditCents(), 0);
    // Both payment steps are closed unpaid: the credit is the member's again.
    for (const started of [c, d]) {
      const closed = await app.inject({
        method: 'DELETE',
        url: `/api/wallets-service/organizations/${member.org}/users/${member.userId}/wallets/checkout/${started.originalResponse.id}`,
        headers: bearer(member.token),
      });
      assert.equal(closed.statusCode, 204, closed.body);
    }
    assert.equal(await member.creditCents(), credit);
  });

  it('pays an order from the credit alone when it covers the price, without the card', async () => {
    const credit = await member.creditCents();
    // The club prices course E at exactly the member's credit (as a treasurer could).
    await app.db
      .updateTable('products')
      .set({ price: (credit / 100).toFixed(2) })
      .where(sql<boolean>`tags @> ${JSON.stringify({ eventsGroupId: [other.e] })}::jsonb`)
      .where('status', '=', 1)
      .execute();
    const started = await checkout(other.e);
    assert.deepEqual([started.creditCents, started.chargeCents, started.widgetUrl], [credit, 0, '']);
    const order = await member.sendOrder(started.originalResponse.id, other.e);
    assert.equal(order.json().statusOrder, 'SENT', order.body);
    const orderId = order.json<{ id: string }>().id;
    assert.deepEqual(await providerCents(orderId), { charged: 0, refunded: [] }, 'no provider call');
    assert.equal(await member.enrolments(other.e), 1);
    assert.equal(await member.creditCents(), 0);
    const paid = await receipt(orderId, 'RECEIPT');
    assert.deepEqual([paid.creditCents, paid.paymentMethod], [credit, 'Guthaben']);
    // The same order sent again (a reload) books nothing more.
    assert.equal((await member.sendOrder(started.originalResponse.id, other.e)).json().id, orderId);
    // Refunded: the whole price goes back as credit, nothing to a card.
    const refunded = await refundByTreasurer(orderId);
    assert.equal(refunded.json().status, 'REFUNDED', refunded.body);
    assert.equal(await member.creditCents(), credit);
  });

  it('gives the credit part of a refunded mixed order back as credit and the card part to the card', async () => {
    const before = await member.creditCents();
    const price = await member.priceCents(other.b);
    const refunded = await refundByTreasurer(mixedOrder);
    assert.equal(refunded.json().status, 'REFUNDED', refunded.body);
    assert.deepEqual((await providerCents(mixedOrder)).refunded, [price - credits[0]!]);
    assert.equal(await member.creditCents(), before + credits[0]!);
    const back = await receipt(mixedOrder, 'REFUND');
    assert.deepEqual([back.amountCents, back.creditCents], [price, credits[0]]);
    const lines = (await member.statement()).filter((l) => l.orderId === mixedOrder);
    assert.deepEqual(
      lines.map((l) => [l.kind, Math.round(l.amount * 100)]).sort(),
      [
        ['CHARGE', price - credits[0]!],
        ['CREDIT', credits[0]!],
        ['REFUND', -(price - credits[0]!)],
        ['CREDIT_RETURNED', -credits[0]!],
      ].sort(),
    );
    assert.equal((await refundByTreasurer(mixedOrder)).statusCode, 409, 'one refund per order');
    assert.equal(await member.creditCents(), before + credits[0]!, 'and the credit came back once');
  });

  it('gives a partial refund its own line; the ledger books it and still adds up to the orders', async () => {
    await app.db
      .updateTable('events_groups')
      .set({ date_cancel_policy: 'PARTIAL_REFUND' })
      .where('id', '=', swimming)
      .execute();
    assert.equal(await member.cancelComingDate(coachToken, swimming), 0, 'a partial refund is no credit');
    const [share] = (await providerCents(swimOrder)).refunded;
    assert.ok(share! > 0);
    const partial = (await member.statement()).filter((l) => l.orderId === swimOrder && l.kind === 'PARTIAL_REFUND');
    assert.deepEqual(
      partial.map((l) => Math.round(l.amount * 100)),
      [-share!],
    );
    // The whole order refunded later: one REFUND line with the rest; never a second one.
    assert.equal((await refundByTreasurer(swimOrder)).json().status, 'REFUNDED');
    const rest = 4900 - credits[0]! - credits[1]! - share!;
    const lines = (await member.statement()).filter((l) => l.orderId === swimOrder);
    assert.deepEqual(
      lines.map((l) => [l.kind, Math.round(l.amount * 100)]).sort(),
      [
        ['CHARGE', 4900],
        ['PARTIAL_REFUND', -share!],
        ['REFUND', -rest],
      ].sort(),
    );
    await assert.rejects(
      app.db
        .insertInto('wallet_statements')
        .values({
          organization_id: member.org,
          user_id: member.userId,
          order_id: swimOrder,
          message: swimming,
          amount: '-1.00',
          currency: 'EUR',
          payment_method: 'VISA_MASTER',
          kind: 'REFUND',
          adjustment_id: null,
        })
        .execute(),
      'the database keeps one full refund line per order',
    );

    const response = await app.inject({
      method: 'GET',
      url: `/api/orders-service/organizations/${member.org}/orders`,
      headers: bearer(adminToken),
    });
    const ledger = response.json<Ledger>();
    const ofSwim = ledger.entries.filter((e) => e.orderId === swimOrder).map((e) => [e.kind, e.amountCents]);
    assert.deepEqual(
      ofSwim.sort(),
      [
        // The two cancelled dates' credit notes: no money (their credit is the entry's creditCents).
        ['CREDIT_NOTE', 0],
        ['CREDIT_NOTE', 0],
        ['PAYMENT', 4900],
        ['PARTIAL_REFUND', -share!],
        ['REFUND', -rest],
      ].sort(),
    );
    // Every course's sum is the money its orders kept: paid by card, less what the cards got back.
    const orders = await app.db
      .selectFrom('orders')
      .select(['id', 'events_group_id'])
      .where('organization_id', '=', member.org)
      .execute();
    for (const course of new Set(orders.map((o) => o.events_group_id))) {
      let kept = 0;
      for (const order of orders.filter((o) => o.events_group_id === course)) {
        const money = await providerCents(order.id);
        kept += money.charged - money.refunded.reduce((a, b) => a + b, 0);
      }
      assert.equal(ledger.byCourse.find((s) => s.key === course)?.cents ?? 0, kept, `course ${course}`);
    }

    const csv = await app.inject({
      method: 'GET',
      url: `/api/orders-service/organizations/${member.org}/orders.csv`,
      headers: { ...bearer(adminToken), 'accept-language': 'de' },
    });
    assert.match(csv.body, new RegExp(`Teilerstattung;[^\\r\\n]*-${(share! / 100).toFixed(2).replace('.', ',')}`));
    const year = new Date().getFullYear();
    const datev = await app.inject({
      method: 'GET',
      url: `/api/orders-service/organizations/${member.org}/orders.datev.csv?from=${year}-01-01&to=${year}-12-31`,
      headers: bearer(adminToken),
    });
    assert.equal(datev.statusCode, 200, datev.body);
    // The booking line of the partial refund (the format itself is ledger/datev.test.ts's): amount
    // with a decimal comma, then the side H.
    const partialRow = datev.body.split('\r\n').find((row) => row.includes('"Teilerstattung '));
    assert.ok(partialRow, 'the DATEV batch books the partial refund');
    assert.match(partialRow, new RegExp(`^${euro(share!)};"H";`));
  });
});
