import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, userToken } from '../../testing/test-helpers.js';
import { courseProductId, leavePlaces, paymentKit } from '../../testing/payment-support.js';

// Issue 33: the course's life after payment, one price, honest places.
type Kit = Awaited<ReturnType<typeof paymentKit>>;

let app: FastifyInstance;
let member: Kit;
let admin: Kit;
let coach: Kit;
let course: string;
let contentId: string;
let productId: string;
let adminToken: string;
let coachToken: string;
const realNow = Date.now;

before(async () => {
  app = await buildTestApp();
  member = await paymentKit(app, 'member@demo.club');
  admin = await paymentKit(app, 'admin@demo.club');
  coach = await paymentKit(app, 'coach@demo.club');
  course = await member.courseId('Schwimmkurs für Erwachsene');
  const group = await app.db
    .selectFrom('events_groups')
    .select('content_id')
    .where('id', '=', course)
    .executeTakeFirstOrThrow();
  contentId = group.content_id!;
  productId = await courseProductId(app, course);
  adminToken = await userToken(app, member.org, 'admin@demo.club');
  coachToken = await userToken(app, member.org, 'coach@demo.club');
});
after(() => app.close());
beforeEach(async () => {
  app.config.now = realNow;
  await app.db.updateTable('products').set({ stock: 15 }).where('id', '=', productId).execute();
  for (const kit of [member, admin, coach]) await kit.reset(course);
});

/** The course block's data as the page answer (and so the server render) has it. */
async function offerOnPage(lang = 'de') {
  const page = await app.inject({
    method: 'GET',
    url: `/api/content-service/organizations/${member.org}/content/${contentId}`,
    headers: { ...bearer(member.token), 'accept-language': lang },
  });
  assert.equal(page.statusCode, 200, page.body);
  const template = page
    .json<{
      templates: Array<{
        type: string;
        metadata?: { eventsGroupId?: string; offer?: Record<string, unknown> };
        fields: Array<{ id: string; name: string }>;
        elements: Array<{ values: Array<{ fieldId: string; value: string }> }>;
      }>;
    }>()
    .templates.find((t) => t.type === 'COURSE' && t.metadata?.eventsGroupId === course)!;
  const priceField = template.fields.find((f) => f.name === 'price')!.id;
  const shownPrice = template.elements[0]!.values.find((v) => v.fieldId === priceField)?.value;
  return { offer: template.metadata!.offer as { price: number; placesLeft: number; isClosed: boolean }, shownPrice };
}

