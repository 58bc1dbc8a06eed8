import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Child, Family, MyCourse, ScheduleEntry } from '@club/shared/contracts/schemas';
import { addDays, berlinToday, isIsoDate } from '../../lib/contracts.js';
import { bearer, buildTestApp, userToken } from '../../testing/test-helpers.js';
import { calendarContext, classInput } from '../../testing/calendar-support.js';
import { erasePerson, exportPersonalData } from '../../testing/memberships-support.js';
import { paymentKit, visa } from '../../testing/payment-support.js';
import { coursePlaces } from '../places/index.js';
import { addChild } from './children.js';

// Issue 21 item 4: a guardian adds children, books a course for a child, links another adult.
describe('families', () => {
  let app: FastifyInstance;
  let kit: Awaited<ReturnType<typeof paymentKit>>;
  let ctx: Awaited<ReturnType<typeof calendarContext>>;
  let admin: string;
  let coachId: string;
  let course: string;
  let child: Child;

  before(async () => {
    app = await buildTestApp();
    kit = await paymentKit(app);
    ctx = await calendarContext(app);
    admin = await userToken(app, kit.org, 'admin@demo.club');
    coachId = (
      await app.db.selectFrom('users').select('id').where('email', '=', 'coach@demo.club').executeTakeFirstOrThrow()
    ).id;
    course = await kit.courseId('Schwimmkurs für Erwachsene');
    await kit.reset(course);
  });
  after(() => app.close());

  const familyApi = (userId: string, path: string) =>
    kit.api(`/families-service/organizations/${kit.org}/users/${userId}${path}`);
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, lang = 'en') =>
    app.inject({
      method,
      url,
      headers: { ...bearer(token), 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  /** The Berlin date `years` (and `days`) before today (a birthday 18 years back is today's). */
  const yearsAgo = (years: number, days = 0) => {
    const today = berlinToday();
    const back = `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
    // 29 February in a year without it: 1 March, as the age rule counts it.
    return addDays(isIsoDate(back) ? back : addDays(back.replace(/-29$/, '-28'), 1), -days);
  };

  it('adds, edits and lists a child with the shared rules, in both languages', async () => {
    const added = await send('POST', familyApi(kit.userId, '/children'), kit.token, {
      firstName: ' Mia ',
      lastName: 'Wagner',
      birthDate: yearsAgo(8),
    });
    assert.equal(added.statusCode, 201, added.body);
    child = added.json<Child>();
    assert.equal(child.firstName, 'Mia');
    assert.deepEqual(
      child.guardians.map((g) => g.id),
      [kit.userId],
    );

    const tooShort = await send('POST', familyApi(kit.userId, '/children'), kit.token, {
      firstName: 'M',
      lastName: 'Wagner',
      birthDate: yearsAgo(8),
    });
    assert.equal(tooShort.statusCode, 400);
    assert.match(tooShort.json().message, /firstName: Please use 2 to 30 letters/);
    const future = await send(
      'POST',
      familyApi(kit.userId, '/children'),
      kit.token,
      { firstName: 'Tom', lastName: 'Wagner', birthDate: yearsAgo(-1) },
      'de',
    );
    assert.equal(future.statusCode, 400);
    assert.match(future.json().message, /birthDate: Das Datum darf nicht nach heute liegen/);
    const adult = await send('POST', familyApi(kit.userId, '/children'), kit.token, {
      firstName: 'Tom',
      lastName: 'Wagner',
      birthDate: yearsAgo(18),
    });
    assert.equal(adult.statusCode, 400);
    assert.match(adult.json().message, /under 18/);
    // One day short of 18 is still a child.
    const almost = await send('POST', familyApi(kit.userId, '/children'), kit.token, {
      firstName: 'Tom',
      lastName: 'Wagner',
      birthDate: yearsAgo(18, -1),
    });
    assert.equal(almost.statusCode, 201, almost.body);

    const renamed = await send('PUT', familyApi(kit.userId, `/children/${child.id}`), kit.token, {
      firstName: 'Mia Sophie',
      lastName: 'Wagner',
      birthDate: child.birthDate,
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json<Child>().firstName, 'Mia Sophie');
    child = renamed.json<Child>();

    const family = (await send('GET', familyApi(kit.userId, '/family'), kit.token)).json<Family>();
    assert.deepEqual(family.children.map((c) => c.firstName).sort(), ['Mia Sophie', 'Tom']);

    // Removing Tom (no course, no other guardian) removes his record.
    const tom = family.children.find((c) => c.firstName === 'Tom')!;
    assert.equal((await send('DELETE', familyApi(kit.userId, `/children/${tom.id}`), kit.token)).statusCode, 204);
    const gone = await app.db.selectFrom('users').select('id').where('id', '=', tom.id).executeTakeFirst();
    assert.equal(gone, undefined);
  });

  it('keeps a child away from anyone who is not its guardian', async () => {
    const coach = ctx.coach;
    // Another member's family cannot be read or changed through their id.
    assert.equal((await send('GET', familyApi(kit.userId, '/family'), coach)).statusCode, 403);
    // Through their own id, the child is not theirs.
    const edit = await send('PUT', familyApi(coachId, `/children/${child.id}`), coach, {
      firstName: 'Evil',
      lastName: 'Change',
      birthDate: child.birthDate,
    });
    assert.equal(edit.statusCode, 404);
    assert.equal((await send('DELETE', familyApi(coachId, `/children/${child.id}`), coach)).statusCode, 404);
    // Nor can they book for it.
    const booking = await app.inject({
      method: 'POST',
      url: kit.api(`/wallets-service/organizations/${kit.org}/users/${coachId}/wallets/checkout`),
      headers: bearer(coach),
      payload: {
        amount: 49,
        concept: course,
        participantId: child.id,
        depositMethods: { currency: 'EUR', type: 'CHECKOUT', paymentType: 'DB', paymentBrand: 'VISA' },
      },
    });
    assert.equal(booking.statusCode, 403);
    assert.equal(booking.json().code, 'NOT_YOUR_CHILD');
    // An administrator may look after the family.
    assert.equal((await send('GET', familyApi(kit.userId, '/family'), admin)).statusCode, 200);
  });

  it('books a course for the child: the child takes part and takes a place, once', async () => {
    const placesBefore = await coursePlaces(app.db, kit.org, course);
    const checkoutId = await kit.startCheckout(course, 49, child.id);
    assert.equal((await kit.payWithCard(checkoutId, visa)).statusCode, 200);
    const order = await kit.sendOrder(checkoutId, course);
    assert.equal(order.json().statusOrder, 'SENT', order.body);

    const members = await app.db
      .selectFrom('events_group_members')
      .select('user_id')
      .where('events_group_id', '=', course)
      .where('user_id', 'in', [kit.userId, child.id])
      .execute();
    assert.deepEqual(
      members.map((m) => m.user_id),
      [child.id],
      'the child is the participant, not the guardian',
    );
    assert.equal((await coursePlaces(app.db, kit.org, course)).taken, placesBefore.taken + 1);
    const paid = await app.db
      .selectFrom('orders')
      .select(['user_id', 'participant_id'])
      .where(
        'checkout_id',
        'in',
        app.db.selectFrom('wallet_checkouts').select('id').where('provider_checkout_id', '=', checkoutId),
      )
      .executeTakeFirstOrThrow();
    assert.deepEqual(paid, { user_id: kit.userId, participant_id: child.id }, 'the guardian paid');

    // A second booking for the child is refused; the guardian can still book for themself.
    const again = await kit.checkoutResponse(course, 49, 'en', child.id);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'CHILD_ALREADY_ENROLLED');
    assert.match(again.json().message, /Mia Sophie Wagner already takes part/);
    assert.equal((await kit.checkoutResponse(course, 49, 'en')).statusCode, 200);

    // My Courses of the guardian shows the child's course.
    const mine = await app.inject({
      url: kit.api(`/users-service/organizations/${kit.org}/users/${kit.userId}/courses`),
      headers: bearer(kit.token),
    });
    assert.equal(mine.statusCode, 200, mine.body);
    const childCourse = mine.json<MyCourse[]>().find((c) => c.id === course);
    assert.deepEqual(childCourse?.child, { id: child.id, name: 'Mia Sophie Wagner' });

    // A child still in a course cannot be removed (cancel first).
    const remove = await send('DELETE', familyApi(kit.userId, `/children/${child.id}`), kit.token);
    assert.equal(remove.statusCode, 409);
    assert.equal(remove.json().code, 'CHILD_ENROLLED');
  });

  it('two paid bookings for one child make one enrolment; the second is refunded', async () => {
    // An open checkout of the guardian for the child, paid after the child already holds a place.
    await app.db.deleteFrom('events_group_members').where('user_id', '=', child.id).execute();
    await app.db.updateTable('orders').set({ status: 'REFUNDED' }).where('participant_id', '=', child.id).execute();
    const first = await kit.startCheckout(course, 49, child.id);
    await app.db
      .updateTable('wallet_checkouts')
      .set({ status: 'ABANDONED' })
      .where('provider_checkout_id', '=', first)
      .execute();
    const second = await kit.startCheckout(course, 49, child.id);
    await kit.payWithCard(first, visa);
    await kit.payWithCard(second, visa);
    const answers = await Promise.all([kit.sendOrder(first, course), kit.sendOrder(second, course)]);
    assert.deepEqual(answers.map((a) => a.json().statusOrder).sort(), ['NOT_ACCEPTED', 'SENT']);
    const enrolments = await app.db
      .selectFrom('events_group_members')
      .select('user_id')
      .where('events_group_id', '=', course)
      .where('user_id', '=', child.id)
      .execute();
    assert.equal(enrolments.length, 1);
  });

  it('shows the coach the child, marked with its guardian, ticks it and puts it in the CSV', async () => {
    const [date] = (
      await ctx.post(classInput(course, '2027-05-04T17:00', '2027-05-04T18:00', { coach: ['Jonas Berger'] }))
    ).json<ScheduleEntry[]>();
    const list = await app.inject({ url: ctx.api(`/schedule/${date!.id}/participants`), headers: bearer(ctx.coach) });
    assert.equal(list.statusCode, 200, list.body);
    const row = list
      .json<{ participants: Array<{ userId: string; name: string; email: string; guardians: string[] | null }> }>()
      .participants.find((p) => p.userId === child.id);
    assert.deepEqual(row, {
      userId: child.id,
      name: 'Mia Sophie Wagner',
      email: '',
      present: null,
      guardians: ['Lena Wagner'],
      attending: null,
    });
    const tick = await app.inject({
      method: 'PUT',
      url: ctx.api(`/schedule/${date!.id}/attendance`),
      headers: bearer(ctx.coach),
      payload: { userId: child.id, present: true },
    });
    assert.ok(tick.statusCode < 300, tick.body);
    const csv = await app.inject({
      url: ctx.api(`/eventsGroup/${course}/attendance.csv?from=2027-05-04&to=2027-05-04`),
      headers: { ...bearer(ctx.coach), 'accept-language': 'en' },
    });
    assert.equal(csv.statusCode, 200, csv.body);
    assert.ok(
      csv.rawPayload.toString('utf8').includes('2027-05-04,17:00,18:00,Halle 1,Mia Sophie Wagner,,,yes,Lena Wagner'),
      csv.rawPayload.toString('utf8'),
    );
  });

  it('invites another adult by e-mail; only they accept, once, before it expires', async () => {
    const invite = (email: string, language?: 'de' | 'en') =>
      send('POST', familyApi(kit.userId, '/family-invitations'), kit.token, {
        email,
        ...(language ? { language } : {}),
      });
    const sent = await invite('Admin@demo.club', 'en');
    assert.equal(sent.statusCode, 201, sent.body);
    const mail = await app.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('template', '=', 'FAMILY_INVITATION')
      .where('recipient', '=', 'admin@demo.club')
      .executeTakeFirstOrThrow();
    assert.match(mail.subject, /invites you to link your family profiles/);
    const token = decodeURIComponent(/familyInvitation=([^\s]+)/.exec(mail.text_body)![1]!);
    const accept = (as: string, value = token) =>
      send('POST', kit.api(`/families-service/organizations/${kit.org}/family-invitations/accept`), as, {
        token: value,
      });

    // Someone else who got the link cannot use it.
    const stranger = await accept(ctx.coach);
    assert.equal(stranger.statusCode, 409);
    assert.equal(stranger.json().code, 'INVITATION_OTHER_PERSON');
    const accepted = await accept(admin);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual(
      accepted.json<Family>().children.map((c) => c.id),
      [child.id],
      'the linked adult is a guardian of the child now',
    );
    assert.equal((await accept(admin)).statusCode, 410, 'used once');

    // An expired invitation is refused (German mail on request).
    await invite('coach@demo.club', 'de');
    const german = await app.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('template', '=', 'FAMILY_INVITATION')
      .where('recipient', '=', 'coach@demo.club')
      .executeTakeFirstOrThrow();
    assert.match(german.subject, /lädt dich ein/);
    await app.db
      .updateTable('family_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'coach@demo.club')
      .execute();
    const coachToken = decodeURIComponent(/familyInvitation=([^\s]+)/.exec(german.text_body)![1]!);
    const expired = await accept(ctx.coach, coachToken);
    assert.equal(expired.statusCode, 410);
    assert.equal(expired.json().code, 'INVITATION_INVALID');
  });

  it('limits invitations to one address like the other mail forms', async () => {
    const limited = await buildTestApp({ recipientRateLimit: { max: 2, timeWindowMs: 3_600_000 } });
    try {
      const member = await paymentKit(limited);
      const invite = () =>
        limited.inject({
          method: 'POST',
          url: member.api(`/families-service/organizations/${member.org}/users/${member.userId}/family-invitations`),
          headers: bearer(member.token),
          payload: { email: 'flood@example.org' },
        });
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await invite()).statusCode);
      assert.deepEqual(codes, [201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it("exports and erases a guardian's children with them (unless another guardian remains)", async () => {
    const adminId = (
      await app.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.club').executeTakeFirstOrThrow()
    ).id;
    const guardian = await app.db
      .insertInto('users')
      .values({
        organization_id: kit.org,
        email: `guardian-${Date.now()}@example.org`,
        password_hash: 'x',
        display_name: 'Guardian',
        role_id: (
          await app.db.selectFrom('users').select('role_id').where('id', '=', kit.userId).executeTakeFirstOrThrow()
        ).role_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const only = await addChild(app.db, kit.org, guardian.id, {
      firstName: 'Ben',
      lastName: 'Kurz',
      birthDate: yearsAgo(5),
    });

    const exported = await exportPersonalData(app.db, kit.org, guardian.id, adminId);
    assert.deepEqual(
      exported.children.map((c) => (c.tables.users as Array<{ first_name: string }>)[0]?.first_name),
      ['Ben'],
    );

    // Lena's export has Mia (whom the administrator also guards since the invitation).
    const lena = await exportPersonalData(app.db, kit.org, kit.userId, adminId);
    assert.ok(lena.children.some((c) => c.userId === child.id));

    await erasePerson(app.db, kit.org, guardian.id, adminId);
    const ben = await app.db
      .selectFrom('users')
      .select(['first_name', 'email'])
      .where('id', '=', only)
      .executeTakeFirstOrThrow();
    assert.deepEqual(ben, { first_name: null, email: `erased-${only}@erased.invalid` });
    assert.equal(
      (await app.db.selectFrom('family_guardians').select('child_id').where('child_id', '=', only).execute()).length,
      0,
    );
  });
});
