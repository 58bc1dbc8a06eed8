import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import type { DateAnswer, SentMessage } from '@club/shared/contracts/endpoints/messages';
import { bearer, buildTestApp, orgId, userToken } from '../../testing/test-helpers.js';
import { calendarContext, classInput } from '../../testing/calendar-support.js';
import { mailText, startSmtpServer } from '../../testing/smtp-sink.js';

/** A received mail as text: quoted-printable undone (UTF-8), folded headers unfolded. */
const readable = (raw: string) =>
  Buffer.from(mailText(raw), 'latin1')
    .toString('utf8')
    .replace(/\r\n[ \t]+/g, ' ');
import { insertChild } from '../families/index.js';

// Issue 35 items 1 and 2: messages to a course or group through the outbox and a real SMTP server,
// one-click unsubscribe, attend or decline per date, on PGlite and (DATABASE_URL) PostgreSQL.
describe('messages and answers per date', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: Awaited<ReturnType<typeof calendarContext>>;
  let clock = Date.parse('2027-04-01T10:00:00+02:00');
  let admin: string;
  let member: string;
  let memberId: string;
  let nord: string;
  let nordAdmin: string;
  let childId: string;
  let adultId: string;
  let goneId: string;
  let course: { id: string; name: string };
  let otherCourse: { id: string; name: string };
  let dates: ScheduleEntry[];

  const base = () => `/api/messages-service/organizations/${ctx.demoId}`;
  const send = (token: string, payload: object, org = ctx.demoId, lang = 'de') =>
    app.inject({
      method: 'POST',
      url: `/api/messages-service/organizations/${org}/messages`,
      headers: { ...bearer(token), 'accept-language': lang },
      payload,
    });
  const courseMessage = (extra: object = {}) => ({
    audience: { kind: 'course', eventsGroupId: course.id },
    subjectDe: 'Training verlegt',
    bodyDe: 'Hallo zusammen,\ndas Training findet in Halle 2 statt.',
    subjectEn: 'Training moved',
    bodyEn: 'Hello all,\ntraining takes place in hall 2.',
    ...extra,
  });
  const recipientsOf = async (messageId: string) =>
    (await app.db.selectFrom('outbox').select('recipient').where('message_id', '=', messageId).execute())
      .map((r) => r.recipient)
      .sort();
  /** Runs the outbox job until nothing is left to send (it takes 20 a pass). */
  const deliverAll = async () => {
    while (((await app.jobs.runNow('outbox-retry')) as number) > 0);
  };
  const mailsTo = (address: string, subject: RegExp) =>
    smtp.received.filter((m) => m.to.includes(address) && subject.test(readable(m.raw)));
  const participants = async (dateId: string, token = ctx.coach) =>
    (await app.inject({ url: ctx.api(`/schedule/${dateId}/participants`), headers: bearer(token) })).json<{
      participants: Array<{ userId: string; attending: boolean | null; present: boolean | null }>;
    }>().participants;
  const answer = (token: string, userId: string, dateId: string, participantId: string, attending: boolean) =>
    app.inject({
      method: 'PUT',
      url: `${base()}/users/${userId}/date-answers/${dateId}`,
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: { participantId, attending },
    });
  const person = async (email: string, first: string, last: string) => {
    const role = await app.db
      .selectFrom('roles')
      .select('id')
      .where('organization_id', '=', ctx.demoId)
      .where('name', '=', 'MEMBER_USER')
      .executeTakeFirstOrThrow();
    const row = await app.db
      .insertInto('users')
      .values({
        organization_id: ctx.demoId,
        email,
        password_hash: 'no-login:test',
        display_name: `${first} ${last}`,
        first_name: first,
        last_name: last,
        role_id: role.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const enrol = (userId: string, courseId = course.id) =>
    app.db
      .insertInto('events_group_members')
      .values({ organization_id: ctx.demoId, events_group_id: courseId, user_id: userId, order_id: null })
      .execute();

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({ smtpUrl: smtp.url, now: () => clock });
    ctx = await calendarContext(app);
    admin = await userToken(app, ctx.demoId, 'admin@demo.club');
    member = await userToken(app, ctx.demoId, 'member@demo.club');
    nord = await orgId(app, 'nord');
    nordAdmin = await userToken(app, nord, 'admin@nord.club');
    memberId = (
      await app.db.selectFrom('users').select('id').where('email', '=', 'member@demo.club').executeTakeFirstOrThrow()
    ).id;
    await deliverAll();
    // The coach created `course` (so he coaches it); the administrator created `otherCourse`.
    course = await ctx.newCourse();
    otherCourse = await ctx.newCourse(undefined, admin);
    dates = (
      await ctx.post(
        classInput(course.id, '2027-04-06T17:00', '2027-04-06T18:00', {
          recurrence: { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['TUESDAY'], numberOfOcurrences: 3 },
        }),
      )
    ).json<ScheduleEntry[]>();
    // member@demo.club is a guardian only: their child Mia takes part, they do not.
    childId = await app.db
      .transaction()
      .execute((trx) =>
        insertChild(trx, ctx.demoId, memberId, { firstName: 'Mia', lastName: 'Wagner', birthDate: '2018-05-01' }),
      );
    await enrol(childId);
    adultId = await person('ada.adult@example.org', 'Ada', 'Adult');
    await enrol(adultId);
    await app.db
      .insertInto('course_mail_settings')
      .values({ organization_id: ctx.demoId, user_id: adultId, course_changes: true, language: 'en' })
      .execute();
    goneId = await person('gone.away@example.org', 'Gustav', 'Gone');
    await enrol(goneId);
    await app.db.insertInto('message_unsubscribes').values({ organization_id: ctx.demoId, user_id: goneId }).execute();
    await enrol(memberId, otherCourse.id);
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('mails a course’s participants and the guardians of its children, never who unsubscribed', async () => {
    const sent = await send(ctx.coach, courseMessage({ askAttendance: true }));
    assert.equal(sent.statusCode, 201, sent.body);
    const message = sent.json<SentMessage>();
    assert.equal(message.recipients, 2);
    assert.equal(message.audienceLabel, `Kurs ${course.name}`);
    assert.deepEqual(await recipientsOf(message.id), ['ada.adult@example.org', 'member@demo.club']);

    await deliverAll();
    const [german] = mailsTo('member@demo.club', /Subject: Training verlegt/);
    assert.ok(german, 'the guardian got the German mail');
    const raw = readable(german.raw);
    assert.match(raw, /das Training findet in Halle 2 statt/);
    assert.match(raw, /Reply-To: coach@demo\.club/i);
    assert.match(
      raw,
      /List-Unsubscribe: <mailto:[^>]+>,\s*<http:\/\/[^>]+\/api\/messages-service\/organizations\/[0-9a-f-]+\/unsubscribe\/[\w.-]+>/,
    );
    assert.match(raw, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    // The answer link names the child and the course's next date.
    assert.match(raw, /Nächster Termin: .+ am Di\., 06\.04\.2027 um 17:00 Uhr/);
    assert.match(raw, /Bitte antworte für Mia Wagner: http:\/\/\S+\/date-answer\//);
    const [english] = mailsTo('ada.adult@example.org', /Subject: Training moved/);
    assert.ok(english, 'the adult who chose English got the English text');
    assert.match(readable(english.raw), /training takes place in hall 2/);
    assert.equal(mailsTo('gone.away@example.org', /Training/).length, 0);

    const list = await app.inject({ url: `${base()}/messages`, headers: bearer(ctx.coach) });
    const mine = list.json<SentMessage[]>().find((m) => m.id === message.id);
    assert.deepEqual([mine?.sent, mine?.queued, mine?.failed], [2, 0, 0]);
  });

  it('lets a coach write only to the courses they coach, and administrators to every group', async () => {
    const other = await send(ctx.coach, courseMessage({ audience: { kind: 'course', eventsGroupId: otherCourse.id } }));
    assert.equal(other.statusCode, 403);
    assert.equal(other.json().code, 'NOT_COACH_OF_COURSE');
    const everyone = await send(ctx.coach, courseMessage({ audience: { kind: 'allMembers' } }));
    assert.equal(everyone.statusCode, 403);
    assert.equal(everyone.json().code, 'ONLY_ADMINISTRATORS');
    assert.equal((await send(member, courseMessage())).statusCode, 403);
    assert.equal((await send(nordAdmin, courseMessage())).statusCode, 403, 'another club’s token');

    const byRole = await send(admin, courseMessage({ audience: { kind: 'role', role: 'MEMBER_USER' } }));
    assert.equal(byRole.statusCode, 201, byRole.body);
    const roleRecipients = await recipientsOf(byRole.json<SentMessage>().id);
    assert.ok(roleRecipients.includes('member@demo.club') && roleRecipients.includes('ada.adult@example.org'));
    assert.ok(!roleRecipients.includes('gone.away@example.org'));
    assert.ok(roleRecipients.every((r) => !r.endsWith('.invalid')));

    const april = await send(
      admin,
      courseMessage({ audience: { kind: 'bookings', from: '2027-04-12', to: '2027-04-14' } }),
    );
    assert.equal(april.statusCode, 201, april.body);
    assert.ok(
      (await recipientsOf(april.json<SentMessage>().id)).includes('member@demo.club'),
      'guardian of a booked child',
    );
    const empty = await send(
      admin,
      courseMessage({ audience: { kind: 'bookings', from: '2031-01-01', to: '2031-01-02' } }),
    );
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().code, 'NO_RECIPIENTS');

    // The other club's administrator reaches only their own club.
    const nordAll = await send(nordAdmin, courseMessage({ audience: { kind: 'allMembers' } }), nord);
    if (nordAll.statusCode === 201) {
      const nordRecipients = await recipientsOf(nordAll.json<SentMessage>().id);
      const demoPeople = await app.db
        .selectFrom('users')
        .select('email')
        .where('organization_id', '=', ctx.demoId)
        .execute();
      assert.ok(nordRecipients.every((r) => !demoPeople.some((p) => p.email === r)));
    } else {
      assert.equal(nordAll.json().code, 'NO_RECIPIENTS');
    }
    const half = await send(admin, courseMessage({ subjectEn: 'Only a subject', bodyEn: '' }), ctx.demoId, 'en');
    assert.equal(half.statusCode, 400);
    assert.equal(half.json().code, 'TRANSLATION_INCOMPLETE');
    const blank = await send(admin, courseMessage({ subjectDe: '   ' }), ctx.demoId, 'en');
    assert.equal(blank.statusCode, 400);
    assert.match(blank.json().message, /subjectDe/);
  });

  it('limits a sender to 10 messages an hour with a plain 429', async () => {
    clock += 3 * 3_600_000;
    for (let i = 0; i < 10; i++) assert.equal((await send(admin, courseMessage())).statusCode, 201);
    const refused = await send(admin, courseMessage(), ctx.demoId, 'en');
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().code, 'MESSAGE_RATE_LIMITED');
    assert.match(refused.json().message, /at most 10 messages an hour/);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await send(ctx.coach, courseMessage())).statusCode, 201, 'another sender is not held back');
    clock += 3_600_000;
    assert.equal((await send(admin, courseMessage())).statusCode, 201, 'a new hour');
    await deliverAll();
  });

  it('takes attend or decline per date from a guardian for a child, and the change of mind', async () => {
    const [first, second] = dates as [ScheduleEntry, ScheduleEntry];
    const coming = await app.inject({ url: `${base()}/users/${memberId}/date-answers`, headers: bearer(member) });
    assert.equal(coming.statusCode, 200, coming.body);
    const mia = coming.json<DateAnswer[]>().filter((a) => a.participantId === childId);
    assert.deepEqual(
      mia.map((a) => [a.dateId, a.childName, a.attending]),
      dates.map((d) => [d.id, 'Mia Wagner', null]),
    );
    assert.equal((await answer(member, memberId, first.id, childId, true)).statusCode, 200);
    const changed = await answer(member, memberId, first.id, childId, false);
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json<DateAnswer>().attending, false);
    assert.equal((await answer(member, memberId, second.id, childId, true)).statusCode, 200);
    const stranger = await answer(member, memberId, first.id, adultId, true);
    assert.equal(stranger.statusCode, 403);
    assert.equal(stranger.json().code, 'NOT_YOUR_PARTICIPANT');
    assert.equal((await answer(member, adultId, first.id, adultId, true)).statusCode, 403, 'someone else’s :userId');

    const list = await participants(first.id);
    assert.equal(list.find((p) => p.userId === childId)?.attending, false);
    assert.equal(list.find((p) => p.userId === adultId)?.attending, null);

    // The coach ticks who came; the CSV keeps both the answer and the attendance.
    await app.inject({
      method: 'PUT',
      url: ctx.api(`/schedule/${first.id}/attendance`),
      headers: bearer(ctx.coach),
      payload: { userId: childId, present: true },
    });
    clock = Date.parse('2027-04-07T10:00:00+02:00');
    member = await userToken(app, ctx.demoId, 'member@demo.club');
    const coach = await userToken(app, ctx.demoId, 'coach@demo.club');
    const late = await answer(member, memberId, first.id, childId, true);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().code, 'DATE_PASSED');
    const csv = await app.inject({
      url: ctx.api(`/eventsGroup/${course.id}/attendance.csv?from=2027-04-06&to=2027-04-13`),
      headers: { ...bearer(coach), 'accept-language': 'de' },
    });
    const lines = csv.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    assert.equal(lines[0], 'Datum;Beginn;Ende;Ort;Teilnehmer/in;E-Mail;Zusage;Anwesend;Erziehungsberechtigte');
    assert.ok(
      lines.includes('2027-04-06;17:00;18:00;Halle 1;Mia Wagner;;nicht dabei;ja;Lena Wagner'),
      lines.join('\n'),
    );
    assert.ok(lines.includes('2027-04-13;17:00;18:00;Halle 1;Mia Wagner;;dabei;;Lena Wagner'), lines.join('\n'));
  });
});
