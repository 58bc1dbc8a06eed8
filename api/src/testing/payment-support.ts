import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { bearer, orgId, userToken } from './test-helpers.js';

// The provider's side of a payment, played by tests (config, the sandbox, its signed notifications).
export { defaultPaymentConfig } from '../modules/payments/config.js';
export { sandboxProvider } from '../modules/payments/sandbox.js';
export { encryptNotification, sandboxWebhookSecret, webhookPath } from '../modules/payments/webhook.js';

export const visa = '4200000000000000';
export const declined = '4000000000000002';
export const pendingCard = '4000000000000259';

/** What a member's browser does with the payment API (checkout, sandbox widget, order). */
export async function paymentKit(app: FastifyInstance, email = 'member@demo.club') {
  const org = await orgId(app);
  const token = await userToken(app, org, email);
  const userId = (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;
  const widgetKeys = new Map<string, string>();
  const api = (path: string) => `/api${path}`;
  const future = String(new Date().getUTCFullYear() + 2);

  const courseId = async (name: string) =>
    (
      await app.db
        .selectFrom('events_groups')
        .select('id')
        .where('organization_id', '=', org)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  const checkoutResponse = (concept: string, amount = 49, lang = 'de', participantId?: string) =>
    app.inject({
      method: 'POST',
      url: api(`/wallets-service/organizations/${org}/users/${userId}/wallets/checkout`),
      headers: { ...bearer(token), 'accept-language': lang },
      payload: {
        amount,
        concept,
        ...(participantId ? { participantId } : {}),
        depositMethods: { currency: 'EUR', type: 'CHECKOUT', paymentType: 'DB', paymentBrand: 'VISA' },
      },
    });

  /**
   * The provider's checkout answer (its id and the widget's address); keeps the widget's key for
   * payWithCard. `participantId`: a child of the member who takes part (issue 21 item 4).
   */
  async function checkout(concept: string, amount = 49, participantId?: string) {
    const response = await checkoutResponse(concept, amount, 'de', participantId);
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json<{ originalResponse: { id: string }; widgetUrl: string }>();
    widgetKeys.set(answer.originalResponse.id, new URL(answer.widgetUrl, 'http://x').searchParams.get('key') ?? '');
    return answer;
  }

  async function startCheckout(concept: string, amount = 49, participantId?: string): Promise<string> {
    return (await checkout(concept, amount, participantId)).originalResponse.id;
  }

  /** What the widget does in the browser: send the card to the provider (the sandbox). */
  const payWithCard = (checkoutId: string, number: string, key = widgetKeys.get(checkoutId) ?? '', cvv = '123') =>
    app.inject({
      method: 'POST',
      url: api(`/payment-sandbox/v1/checkouts/${checkoutId}/payment`),
      headers: { 'x-sandbox-key': key },
      payload: { number, holder: 'Lena Wagner', expiryMonth: '12', expiryYear: future, cvv },
    });

  const sendOrder = (checkoutId: string, concept: string) =>
    app.inject({
      method: 'POST',
      url: api(`/orders-service/organizations/${org}/users/${userId}/orders`),
      headers: bearer(token),
      payload: {
        orderItems: [
          { vendorId: null, storageId: null, productId: '00000000-0000-0000-0000-000000000000', quantity: 1 },
        ],
        paymentMethod: 'VISA_MASTER',
        concept,
        paymentRequest: { checkoutId },
      },
    });

  /** Pays a course by card and sends its order, the browser's whole way; answers the SENT order's id. */
  async function paidOrder(concept: string, lang = 'de'): Promise<string> {
    const started = await checkoutResponse(concept, 49, lang);
    assert.equal(started.statusCode, 200, started.body);
    const checkoutId = started.json().originalResponse.id as string;
    // The widget's key comes with the answer (as in the browser).
    const key = new URL(started.json().widgetUrl, 'http://x').searchParams.get('key') ?? '';
    await payWithCard(checkoutId, visa, key);
    const order = await sendOrder(checkoutId, concept);
    assert.equal(order.json().statusOrder, 'SENT', order.body);
    return order.json<{ id: string }>().id;
  }

  const statement = async () => {
    const wallet = await app.inject({
      method: 'GET',
      url: api(`/wallets-service/organizations/${org}/users/${userId}/wallets`),
      headers: bearer(token),
    });
    assert.equal(wallet.statusCode, 200, wallet.body);
    return wallet.json<{
      data: { walletStatement: Array<{ amount: number; kind?: string; message: string; orderId: string }> };
    }>().data.walletStatement;
  };

  const enrolments = async (concept: string) =>
    (
      await app.db
        .selectFrom('events_group_members')
        .select('user_id')
        .where('events_group_id', '=', concept)
        .where('user_id', '=', userId)
        .execute()
    ).length;

  const outbox = async (template: string) =>
    app.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'text_body'])
      .where('template', '=', template)
      .where('recipient', '=', email)
      .orderBy('created_at')
      .execute();

  /** A course's price as its product holds it, in cents. */
  const priceCents = async (course: string) => {
    const product = await courseProduct(app, course).select('price').executeTakeFirstOrThrow();
    return Math.round(Number(product.price) * 100);
  };

  /** The member's credit, as the members area shows it. */
  const creditCents = async () => {
    const wallet = await app.inject({
      method: 'GET',
      url: api(`/wallets-service/organizations/${org}/users/${userId}/wallets`),
      headers: bearer(token),
    });
    assert.equal(wallet.statusCode, 200, wallet.body);
    return wallet.json<{ data: { creditCents: number } }>().data.creditCents;
  };

  /** A coach cancels a course's next date at least three days ahead; answers the credit it gave. */
  const cancelComingDate = async (coachToken: string, course: string): Promise<number> => {
    const [date] = await app.db
      .selectFrom('schedule_occurrences')
      .select('id')
      .where('events_group_id', '=', course)
      .where('cancelled', '=', false)
      .where('starts_at', '>', new Date(Date.now() + 3 * 86_400_000))
      .orderBy('starts_at')
      .execute();
    const before = await creditCents();
    const cancelled = await app.inject({
      method: 'DELETE',
      url: api(`/calendar-service/organizations/${org}/schedule/${date!.id}?scope=occurrence`),
      headers: bearer(coachToken),
    });
    assert.equal(cancelled.statusCode, 204, cancelled.body);
    return (await creditCents()) - before;
  };

  /** Forgets the member's payments of a course, so each test starts from a fresh place. */
  const reset = async (concept: string) => {
    await app.db
      .deleteFrom('events_group_members')
      .where('events_group_id', '=', concept)
      .where('user_id', '=', userId)
      .execute();
    const orders = app.db.selectFrom('orders').select('id').where('user_id', '=', userId);
    await app.db.deleteFrom('wallet_statements').where('order_id', 'in', orders).execute();
    await app.db.deleteFrom('orders').where('user_id', '=', userId).execute();
    await app.db.deleteFrom('wallet_checkouts').where('user_id', '=', userId).execute();
    await app.db.deleteFrom('outbox').where('recipient', '=', email).execute();
  };

  return {
    reset,
    org,
    token,
    userId,
    api,
    courseId,
    checkoutResponse,
    checkout,
    startCheckout,
    payWithCard,
    sendOrder,
    paidOrder,
    statement,
    enrolments,
    outbox,
    priceCents,
    creditCents,
    cancelComingDate,
  };
}

/** The product that sells a course (its tags name the course), the one on sale. */
const courseProduct = (app: FastifyInstance, course: string) =>
  app.db
    .selectFrom('products')
    .where(sql<boolean>`tags @> ${JSON.stringify({ eventsGroupId: [course] })}::jsonb`)
    .where('status', '=', 1);

export async function courseProductId(app: FastifyInstance, course: string): Promise<string> {
  return (await courseProduct(app, course).select('id').executeTakeFirstOrThrow()).id;
}

/** Leaves exactly `free` places in the course (other people may hold places in the demo). */
export async function leavePlaces(app: FastifyInstance, course: string, free: number): Promise<void> {
  const taken = await app.db
    .selectFrom('events_group_members')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('events_group_id', '=', course)
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable('products')
    .set({ stock: Number(taken.n) + free })
    .where('id', '=', await courseProductId(app, course))
    .execute();
}
