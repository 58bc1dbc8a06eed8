import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { bearer, buildTestApp, userToken } from '../../testing/test-helpers.js';
import { paymentKit, visa } from '../../testing/payment-support.js';
import { berlinDate } from '../../lib/contracts.js';

let app: FastifyInstance;
let kit: Awaited<ReturnType<typeof paymentKit>>;
let course: string;
let admin: string;
/** Moves the course's classes on the calendar (the demo course began weeks ago). */
const shiftCourse = (years: number) =>
  sql`UPDATE schedule_occurrences SET starts_at = starts_at + make_interval(years => ${years}),
    ends_at = ends_at + make_interval(years => ${years}) WHERE events_group_id = ${course}`.execute(app.db);

before(async () => {
  app = await buildTestApp();
  kit = await paymentKit(app);
  course = await kit.courseId('Schwimmkurs für Erwachsene');
  admin = await userToken(app, kit.org, 'admin@demo.club');
});
after(() => app.close());
beforeEach(() => kit.reset(course));

async function paidOrder(): Promise<string> {
  const checkoutId = await kit.startCheckout(course);
  await kit.payWithCard(checkoutId, visa);
  const order = await kit.sendOrder(checkoutId, course);
  assert.equal(order.json().statusOrder, 'SENT');
  return order.json().id;
}

const cancel = () =>
  app.inject({
    method: 'POST',
    url: kit.api(`/orders-service/organizations/${kit.org}/users/${kit.userId}/courses/${course}/cancel`),
    headers: bearer(kit.token),
  });
const myOrders = async () =>
  (
    await app.inject({
      method: 'GET',
      url: kit.api(`/orders-service/organizations/${kit.org}/users/${kit.userId}/orders`),
      headers: bearer(kit.token),
    })
  ).json<Array<{ id: string; status: string; canCancel: boolean }>>();

describe('refunds and cancellations', () => {
  it('lets the member cancel before the first date: refunded, place freed, both lines on the statement', async () => {
    await shiftCourse(2);
    after(() => shiftCourse(-2));
    const orderId = await paidOrder();
    assert.equal((await myOrders())[0]!.canCancel, true);
    const response = await cancel();
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { id: orderId, status: 'REFUNDED' });
    assert.equal(await kit.enrolments(course), 0, 'the place is free again');
    const lines = (await kit.statement()).filter((l) => l.orderId === orderId);
    assert.deepEqual(
      lines.map((l) => [l.kind, l.amount]),
      [
        ['REFUND', -49],
        ['CHARGE', 49],
      ],
    );
    const mails = await kit.outbox('PAYMENT_REFUND_RECEIPT');
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.text_body, /Erstatteter Betrag: 49,00\s€/);
    assert.match(mails[0]!.text_body, /vor Kursbeginn storniert/);
    // Cancelling again: nothing left to refund.
    assert.equal((await cancel()).json().code, 'NO_PAID_ORDER');
    // And the course can be booked again.
    assert.equal((await kit.checkoutResponse(course)).statusCode, 200);
  });

  it('lets a member who books a running course cancel until the next date, then refuses, saying until when', async () => {
    await paidOrder();
    // The demo course began weeks ago; the first date this member could attend is the next one.
    assert.equal((await myOrders())[0]!.canCancel, true, 'booked today: the next date is still ahead');
    const next = await app.db
      .selectFrom('schedule_occurrences')
      .select('starts_at')
      .where('events_group_id', '=', course)
      .where('cancelled', '=', false)
      .where('starts_at', '>', new Date())
      .orderBy('starts_at')
      .executeTakeFirstOrThrow();
    const realNow = app.config.now;
    app.config.now = () => next.starts_at.getTime() + 60_000;
    after(() => (app.config.now = realNow));
    const mine = (await myOrders())[0]! as { canCancel: boolean; cancelUntil?: string };
    assert.equal(mine.canCancel, false);
    assert.equal(mine.cancelUntil, next.starts_at.toISOString());
    const response = await cancel();
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().code, 'CANCELLATION_CLOSED');
    assert.match(response.json().message, new RegExp(berlinDate(next.starts_at)));
    assert.equal(await kit.enrolments(course), 1);
    app.config.now = realNow;
  });

  it('lets an administrator refund any order with a reason, once', async () => {
    const orderId = await paidOrder();
    const refund = (token: string) =>
      app.inject({
        method: 'POST',
        url: kit.api(`/orders-service/organizations/${kit.org}/orders/${orderId}/refund`),
        headers: bearer(token),
        payload: { reason: 'Kurs fällt wegen Hallensanierung aus' },
      });
    assert.equal((await refund(kit.token)).statusCode, 403, 'not the member');
    const response = await refund(admin);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().status, 'REFUNDED');
    assert.equal(await kit.enrolments(course), 0);
    assert.match((await kit.outbox('PAYMENT_REFUND_RECEIPT'))[0]!.text_body, /Hallensanierung/);
    const again = await refund(admin);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'NOT_REFUNDABLE');
  });

  it('prints the receipt with the club address and, for a VAT-exempt club, the exemption', async () => {
    const settings = await app.inject({
      method: 'PUT',
      url: kit.api(`/orders-service/organizations/${kit.org}/payment-settings`),
      headers: bearer(admin),
      payload: {
        clubAddress: 'TSV Demo e. V.\nSüdliche Münchner Str. 12\n82031 Grünwald',
        vatExempt: true,
        vatExemptionNote: 'Steuerfrei nach § 4 Nr. 22 b UStG',
      },
    });
    assert.equal(settings.statusCode, 200, settings.body);
    const orderId = await paidOrder();
    const receipt = await app.inject({
      method: 'GET',
      url: kit.api(`/orders-service/organizations/${kit.org}/users/${kit.userId}/orders/${orderId}/receipt`),
      headers: bearer(kit.token),
    });
    assert.equal(receipt.statusCode, 200, receipt.body);
    const body = receipt.json();
    assert.equal(body.amountCents, 4900);
    assert.equal(body.course, 'Schwimmkurs für Erwachsene');
    assert.equal(body.vatExempt, true);
    assert.match(body.clubAddress, /82031 Grünwald/);
    assert.match(body.paymentMethod, /VISA/);
    assert.match(body.orderNumber, /^\d{4}-\d{6}$/);
    const mail = (await kit.outbox('PAYMENT_RECEIPT'))[0]!;
    assert.match(mail.text_body, /Steuerfrei nach § 4 Nr. 22 b UStG/);
    assert.match(mail.text_body, /82031 Grünwald/);
    assert.match(mail.text_body, new RegExp(body.orderNumber));
    // Another member cannot read it.
    const other = await userToken(app, kit.org, 'coach@demo.club');
    const foreign = await app.inject({
      method: 'GET',
      url: kit.api(`/orders-service/organizations/${kit.org}/users/${kit.userId}/orders/${orderId}/receipt`),
      headers: bearer(other),
    });
    assert.equal(foreign.statusCode, 403);
  });
});
