import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, userToken } from '../../testing/test-helpers.js';
import { declined, paymentKit, visa } from '../../testing/payment-support.js';

let app: FastifyInstance;
let member: Awaited<ReturnType<typeof paymentKit>>;
let org: string;
let token: string;
let userId: string;
let courseId: string;
let enrolledCourseId: string;

const api = (path: string) => `/api${path}`;
const startCheckout = () => member.checkout(courseId);
const payWithCard = (checkoutId: string, number: string, cvv?: string) =>
  member.payWithCard(checkoutId, number, undefined, cvv);
const sendOrder = (checkoutId: string) => member.sendOrder(checkoutId, courseId);

const countOrders = async () =>
  (await app.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length;

before(async () => {
  app = await buildTestApp();
  member = await paymentKit(app, 'member@demo.club');
  ({ org, token, userId } = member);
  // The seed made the demo course pages bookable (the member already takes part in Rückenfit).
  courseId = await member.courseId('Schwimmkurs für Erwachsene');
  enrolledCourseId = await member.courseId('Rückenfit');
});
after(() => app.close());

describe('card payment with the sandbox provider', () => {
  it('refuses an amount other than the course price', async () => {
    const response = await app.inject({
      method: 'POST',
      url: api(`/wallets-service/organizations/${org}/users/${userId}/wallets/checkout`),
      headers: bearer(token),
      payload: {
        amount: 1,
        concept: courseId,
        depositMethods: { currency: 'EUR', type: 'CHECKOUT', paymentType: 'DB', paymentBrand: 'VISA' },
      },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'AMOUNT_MISMATCH');
  });

  it('refuses an amount with more than two decimals (the price plus a fraction of a cent)', async () => {
    for (const amount of [49.0000001, 49.001]) {
      const response = await app.inject({
        method: 'POST',
        url: api(`/wallets-service/organizations/${org}/users/${userId}/wallets/checkout`),
        headers: { ...bearer(token), 'accept-language': 'en' },
        payload: {
          amount,
          concept: courseId,
          depositMethods: { currency: 'EUR', type: 'CHECKOUT', paymentType: 'DB', paymentBrand: 'VISA' },
        },
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), {
        code: 'VALIDATION_ERROR',
        message: 'amount: Amounts have at most two decimals (cents).',
        title: 'Validation Error',
      });
    }
  });

  it('serves its widget for a checkout', async () => {
    const { widgetUrl, originalResponse } = await startCheckout();
    assert.match(widgetUrl, /paymentWidgets\.js\?checkoutId=/);
    const script = await app.inject({ method: 'GET', url: widgetUrl });
    assert.equal(script.statusCode, 200);
    assert.match(script.headers['content-type'] as string, /javascript/);
    assert.ok(script.body.includes(originalResponse.id));
  });

  it('refuses invalid card fields with the spec messages', async () => {
    const { originalResponse } = await startCheckout();
    const response = await payWithCard(originalResponse.id, '1234', '12');
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /Ungültige Kartennummer|Invalid card number\./);
  });

  it('does not accept the order before the card was paid, nor a declined card', async () => {
    const first = await startCheckout();
    const unpaid = await sendOrder(first.originalResponse.id);
    assert.equal(unpaid.json().statusOrder, 'PENDING');
    const charge = await payWithCard(first.originalResponse.id, declined);
    assert.equal(charge.json().result.code, '800.100.151');
    const order = await sendOrder(first.originalResponse.id);
    assert.equal(order.statusCode, 200);
    assert.equal(order.json().statusOrder, 'NOT_ACCEPTED');
    assert.equal(await countOrders(), 0);
  });

  it('creates exactly one order for two concurrent confirmations, and enrols the member', async () => {
    const { originalResponse } = await startCheckout();
    const charge = await payWithCard(originalResponse.id, visa);
    assert.equal(charge.json().result.code, '000.100.110');
    const [a, b] = await Promise.all([sendOrder(originalResponse.id), sendOrder(originalResponse.id)]);
    assert.equal(a.json().statusOrder, 'SENT');
    assert.equal(b.json().statusOrder, 'SENT');
    assert.equal(a.json().id, b.json().id);
    // Reopening the return URL sends the order again: still the same one.
    const again = await sendOrder(originalResponse.id);
    assert.equal(again.json().id, a.json().id);
    assert.equal(await countOrders(), 1);

    const wallet = await app.inject({
      method: 'GET',
      url: api(`/wallets-service/organizations/${org}/users/${userId}/wallets`),
      headers: bearer(token),
    });
    const statement = wallet.json().data.walletStatement;
    assert.equal(statement.length, 1);
    assert.equal(statement[0].message, courseId);
    assert.equal(statement[0].amount, 49);
    assert.equal(statement[0].courseName, 'Schwimmkurs für Erwachsene');

    const courses = await app.inject({
      method: 'GET',
      url: api(`/users-service/organizations/${org}/users/${userId}/courses`),
      headers: bearer(token),
    });
    const mine = courses.json().find((c: { id: string }) => c.id === courseId);
    assert.ok(mine, 'the course is under My Courses');
    assert.match(mine.nextDate, /^\d{4}-\d{2}-\d{2}T18:30:00\.000\+0[12]:00$/, 'the next class from the calendar');

    // Paying for a course the member already takes part in is refused (this one and Rückenfit).
    for (const concept of [courseId, enrolledCourseId]) {
      const again = await app.inject({
        method: 'POST',
        url: api(`/wallets-service/organizations/${org}/users/${userId}/wallets/checkout`),
        headers: bearer(token),
        payload: {
          amount: 49,
          concept,
          depositMethods: { currency: 'EUR', type: 'CHECKOUT', paymentType: 'DB', paymentBrand: 'VISA' },
        },
      });
      assert.equal(again.statusCode, 409);
    }
  });

  it('never stores the card number or the CVV', async () => {
    const tables = ['payment_sandbox_checkouts', 'wallet_checkouts', 'orders', 'wallet_statements'] as const;
    for (const table of tables) {
      const rows = await app.db.selectFrom(table).selectAll().execute();
      const text = JSON.stringify(rows);
      assert.ok(!text.includes(visa) && !text.includes(declined), `${table} holds no card number`);
    }
  });

  it("keeps another member from using someone's checkout", async () => {
    const adminToken = await userToken(app, org, 'admin@demo.club');
    const response = await app.inject({
      method: 'POST',
      url: api(`/orders-service/organizations/${org}/users/${userId}/orders`),
      headers: bearer(adminToken),
      payload: {
        orderItems: [{ vendorId: null, storageId: null, productId: 'x', quantity: 1 }],
        paymentMethod: 'VISA_MASTER',
        concept: courseId,
        paymentRequest: { checkoutId: 'whatever' },
      },
    });
    assert.equal(response.statusCode, 403);
  });
});
