import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { bearer, buildTestApp, orgId, userToken } from '../../testing/test-helpers.js';
import { courseProductId, leavePlaces, paymentKit, visa } from '../../testing/payment-support.js';

type Kit = Awaited<ReturnType<typeof paymentKit>>;

let app: FastifyInstance;
let member: Kit;
let coach: Kit;
let admin: Kit;
let course: string;
let productId: string;

before(async () => {
  app = await buildTestApp();
  member = await paymentKit(app, 'member@demo.club');
  coach = await paymentKit(app, 'coach@demo.club');
  admin = await paymentKit(app, 'admin@demo.club');
  // Jonas Berger (coach@demo.club) coaches the swimming course.
  course = await member.courseId('Schwimmkurs für Erwachsene');
  productId = await courseProductId(app, course);
});
after(() => app.close());
beforeEach(async () => {
  for (const kit of [member, coach, admin]) await kit.reset(course);
  await app.db.deleteFrom('course_waiting_list').where('events_group_id', '=', course).execute();
  await app.db.deleteFrom('outbox').where('template', '=', 'WAITING_LIST_OFFER').execute();
});

async function book(kit: Kit) {
  const checkoutId = await kit.startCheckout(course);
  await kit.payWithCard(checkoutId, visa);
  return kit.sendOrder(checkoutId, course);
}

const join = (kit: Kit, lang = 'en') =>
  app.inject({
    method: 'PUT',
    url: kit.api(`/orders-service/organizations/${kit.org}/users/${kit.userId}/waiting-list/${course}`),
    headers: { ...bearer(kit.token), 'accept-language': lang },
  });
const places = async (kit: Kit) =>
  (
    await app.inject({
      method: 'GET',
      url: kit.api(`/orders-service/organizations/${kit.org}/courses/${course}/places`),
      headers: bearer(kit.token),
    })
  ).json<{ total: number; left: number; waiting: number; position: number | null; offerExpiresAt: string | null }>();
const offers = async (email: string) =>
  app.db
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('template', '=', 'WAITING_LIST_OFFER')
    .where('recipient', '=', email)
    .execute();
const enrolled = async () =>
  (await app.db.selectFrom('events_group_members').select('user_id').where('events_group_id', '=', course).execute())
    .map((row) => row.user_id)
    .filter((id) => [member.userId, coach.userId, admin.userId].includes(id));

describe('places of a course', () => {
  it('refuses a checkout for a full course, in the caller’s language', async () => {
    await leavePlaces(app, course, 0);
    const de = await member.checkoutResponse(course, 49, 'de');
    assert.equal(de.statusCode, 409);
    assert.equal(de.json().code, 'COURSE_FULL');
    const en = await member.checkoutResponse(course, 49, 'en');
    assert.equal(en.json().code, 'COURSE_FULL');
    assert.match(en.json().message, /no place left/);
    const state = await places(member);
    assert.deepEqual([state.left, state.waiting, state.position], [0, 0, null]);
  });

  it('holds the last place for the first of two buyers: the second is told at once, nobody is charged for nothing', async () => {
    await leavePlaces(app, course, 1);
    const answers = await Promise.all([member.checkoutResponse(course), coach.checkoutResponse(course)]);
    const codes = answers.map((a) => (a.statusCode === 200 ? 'STARTED' : a.json().code)).sort();
    assert.deepEqual(codes, ['COURSE_FULL', 'STARTED']);
  });

  it('gives the last place to one of two people paying at the same time and refunds the other (hold ran out)', async () => {
    await leavePlaces(app, course, 1);
    // The member started 20 minutes ago: the hold (15 minutes) ran out and the coach could start.
    const realNow = app.config.now;
    app.config.now = () => realNow() - 20 * 60_000;
    const first = await member.startCheckout(course);
    app.config.now = realNow;
    const second = await coach.startCheckout(course);
    await member.payWithCard(first, visa);
    await coach.payWithCard(second, visa);
    const answers = await Promise.all([member.sendOrder(first, course), coach.sendOrder(second, course)]);
    const codes = answers.map((a) => (a.statusCode === 200 ? a.json().statusOrder : a.json().code)).sort();
    assert.deepEqual(codes, ['COURSE_FULL_REFUNDED', 'SENT']);
    assert.equal((await enrolled()).length, 1, 'one place, one participant');
    const refunded = await app.db
      .selectFrom('orders')
      .select(['status', 'refund_reason'])
      .where('events_group_id', '=', course)
      .where('refund_reason', '=', 'FULL')
      .execute();
    assert.deepEqual(refunded, [{ status: 'REFUNDED', refund_reason: 'FULL' }]);
  });
});

