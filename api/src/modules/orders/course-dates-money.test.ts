import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Ledger } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp, userToken } from '../../testing/test-helpers.js';
import { courseProductId, paymentKit } from '../../testing/payment-support.js';
import { settleCancelledDate } from './date-cancelled.js';

// Issue 33 item 1: a course's product taken off sale, and a cancelled single date by the course's
// rule (credit, partial refund, nothing), across days on the app's clock.
type Kit = Awaited<ReturnType<typeof paymentKit>>;

let app: FastifyInstance;
let member: Kit;
let admin: Kit;
let course: string;
let productId: string;
let adminToken: string;
let coachToken: string;
const realNow = Date.now;
const day = 86_400_000;

before(async () => {
  app = await buildTestApp();
  member = await paymentKit(app, 'member@demo.club');
  admin = await paymentKit(app, 'admin@demo.club');
  course = await member.courseId('Schwimmkurs für Erwachsene');
  productId = await courseProductId(app, course);
  adminToken = await userToken(app, member.org, 'admin@demo.club');
  coachToken = await userToken(app, member.org, 'coach@demo.club');
});
after(() => app.close());
beforeEach(async () => {
  app.config.now = realNow;
  await app.db.updateTable('products').set({ status: 1 }).where('id', '=', productId).execute();
  await app.db
    .updateTable('events_groups')
    .set({ date_cancel_policy: 'NONE', closed_at: null })
    .where('id', '=', course)
    .execute();
  for (const kit of [member, admin]) await kit.reset(course);
});

const takeOffSale = (token: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/products-service/organizations/${member.org}/products/${productId}`,
    headers: bearer(token),
    payload: [{ op: 'replace', path: '/status', value: 0 }],
  });

/** What the provider gave back per payment, in cents. */
async function refundedCents(orderId: string): Promise<number[]> {
  const order = await app.db
    .selectFrom('orders')
    .select('provider_payment_id')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const rows = await app.db
    .selectFrom('payment_sandbox_refunds')
    .select('amount')
    .where('payment_id', '=', order.provider_payment_id!)
    .execute();
  return rows.map((r) => Math.round(Number(r.amount) * 100)).sort((a, b) => a - b);
}

const moneyRules = (token: string, body: unknown, lang = 'de') =>
  app.inject({
    method: 'PUT',
    url: `/api/calendar-service/organizations/${member.org}/eventsGroup/${course}/money-rules`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload: body as object,
  });

const myOrders = async (kit: Kit) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/orders-service/organizations/${kit.org}/users/${kit.userId}/orders`,
      headers: bearer(kit.token),
    })
  ).json<
    Array<{
      id: string;
      status: string;
      refundReason: string | null;
      dateAdjustments: Array<{ kind: string; amountCents: number; status: string }>;
    }>
  >();