async function setPrice(price: number) {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/products-service/organizations/${member.org}/products/${productId}`,
    headers: bearer(adminToken),
    payload: [{ op: 'replace', path: '/price', value: price }],
  });
  assert.equal(response.statusCode, 200, response.body);
}

const comingDates = () =>
  app.db
    .selectFrom('schedule_occurrences')
    .select(['id', 'starts_at'])
    .where('events_group_id', '=', course)
    .where('cancelled', '=', false)
    .where('starts_at', '>', new Date())
    .orderBy('starts_at')
    .execute();

const myOrders = async (kit: Kit) =>
  (
    await app.inject({
      method: 'GET',
      url: kit.api(`/orders-service/organizations/${kit.org}/users/${kit.userId}/orders`),
      headers: bearer(kit.token),
    })
  ).json<Array<{ id: string; status: string; canCancel: boolean; cancelUntil: string | null }>>();

describe('one price', () => {
  it('shows a changed product price on the next page answer, charges it, and offers no booking at 0', async () => {
    assert.equal((await offerOnPage()).offer.price, 49);
    await setPrice(59.5);
    const page = await offerOnPage();
    assert.equal(page.offer.price, 59.5, 'the page answer (what the server render reads) has the new price');
    assert.equal(page.shownPrice, '59,50', 'the course template (the editor) shows it too');
    assert.equal((await offerOnPage('en')).shownPrice, '59.50');
    const old = await member.checkoutResponse(course, 49);
    assert.equal(old.statusCode, 400);
    assert.equal(old.json().code, 'AMOUNT_MISMATCH');
    assert.equal((await member.checkoutResponse(course, 59.5)).statusCode, 200);
    await member.reset(course);
    await setPrice(0);
    assert.equal((await offerOnPage()).offer.price, 0);
    const free = await member.checkoutResponse(course, 0.01, 'en');
    assert.equal(free.statusCode, 409);
    assert.equal(free.json().code, 'COURSE_FREE');
    assert.match(free.json().message, /costs nothing/);
    await setPrice(49);
  });
});

describe('honest places', () => {
  it('holds the last place for the checkout that started first; giving up frees it at once', async () => {
    await leavePlaces(app, course, 1);
    assert.equal((await offerOnPage()).offer.placesLeft, 1);
    const started = await member.checkoutResponse(course);
    assert.equal(started.statusCode, 200, started.body);
    assert.equal((await offerOnPage()).offer.placesLeft, 0, 'the page shows the held place as gone');
    const refused = await coach.checkoutResponse(course, 49, 'en');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'COURSE_FULL');
    // The member closes the payment step: the checkout ends and its place is free.
    const abandoned = await app.inject({
      method: 'DELETE',
      url: member.api(
        `/wallets-service/organizations/${member.org}/users/${member.userId}/wallets/checkout/${started.json().originalResponse.id}`,
      ),
      headers: bearer(member.token),
    });
    assert.equal(abandoned.statusCode, 204, abandoned.body);
    assert.equal((await offerOnPage()).offer.placesLeft, 1);
    assert.equal((await coach.checkoutResponse(course)).statusCode, 200);
  });

  it('lets a hold run out: after its minutes the place is for the next buyer', async () => {
    await leavePlaces(app, course, 1);
    // Step 1, 20 minutes ago: the member starts paying (the hold lasts 15 minutes).
    app.config.now = () => realNow() - 20 * 60_000;
    assert.equal((await member.checkoutResponse(course)).statusCode, 200);
    // Step 2, now: the hold is over.
    app.config.now = realNow;
    assert.equal((await coach.checkoutResponse(course)).statusCode, 200);
    assert.equal((await member.checkoutResponse(course)).json().code, 'COURSE_FULL', 'now the coach holds it');
  });
});

describe('self-cancellation deadline', () => {
  it('follows the course rule "N days before the next date", with the deadline in the member’s orders', async () => {
    await member.paidOrder(course);
    await app.db
      .updateTable('events_groups')
      .set({ cancellation_rule: 'DAYS_BEFORE_NEXT', cancellation_days: 2 })
      .where('id', '=', course)
      .execute();
    after(() =>
      app.db
        .updateTable('events_groups')
        .set({ cancellation_rule: 'FIRST_ATTENDABLE', cancellation_days: 0 })
        .where('id', '=', course)
        .execute(),
    );
    const dates = await comingDates();
    // A date with a week before it (weekly course): three days before it, then one day before it.
    const date = dates.find(
      (d, i) => i > 0 && d.starts_at.getTime() - dates[i - 1]!.starts_at.getTime() >= 4 * 86_400_000,
    )!;
    const deadline = new Date(date.starts_at.getTime() - 2 * 86_400_000).toISOString();
    app.config.now = () => date.starts_at.getTime() - 3 * 86_400_000;
    let mine = (await myOrders(member))[0]!;
    assert.deepEqual([mine.canCancel, mine.cancelUntil], [true, deadline]);
    app.config.now = () => date.starts_at.getTime() - 1 * 86_400_000;
    mine = (await myOrders(member))[0]!;
    assert.deepEqual([mine.canCancel, mine.cancelUntil], [false, deadline]);
  });
});

describe('a course without coming dates', () => {
  it('refunds every paid order exactly once when two people remove the last date at the same time', async () => {
    const memberOrder = await member.paidOrder(course, 'de');
    const adminOrder = await admin.paidOrder(course, 'en');
    const dates = await comingDates();
    const last = dates[0]!;
    // Every coming date but one is cancelled already; two people now remove the last one at once.
    await app.db
      .updateTable('schedule_occurrences')
      .set({ cancelled: true })
      .where(
        'id',
        'in',
        dates.slice(1).map((d) => d.id),
      )
      .execute();
    const removals = await Promise.all(
      [adminToken, coachToken].map((token) =>
        app.inject({
          method: 'DELETE',
          url: `/api/calendar-service/organizations/${member.org}/schedule/${last.id}?scope=occurrence`,
          headers: bearer(token),
        }),
      ),
    );
    assert.deepEqual(
      removals.map((r) => r.statusCode),
      [204, 204],
      removals.map((r) => r.body).join(),
    );
    const orders = await app.db
      .selectFrom('orders')
      .select(['id', 'status', 'refund_reason', 'provider_payment_id'])
      .where('id', 'in', [memberOrder, adminOrder])
      .execute();
    assert.deepEqual(
      orders.map((o) => [o.status, o.refund_reason]),
      [
        ['REFUNDED', 'COURSE_CANCELLED'],
        ['REFUNDED', 'COURSE_CANCELLED'],
      ],
    );
    for (const order of orders) {
      const refunds = await app.db
        .selectFrom('payment_sandbox_refunds')
        .select('id')
        .where('payment_id', '=', order.provider_payment_id!)
        .execute();
      assert.equal(refunds.length, 1, 'the provider refunded the payment once');
    }
    const memberLines = (await member.statement()).filter((l) => l.orderId === memberOrder);
    assert.deepEqual(memberLines.map((l) => l.amount).sort(), [-49, 49]);
    const germanMail = await member.outbox('PAYMENT_REFUND_RECEIPT');
    assert.equal(germanMail.length, 1);
    assert.match(germanMail[0]!.text_body, /Der Verein hat den Kurs abgesagt/);
    const englishMail = await admin.outbox('PAYMENT_REFUND_RECEIPT');
    assert.equal(englishMail.length, 1);
    assert.match(englishMail[0]!.text_body, /The club cancelled the course/);
    // The members area shows the refund; the course cannot be booked or cancelled any more.
    const mine = (await myOrders(member)).find((o) => o.id === memberOrder)!;
    assert.deepEqual([mine.status, mine.canCancel], ['REFUNDED', false]);
    assert.equal((await offerOnPage()).offer.isClosed, true);
    const closed = await member.checkoutResponse(course, 49, 'en');
    assert.equal(closed.statusCode, 409);
    assert.equal(closed.json().code, 'COURSE_CLOSED');
    assert.match(closed.json().message, /no coming dates/);
    const closedDe = await member.checkoutResponse(course, 49, 'de');
    assert.match(closedDe.json().message, /keine kommenden Termine/);
    // A date planned again opens the course again.
    await app.db.updateTable('schedule_occurrences').set({ cancelled: false }).where('id', '=', last.id).execute();
    const reopen = await app.inject({
      method: 'DELETE',
      url: `/api/calendar-service/organizations/${member.org}/schedule/${dates[1]!.id}?scope=occurrence`,
      headers: bearer(adminToken),
    });
    assert.equal(reopen.statusCode, 204);
    assert.equal((await offerOnPage()).offer.isClosed, false);
  });
});