describe('the waiting list', () => {
  it('lines people up when the course is full and shows each their position', async () => {
    await leavePlaces(app, course, 1);
    assert.equal((await join(member)).json().code, 'PLACES_LEFT', 'a course with places is booked directly');
    assert.equal((await book(admin)).json().statusOrder, 'SENT');
    const first = await join(member);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().position, 1);
    assert.equal((await join(coach)).json().position, 2);
    assert.equal((await join(member)).json().position, 1, 'joining again keeps the place in line');
    assert.equal((await join(admin)).json().code, 'ALREADY_ENROLLED');
    assert.equal((await places(coach)).position, 2);
    assert.equal((await places(coach)).waiting, 2);
    const mine = await app.inject({
      method: 'GET',
      url: coach.api(`/orders-service/organizations/${coach.org}/users/${coach.userId}/waiting-list`),
      headers: bearer(coach.token),
    });
    assert.deepEqual(
      mine.json().map((e: { courseName: string; position: number }) => [e.courseName, e.position]),
      [['Schwimmkurs für Erwachsene', 2]],
    );
  });

  it('shows the line to the course’s coach and administrators only', async () => {
    await leavePlaces(app, course, 0);
    await join(member);
    const line = (token: string, org = member.org) =>
      app.inject({
        method: 'GET',
        url: member.api(`/orders-service/organizations/${org}/courses/${course}/waiting-list`),
        headers: bearer(token),
      });
    const byCoach = await line(coach.token);
    assert.equal(byCoach.statusCode, 200, byCoach.body);
    assert.deepEqual(
      byCoach.json().map((e: { name: string; position: number }) => [e.name, e.position]),
      [['Lena Wagner', 1]],
    );
    assert.equal((await line(admin.token)).statusCode, 200);
    assert.equal((await line(member.token)).statusCode, 403, 'a member does not see who waits');
    const nord = await orgId(app, 'nord');
    const nordAdmin = await userToken(app, nord, 'admin@nord.club');
    assert.notEqual((await line(nordAdmin, nord)).statusCode, 200, 'another club never sees it');
    const foreign = await app.inject({
      method: 'GET',
      url: member.api(`/orders-service/organizations/${member.org}/users/${member.userId}/waiting-list`),
      headers: bearer(coach.token),
    });
    assert.equal(foreign.statusCode, 403, "nobody reads another person's lines");
  });

  it('offers a freed place to the first in line, holds it for them and lets them pay for it', async () => {
    await leavePlaces(app, course, 1);
    const paid = await book(admin);
    await join(member, 'de');
    await join(coach, 'en');
    // An administrator refunds the participant: the place is freed and offered at once.
    const refund = await app.inject({
      method: 'POST',
      url: admin.api(`/orders-service/organizations/${admin.org}/orders/${paid.json().id}/refund`),
      headers: bearer(admin.token),
      payload: { reason: 'moved away' },
    });
    assert.equal(refund.statusCode, 200, refund.body);
    const [mail] = await offers('member@demo.club');
    assert.ok(mail, 'the first in line gets the offer');
    assert.match(mail.subject, /^Ein Platz ist für dich frei: Schwimmkurs für Erwachsene$/);
    assert.match(
      mail.text_body,
      new RegExp(`http://localhost(:\\d+)?/[^\\s]+\\?join=${course}\n`),
      'the link opens the join modal of this course on its page',
    );
    assert.doesNotMatch(mail.text_body, /\/header\//, 'the page’s public address, not its menu path');
    assert.deepEqual(await offers('coach@demo.club'), [], 'the second waits');
    // Nobody sends the offer at once: it must be free for the outbox job's next pass, not leased.
    const queued = await app.db
      .selectFrom('outbox')
      .select('claimed_until')
      .where('template', '=', 'WAITING_LIST_OFFER')
      .where('recipient', '=', 'member@demo.club')
      .executeTakeFirstOrThrow();
    assert.equal(queued.claimed_until, null, 'the outbox job takes it on its next pass');
    const held = await places(member);
    assert.equal(held.left, 1, 'the held place is free for the person it is offered to');
    assert.ok(Date.parse(held.offerExpiresAt!) - Date.now() > 47 * 3_600_000, 'held for 48 hours');
    assert.equal((await places(coach)).left, 0, 'and taken for everybody else');
    assert.equal((await coach.checkoutResponse(course)).json().code, 'COURSE_FULL');
    assert.equal((await book(member)).json().statusOrder, 'SENT');
    assert.deepEqual(await enrolled(), [member.userId]);
    assert.equal((await places(coach)).position, 1, 'the booked offer leaves the line');
  });

  it('moves an expired offer on to the next in line', async () => {
    await leavePlaces(app, course, 0);
    await join(member);
    await join(coach);
    await leavePlaces(app, course, 1);
    await app.jobs.runNow('waiting-list');
    assert.equal((await offers('member@demo.club')).length, 1);
    await app.db
      .updateTable('course_waiting_list')
      .set({ offer_expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('user_id', '=', member.userId)
      .execute();
    await app.jobs.runNow('waiting-list');
    assert.equal((await places(member)).position, null, 'the expired offer ends the line entry');
    const [mail] = await offers('coach@demo.club');
    assert.match(mail?.subject ?? '', /^A place is free for you/);
    assert.equal((await member.checkoutResponse(course)).json().code, 'COURSE_FULL');
  });

  it('offers raised places at once and lets people leave the line', async () => {
    await leavePlaces(app, course, 0);
    await join(member);
    await join(coach);
    const taken = (await places(admin)).total;
    const raise = await app.inject({
      method: 'PATCH',
      url: admin.api(`/products-service/organizations/${admin.org}/products/${productId}`),
      headers: bearer(admin.token),
      payload: [{ op: 'replace', path: '/stock', value: taken + 1 }],
    });
    assert.equal(raise.statusCode, 200, raise.body);
    assert.equal((await offers('member@demo.club')).length, 1);
    // The person with the offer leaves: the held place goes to the next.
    const leave = () =>
      app.inject({
        method: 'DELETE',
        url: member.api(`/orders-service/organizations/${member.org}/users/${member.userId}/waiting-list/${course}`),
        headers: bearer(member.token),
      });
    assert.equal((await leave()).statusCode, 204);
    assert.equal((await leave()).json().code, 'NOT_ON_WAITING_LIST');
    assert.equal((await offers('coach@demo.club')).length, 1);
  });
});
