import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/test-helpers.js';
import { createMailer } from '../../lib/mailer.js';
import type { PaymentProvider, PaymentResult } from '../payments/index.js';
import { findCheckoutById } from '../wallets/index.js';
import { paymentKit, pendingCard, visa } from '../../testing/payment-support.js';
import { settleCheckout } from './settle.js';

let app: FastifyInstance;
let kit: Awaited<ReturnType<typeof paymentKit>>;
let course: string;
let otherCourse: string;

before(async () => {
  app = await buildTestApp();
  kit = await paymentKit(app);
  course = await kit.courseId('Schwimmkurs für Erwachsene');
  otherCourse = await kit.courseId('Rückenfit');
});
after(() => app.close());
beforeEach(() => kit.reset(course));

const sandboxRefunds = async () => (await app.db.selectFrom('payment_sandbox_refunds').selectAll().execute()).length;
const ordersOf = async () =>
  app.db.selectFrom('orders').select(['id', 'status', 'refund_reason']).where('user_id', '=', kit.userId).execute();

describe('one paid enrolment per person and course', () => {
  it('gives a second tab the checkout the first tab opened', async () => {
    const [first, second] = await Promise.all([kit.startCheckout(course), kit.startCheckout(course)]);
    assert.equal(first, second);
    assert.equal(await kit.startCheckout(course), first, 'a later retry too');
    const open = await app.db
      .selectFrom('wallet_checkouts')
      .select('id')
      .where('user_id', '=', kit.userId)
      .where('status', '=', 'OPEN')
      .execute();
    assert.equal(open.length, 1);
  });

  it('keeps the pending checkout on a retry, so the member is never charged twice', async () => {
    const checkoutId = await kit.startCheckout(course);
    assert.equal((await kit.payWithCard(checkoutId, pendingCard)).json().result.code, '000.200.000');
    const pending = await kit.sendOrder(checkoutId, course);
    assert.equal(pending.json().statusOrder, 'PENDING');
    // "Try again": the same checkout comes back, and paying it again gives the first result.
    const retry = await kit.startCheckout(course);
    assert.equal(retry, checkoutId);
    assert.equal((await kit.payWithCard(retry, visa)).json().result.code, '000.200.000');
    assert.equal((await kit.sendOrder(retry, course)).json().statusOrder, 'PENDING');
    assert.equal((await ordersOf()).length, 0);
  });

  it('answers a replayed order with the same order and charges once', async () => {
    const checkoutId = await kit.startCheckout(course);
    await kit.payWithCard(checkoutId, visa);
    const [a, b] = await Promise.all([kit.sendOrder(checkoutId, course), kit.sendOrder(checkoutId, course)]);
    const replay = await kit.sendOrder(checkoutId, course);
    assert.equal(a.json().statusOrder, 'SENT');
    assert.deepEqual([b.json().id, replay.json().id], [a.json().id, a.json().id]);
    const lines = (await kit.statement()).filter((line) => line.message === course);
    assert.deepEqual(
      lines.map((l) => [l.kind, l.amount]),
      [['CHARGE', 49]],
    );
    assert.equal(await kit.enrolments(course), 1);
    // A paid order mails its receipt (in the language of the checkout: German here).
    const receipts = await kit.outbox('PAYMENT_RECEIPT');
    assert.equal(receipts.length, 1);
    assert.match(receipts[0]!.subject, /^Quittung \d{4}-\d{6}: Schwimmkurs für Erwachsene$/);
    assert.match(receipts[0]!.text_body, /Betrag: 49,00\s€/);
  });

  it('refunds the second of two paid checkouts confirmed at the same time, and shows it', async () => {
    // Two checkouts paid for one course (an old tab's checkout had been replaced meanwhile).
    const first = await kit.startCheckout(course);
    await kit.payWithCard(first, visa);
    await app.db
      .updateTable('wallet_checkouts')
      .set({ status: 'ABANDONED' })
      .where('provider_checkout_id', '=', first)
      .execute();
    const second = await kit.startCheckout(course);
    assert.notEqual(second, first);
    await kit.payWithCard(second, visa);
    const refundsBefore = await sandboxRefunds();

    // Five confirmations of each, all at once (reloads in two tabs racing the provider's answers).
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => [kit.sendOrder(first, course), kit.sendOrder(second, course)]).flat(),
    );
    const statuses = answers.map((a) => a.json().statusOrder);
    assert.equal(statuses.filter((s) => s === 'SENT').length, 5, statuses.join());
    assert.equal(new Set(answers.filter((a) => a.json().statusOrder === 'SENT').map((a) => a.json().id)).size, 1);
    const refused = answers.find((a) => a.json().statusOrder === 'NOT_ACCEPTED')!;
    assert.ok(
      answers
        .filter((a) => a.json().statusOrder === 'NOT_ACCEPTED')
        .every((a) => /^ALREADY_ENROLLED_REFUND(ED|_PENDING)$/.test(a.json().result.code)),
      'the others say refunded, or (while one of them holds the refund) being refunded',
    );

    assert.equal(await kit.enrolments(course), 1);
    assert.equal(await sandboxRefunds(), refundsBefore + 1, 'the provider was asked to refund once');
    const orders = await ordersOf();
    assert.deepEqual(orders.map((o) => o.status).sort(), ['REFUNDED', 'SENT']);
    const lines = (await kit.statement()).filter((line) => line.message === course);
    assert.deepEqual(lines.map((l) => [l.kind, l.amount]).sort(), [
      ['CHARGE', 49],
      ['CHARGE', 49],
      ['REFUND', -49],
    ]);
    // Replaying the refused order neither enrols nor refunds again.
    const replay = await kit.sendOrder(answers.indexOf(refused) % 2 === 0 ? first : second, course);
    assert.equal(replay.statusCode, 200);
    assert.equal(await sandboxRefunds(), refundsBefore + 1);
    assert.equal((await kit.outbox('PAYMENT_REFUND_RECEIPT')).length, 1, 'the refund receipt went out');
  });

  it('refunds a payment for a course the member was enrolled in meanwhile', async () => {
    const checkoutId = await kit.startCheckout(course);
    await kit.payWithCard(checkoutId, visa);
    // Enrolled by another way (the club added the member) before the order arrived.
    await app.db
      .insertInto('events_group_members')
      .values({ organization_id: kit.org, events_group_id: course, user_id: kit.userId, order_id: null })
      .execute();
    const order = await kit.sendOrder(checkoutId, course);
    assert.equal(order.json().statusOrder, 'NOT_ACCEPTED');
    assert.equal(order.json().result.code, 'ALREADY_ENROLLED_REFUNDED');
    assert.equal(await kit.enrolments(course), 1);
  });

  it('refuses an order whose checkout paid for another course (CONCEPT_MISMATCH)', async () => {
    const checkoutId = await kit.startCheckout(course);
    await kit.payWithCard(checkoutId, visa);
    const response = await kit.sendOrder(checkoutId, otherCourse);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'CONCEPT_MISMATCH');
    assert.equal((await ordersOf()).length, 0);
  });

  it('refuses a card payment from a browser that did not open the checkout', async () => {
    const checkoutId = await kit.startCheckout(course);
    const stranger = await kit.payWithCard(checkoutId, visa, 'f'.repeat(32));
    assert.equal(stranger.statusCode, 403);
    assert.equal(stranger.json().code, 'SANDBOX_SESSION_MISMATCH');
    const noKey = await kit.payWithCard(checkoutId, visa, '');
    assert.equal(noKey.statusCode, 403);
    const widget = await app.inject({
      method: 'GET',
      url: `/api/payment-sandbox/v1/paymentWidgets.js?checkoutId=${checkoutId}&key=nope`,
    });
    assert.equal(widget.statusCode, 403);
    assert.equal((await kit.sendOrder(checkoutId, course)).json().statusOrder, 'PENDING', 'nothing was paid');
  });

  it('does not read a provider answer without merchant transaction id or amount as a confirmation', async () => {
    const checkoutId = await kit.startCheckout(course);
    const row = await app.db
      .selectFrom('wallet_checkouts')
      .select('id')
      .where('provider_checkout_id', '=', checkoutId)
      .executeTakeFirstOrThrow();
    const checkout = (await findCheckoutById(app.db, row.id))!;
    const success: PaymentResult = {
      outcome: 'SUCCESS',
      code: '000.100.110',
      description: 'Request successfully processed',
      paymentId: 'PAY-1',
      amount: '49.00',
      merchantTransactionId: checkout.id,
    };
    const mailer = createMailer(null, app.log);
    for (const answer of [
      { ...success, merchantTransactionId: null },
      { ...success, amount: null },
      { ...success, amount: '1.00' },
      { ...success, merchantTransactionId: 'someone-else' },
    ]) {
      const provider = {
        name: 'sandbox',
        entityId: 'x',
        paymentStatus: async () => answer,
      } as unknown as PaymentProvider;
      const deps = { db: app.db, provider, mail: { db: app.db, mailer, smtpUrl: null, mailFrom: null, log: app.log } };
      const settlement = await settleCheckout(deps, checkout, { inBackground: false });
      assert.equal(settlement.state, 'DECLINED', JSON.stringify(answer));
    }
    assert.equal((await ordersOf()).length, 0);
    assert.equal(await kit.enrolments(course), 0);
  });
});