/** The dates a person who booked at `bookedAt` could attend (the share's divisor). */
async function datesFrom(bookedAt: Date): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM schedule_occurrences
    WHERE events_group_id = ${course} AND starts_at >= ${bookedAt}`.execute(app.db);
  return Number(rows[0]!.n);
}

describe('a course taken off sale', () => {
  it('refunds every paid order exactly once when two people take it off sale at the same time', async () => {
    const memberOrder = await member.paidOrder(course, 'de');
    const adminOrder = await admin.paidOrder(course, 'en');
    const answers = await Promise.all([takeOffSale(adminToken), takeOffSale(adminToken)]);
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      [200, 200],
      answers.map((a) => a.body).join(),
    );
    for (const id of [memberOrder, adminOrder]) {
      const order = await app.db
        .selectFrom('orders')
        .select(['status', 'refund_reason'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      assert.deepEqual([order.status, order.refund_reason], ['REFUNDED', 'COURSE_OFF_SALE']);
      assert.deepEqual(await refundedCents(id), [4900], 'the provider gave the payment back once');
    }
    assert.equal(await member.enrolments(course), 0, 'the participant has no place any more');
    const german = await member.outbox('PAYMENT_REFUND_RECEIPT');
    assert.equal(german.length, 1);
    assert.match(german[0]!.text_body, /Der Verein hat den Kurs aus dem Angebot genommen/);
    assert.match(german[0]!.text_body, /49,00\s€/);
    const english = await admin.outbox('PAYMENT_REFUND_RECEIPT');
    assert.equal(english.length, 1);
    assert.match(english[0]!.text_body, /The club took the course off sale/);
    // Taking it off sale once more refunds nothing.
    await app.db.updateTable('products').set({ status: 1 }).where('id', '=', productId).execute();
    assert.equal((await takeOffSale(adminToken)).statusCode, 200);
    assert.deepEqual(await refundedCents(memberOrder), [4900]);
  });
});

describe('the course’s money rules', () => {
  const readRules = (token: string) =>
    app.inject({
      method: 'GET',
      url: `/api/calendar-service/organizations/${member.org}/eventsGroup/${course}/money-rules`,
      headers: bearer(token),
    });

  it('are read by every timetable editor, changed only by the course’s coaches (no 403 for looking)', async () => {
    assert.equal((await readRules(member.token)).statusCode, 403, 'a member without the timetable right');
    assert.equal((await readRules(coachToken)).json().mayChange, true);
    const coach = await app.db
      .deleteFrom('course_coaches')
      .where('events_group_id', '=', course)
      .returningAll()
      .execute();
    try {
      const read = await readRules(coachToken);
      assert.equal(read.statusCode, 200, read.body);
      assert.equal(read.json().mayChange, false, 'a coach of other courses may look, not change');
      const refused = await moneyRules(coachToken, {
        cancellationRule: 'DAYS_BEFORE_NEXT',
        cancellationDays: 3,
        dateCancelPolicy: 'CREDIT',
      });
      assert.equal(refused.statusCode, 403, refused.body);
    } finally {
      if (coach.length > 0) await app.db.insertInto('course_coaches').values(coach).execute();
    }
  });

  it('are saved by the course’s coach or an administrator, checked by the server', async () => {
    const forbidden = await moneyRules(member.token, {
      cancellationRule: 'DAYS_BEFORE_NEXT',
      cancellationDays: 3,
      dateCancelPolicy: 'CREDIT',
    });
    assert.equal(forbidden.statusCode, 403);
    const bad = await moneyRules(
      adminToken,
      { cancellationRule: 'DAYS_BEFORE_NEXT', cancellationDays: 400, dateCancelPolicy: 'CREDIT' },
      'en',
    );
    assert.equal(bad.statusCode, 400, bad.body);
    assert.ok(bad.json().code && bad.json().message, bad.body);
    const saved = await moneyRules(coachToken, {
      cancellationRule: 'DAYS_BEFORE_NEXT',
      cancellationDays: 3,
      dateCancelPolicy: 'CREDIT',
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json(), {
      cancellationRule: 'DAYS_BEFORE_NEXT',
      cancellationDays: 3,
      dateCancelPolicy: 'CREDIT',
    });
    const read = await app.inject({
      method: 'GET',
      url: `/api/calendar-service/organizations/${member.org}/eventsGroup/${course}/money-rules`,
      headers: bearer(adminToken),
    });
    assert.equal(read.json().dateCancelPolicy, 'CREDIT');
    assert.equal(read.json().mayChange, true);
    await moneyRules(adminToken, {
      cancellationRule: 'FIRST_ATTENDABLE',
      cancellationDays: 0,
      dateCancelPolicy: 'NONE',
    });
  });

  it('gives a credit note per paid order for a cancelled date, and says so in the cancellation mail', async () => {
    const order = await member.paidOrder(course, 'de');
    await app.db.updateTable('events_groups').set({ date_cancel_policy: 'CREDIT' }).where('id', '=', course).execute();
    const booked = (
      await app.db.selectFrom('orders').select('created_at').where('id', '=', order).executeTakeFirstOrThrow()
    ).created_at;
    const [, date] = await comingDates();
    const cancelled = await cancelDate(date!.id, coachToken);
    assert.equal(cancelled.statusCode, 204, cancelled.body);
    const mine = (await myOrders(member)).find((o) => o.id === order)!;
    assert.equal(mine.status, 'SENT', 'the member keeps their place');
    assert.deepEqual(
      mine.dateAdjustments.map((a) => [a.kind, a.amountCents, a.status]),
      [['CREDIT', Math.floor(4900 / (await datesFrom(booked))), 'DONE']],
    );
    assert.deepEqual(await refundedCents(order), [], 'a credit is no refund');
    const [mail] = await member.outbox('COURSE_DATE_CANCELLED');
    assert.match(mail!.text_body, /Gutschrift/);
    await app.db.updateTable('schedule_occurrences').set({ cancelled: false }).where('id', '=', date!.id).execute();
  });

  it('says "no refund" in the mail and gives nothing when the course’s rule is nothing', async () => {
    const order = await member.paidOrder(course, 'de');
    const [, date] = await comingDates();
    assert.equal((await cancelDate(date!.id, coachToken)).statusCode, 204);
    assert.deepEqual((await myOrders(member)).find((o) => o.id === order)!.dateAdjustments, []);
    const [mail] = await member.outbox('COURSE_DATE_CANCELLED');
    assert.match(mail!.text_body, /keine Erstattung/);
    await app.db.updateTable('schedule_occurrences').set({ cancelled: false }).where('id', '=', date!.id).execute();
  });
});

const comingDates = () =>
  app.db
    .selectFrom('schedule_occurrences')
    .select(['id', 'starts_at'])
    .where('events_group_id', '=', course)
    .where('cancelled', '=', false)
    .where('starts_at', '>', new Date(realNow() + 3 * day))
    .orderBy('starts_at')
    .execute();

const cancelDate = (dateId: string, token: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/calendar-service/organizations/${member.org}/schedule/${dateId}?scope=occurrence`,
    headers: bearer(token),
  });

