import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/test-helpers.js';
import { createMailer } from '../../lib/mailer.js';
import { findCheckoutById } from '../wallets/index.js';
import {
  defaultPaymentConfig,
  encryptNotification,
  paymentKit,
  pendingCard,
  sandboxProvider,
  sandboxWebhookSecret,
  webhookPath,
} from '../../testing/payment-support.js';
import { settleDueCheckouts } from './settle.js';

let app: FastifyInstance;
let kit: Awaited<ReturnType<typeof paymentKit>>;
let course: string;

before(async () => {
  // The job is run by the tests (settleEveryMs 0); the pending card settles as soon as asked.
  app = await buildTestApp({ payment: { ...defaultPaymentConfig, settleEveryMs: 0, sandboxPendingMs: 0 } });
  kit = await paymentKit(app);
  course = await kit.courseId('Schwimmkurs für Erwachsene');
});
after(() => app.close());
beforeEach(() => kit.reset(course));

const settle = () => app.jobs.runNow('payment-settlement');
const checkoutRow = (providerCheckoutId: string) =>
  app.db
    .selectFrom('wallet_checkouts')
    .selectAll()
    .where('provider_checkout_id', '=', providerCheckoutId)
    .executeTakeFirstOrThrow();

async function pendingCheckout(): Promise<string> {
  const checkoutId = await kit.startCheckout(course);
  await kit.payWithCard(checkoutId, pendingCard);
  const order = await kit.sendOrder(checkoutId, course);
  assert.equal(order.json().statusOrder, 'PENDING');
  return checkoutId;
}

describe('pending payments settle by themselves', () => {
  it('enrols and mails the member when the provider settles and notifies, without the member', async () => {
    const checkoutId = await pendingCheckout();
    assert.equal(await kit.enrolments(course), 0);
    assert.ok((await checkoutRow(checkoutId)).next_check_at, 'the job will ask again');
    await settle();
    assert.equal(await kit.enrolments(course), 1);
    assert.equal((await checkoutRow(checkoutId)).status, 'PAID');
    assert.equal((await kit.outbox('PAYMENT_RECEIPT')).length, 1);
    // The member's return later finds the same order.
    assert.equal((await kit.sendOrder(checkoutId, course)).json().statusOrder, 'SENT');
    assert.equal((await kit.outbox('PAYMENT_RECEIPT')).length, 1, 'one receipt');
  });

  it('asks the provider itself when no notification came, and backs off while it stays pending', async () => {
    const checkoutId = await pendingCheckout();
    // The provider has not settled yet: the job's question is answered "pending".
    await app.db
      .updateTable('payment_sandbox_checkouts')
      .set({ settles_at: null })
      .where('id', '=', checkoutId)
      .execute();
    await app.db
      .updateTable('wallet_checkouts')
      .set({ next_check_at: new Date(Date.now() - 1000) })
      .where('provider_checkout_id', '=', checkoutId)
      .execute();
    await settle();
    const first = await checkoutRow(checkoutId);
    assert.equal(first.status, 'OPEN');
    assert.equal(first.check_attempts, 1);
    const wait1 = new Date(first.next_check_at!).getTime() - Date.now();
    await app.db
      .updateTable('wallet_checkouts')
      .set({ next_check_at: new Date(Date.now() - 1000) })
      .where('provider_checkout_id', '=', checkoutId)
      .execute();
    await settle();
    const wait2 = new Date((await checkoutRow(checkoutId)).next_check_at!).getTime() - Date.now();
    assert.ok(wait2 > wait1 * 1.5, `the second wait (${wait2} ms) is longer than the first (${wait1} ms)`);

    // Now the provider settles silently (no notification): the next pass finds it.
    await app.db
      .updateTable('payment_sandbox_checkouts')
      .set({ result_code: '000.100.110', result_description: 'Request successfully processed' })
      .where('id', '=', checkoutId)
      .execute();
    await app.db
      .updateTable('wallet_checkouts')
      .set({ next_check_at: new Date(Date.now() - 1000) })
      .where('provider_checkout_id', '=', checkoutId)
      .execute();
    // Two replicas' passes at once (the runner of one process never overlaps itself, so the
    // pass is called directly twice): SKIP LOCKED and the lease let only one of them take it.
    const mailer = createMailer(null, app.log);
    const deps = {
      db: app.db,
      provider: sandboxProvider(app.db, { widgetBaseUrl: '/api/payment-sandbox', key: Buffer.alloc(32) }),
      mail: { db: app.db, mailer, smtpUrl: null, mailFrom: null, log: app.log },
    };
    const load = (id: string) => findCheckoutById(app.db, id);
    const decided = await Promise.all([settleDueCheckouts(deps, load), settleDueCheckouts(deps, load)]);
    assert.deepEqual(decided.sort(), [0, 1]);
    assert.equal(await kit.enrolments(course), 1);
    assert.equal((await kit.outbox('PAYMENT_RECEIPT')).length, 1);
  });

  it('mails the member when a pending payment fails, and does not enrol', async () => {
    const checkoutId = await pendingCheckout();
    await app.db
      .updateTable('payment_sandbox_checkouts')
      .set({ settle_code: '800.100.151', settle_description: 'transaction declined (invalid card)' })
      .where('id', '=', checkoutId)
      .execute();
    await settle();
    assert.equal(await kit.enrolments(course), 0);
    assert.equal((await checkoutRow(checkoutId)).status, 'DECLINED');
    const mails = await kit.outbox('PAYMENT_FAILED');
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.subject, /Schwimmkurs für Erwachsene/);
    assert.match(mails[0]!.text_body, /nichts abgebucht/);
  });

  it('refuses a notification that is not signed with the webhook secret', async () => {
    const checkoutId = await pendingCheckout();
    const row = await checkoutRow(checkoutId);
    const notification = { type: 'PAYMENT', payload: { merchantTransactionId: row.id } };
    const forged = encryptNotification('ab'.repeat(32), notification);
    const refused = await app.inject({
      method: 'POST',
      url: `/api${webhookPath}`,
      headers: forged.headers,
      payload: forged.body,
    });
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().code, 'INVALID_SIGNATURE');
    const bare = await app.inject({
      method: 'POST',
      url: `/api${webhookPath}`,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    assert.equal(bare.statusCode, 401);

    // Signed, but the provider still says pending: nothing is enrolled on the notification's word.
    await app.db
      .updateTable('payment_sandbox_checkouts')
      .set({ settles_at: null })
      .where('id', '=', checkoutId)
      .execute();
    const key = createHmac('sha256', Buffer.from(app.config.jwtSecret)).update('payment-sandbox').digest();
    const signed = encryptNotification(sandboxWebhookSecret(key), {
      type: 'PAYMENT',
      payload: { merchantTransactionId: row.id, result: { code: '000.100.110' } },
    });
    const accepted = await app.inject({
      method: 'POST',
      url: `/api${webhookPath}`,
      headers: signed.headers,
      payload: signed.body,
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal(await kit.enrolments(course), 0);
  });
});