describe('journey: book, pay, a date cancelled with partial refund, the course taken off sale', () => {
  it('refunds each date’s share once, then the rest, and the ledger adds up to the orders', async () => {
    const start = realNow();
    // Day 0: the club chooses partial refunds; a member (German) and the admin (English) pay.
    const rules = await moneyRules(adminToken, {
      cancellationRule: 'FIRST_ATTENDABLE',
      cancellationDays: 0,
      dateCancelPolicy: 'PARTIAL_REFUND',
    });
    assert.equal(rules.statusCode, 200, rules.body);
    const memberOrder = await member.paidOrder(course, 'de');
    const adminOrder = await admin.paidOrder(course, 'en');
    // The admin reads course mails in English (the training page's "My Courses" switch).
    const mails = await app.inject({
      method: 'PUT',
      url: `/api/calendar-service/organizations/${member.org}/my-course-mails`,
      headers: bearer(adminToken),
      payload: { courseChanges: true, language: 'en' },
    });
    assert.equal(mails.statusCode, 200, mails.body);
    const bookedAt = (
      await app.db.selectFrom('orders').select('created_at').where('id', '=', memberOrder).executeTakeFirstOrThrow()
    ).created_at;
    const share = Math.floor(4900 / (await datesFrom(bookedAt)));
    assert.ok(share > 0 && share < 4900);

    // Day 1: the coach cancels one coming date; each payer gets that date's share back once.
    app.config.now = () => start + day;
    const [date] = await comingDates();
    assert.equal((await cancelDate(date!.id, coachToken)).statusCode, 204);
    // The same date settled again, twice at once (a retried request, a second replica): nothing more.
    await Promise.all(
      [1, 2].map(() =>
        settleCancelledDate(
          { ...app.payments.deps, now: () => app.config.now() },
          { organizationId: member.org, eventsGroupId: course, date: { id: date!.id, start: date!.starts_at } },
        ),
      ),
    );
    assert.equal((await cancelDate(date!.id, adminToken)).statusCode, 204, 'cancelling it again changes nothing');
    for (const order of [memberOrder, adminOrder]) assert.deepEqual(await refundedCents(order), [share]);
    const germanCancel = (await member.outbox('COURSE_DATE_CANCELLED'))[0]!;
    assert.match(germanCancel.text_body, /Anteil dieses Termins am Kurspreis erstatten wir dir/);
    const englishCancel = (await admin.outbox('COURSE_DATE_CANCELLED'))[0]!;
    assert.match(englishCancel.text_body, /We refund that date's share/);
    const germanRefund = await member.outbox('PAYMENT_DATE_REFUND');
    assert.equal(germanRefund.length, 1);
    assert.match(germanRefund[0]!.subject, /Teilerstattung/);
    assert.ok(germanRefund[0]!.text_body.includes(`Erstatteter Betrag: ${(share / 100).toFixed(2).replace('.', ',')}`));
    const englishRefund = await admin.outbox('PAYMENT_DATE_REFUND');
    assert.equal(englishRefund.length, 1);
    assert.match(englishRefund[0]!.text_body, /Cancelled date: /);
    const mine = (await myOrders(member)).find((o) => o.id === memberOrder)!;
    assert.deepEqual(
      [mine.status, mine.dateAdjustments.map((a) => [a.kind, a.amountCents, a.status])],
      ['SENT', [['PARTIAL_REFUND', share, 'DONE']]],
    );

    // Day 2: the course is taken off sale; the rest of each payment goes back, nothing twice.
    app.config.now = () => start + 2 * day;
    assert.equal((await takeOffSale(adminToken)).statusCode, 200);
    for (const order of [memberOrder, adminOrder]) {
      assert.deepEqual(
        await refundedCents(order),
        [share, 4900 - share].sort((a, b) => a - b),
      );
    }
    const restMail = (await member.outbox('PAYMENT_REFUND_RECEIPT'))[0]!;
    assert.ok(
      restMail.text_body.includes(`Erstatteter Betrag: ${((4900 - share) / 100).toFixed(2).replace('.', ',')}`),
    );
    const statement = (await member.statement()).filter((l) => l.orderId === memberOrder);
    assert.deepEqual(
      statement.map((l) => Math.round(l.amount * 100)).sort((a, b) => a - b),
      [-(4900 - share), -share, 4900].sort((a, b) => a - b),
      'the charge, the date’s partial refund and the rest, each a line',
    );

    // The treasurer's ledger: the course's sum is what the orders kept (nothing), entry by entry.
    const response = await app.inject({
      method: 'GET',
      url: `/api/orders-service/organizations/${member.org}/orders?courseId=${course}`,
      headers: bearer(adminToken),
    });
    assert.equal(response.statusCode, 200, response.body);
    const ledger = response.json<Ledger>();
    const ofOrder = (id: string) => ledger.entries.filter((e) => e.orderId === id).map((e) => [e.kind, e.amountCents]);
    assert.deepEqual(
      ofOrder(memberOrder).sort(),
      [
        ['PAYMENT', 4900],
        ['REFUND', -(4900 - share)],
        ['PARTIAL_REFUND', -share],
      ].sort(),
    );
    const providerCents = async (id: string) => 4900 - (await refundedCents(id)).reduce((a, b) => a + b, 0);
    assert.equal(
      ledger.byCourse.find((s) => s.key === course)!.cents,
      (await providerCents(memberOrder)) + (await providerCents(adminOrder)),
    );
    assert.equal(ledger.byCourse.find((s) => s.key === course)!.cents, 0);
  });
});
