import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp, orgId, userToken } from '../../testing/test-helpers.js';
import { calendarContext, classInput } from '../../testing/calendar-support.js';

interface ParticipantsAnswer {
  date: { id: string; cancelled: boolean };
  participants: Array<{ userId: string; name: string; email: string; present: boolean | null }>;
}

// Issue 21: per date, a coach of the course (and administrators) sees who is enrolled, ticks who
// came and exports the attendance; nobody else, decided on the server.
describe('participants and attendance', () => {
  let app: FastifyInstance;
  let ctx: Awaited<ReturnType<typeof calendarContext>>;
  let admin: string;
  let member: string;
  let nordAdmin: string;
  let memberId: string;
  let course: { id: string; name: string };
  let otherCourse: { id: string; name: string };
  let dates: ScheduleEntry[];
  let otherDate: ScheduleEntry;

  before(async () => {
    app = await buildTestApp();
    ctx = await calendarContext(app);
    admin = await userToken(app, ctx.demoId, 'admin@demo.club');
    member = await userToken(app, ctx.demoId, 'member@demo.club');
    nordAdmin = await userToken(app, await orgId(app, 'nord'), 'admin@nord.club');
    memberId = (
      await app.db.selectFrom('users').select('id').where('email', '=', 'member@demo.club').executeTakeFirstOrThrow()
    ).id;
    // coach@demo.club (Jonas Berger) created `course`, so he coaches it; `otherCourse` was created by
    // an administrator and names Julia Schmid, who has no account: a label with no rights.
    course = await ctx.newCourse();
    otherCourse = await ctx.newCourse(undefined, admin);
    const weekly = { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['TUESDAY'], numberOfOcurrences: 3 } as const;
    dates = (
      await ctx.post(
        classInput(course.id, '2027-04-06T17:00', '2027-04-06T18:00', {
          coach: ['Jonas Berger'],
          place: 'Halle "Süd"; hinten',
          recurrence: { ...weekly, daysToRepeat: ['TUESDAY'] },
        }),
      )
    ).json<ScheduleEntry[]>();
    otherDate = (
      await ctx.post(classInput(otherCourse.id, '2027-04-06T17:00', '2027-04-06T18:00', { coach: ['Julia Schmid'] }))
    ).json<ScheduleEntry[]>()[0] as ScheduleEntry;
    for (const id of [course.id, otherCourse.id]) {
      await app.db
        .insertInto('events_group_members')
        .values({ organization_id: ctx.demoId, events_group_id: id, user_id: memberId, order_id: null })
        .execute();
    }
  });
  after(() => app.close());

  const participants = (dateId: string, token: string) =>
    app.inject({ url: ctx.api(`/schedule/${dateId}/participants`), headers: bearer(token) });
  const mark = (dateId: string, token: string, userId: string, present: boolean) =>
    app.inject({
      method: 'PUT',
      url: ctx.api(`/schedule/${dateId}/attendance`),
      headers: bearer(token),
      payload: { userId, present },
    });
  const csv = (id: string, token: string, query: string, lang = 'de') =>
    app.inject({
      url: `/api/calendar-service/organizations/${ctx.demoId}/eventsGroup/${id}/attendance.csv?${query}`,
      headers: { ...bearer(token), 'accept-language': lang },
    });

  it("shows the course's coach who is enrolled and lets them tick who came", async () => {
    const first = dates[0] as ScheduleEntry;
    const before = await participants(first.id, ctx.coach);
    assert.equal(before.statusCode, 200, before.body);
    assert.deepEqual(
      before.json<ParticipantsAnswer>().participants.map((p) => [p.name, p.email, p.present]),
      [['Lena Wagner', 'member@demo.club', null]],
    );
    assert.equal((await mark(first.id, ctx.coach, memberId, true)).statusCode, 204);
    assert.equal((await mark((dates[1] as ScheduleEntry).id, ctx.coach, memberId, false)).statusCode, 204);
    const after = (await participants(first.id, ctx.coach)).json<ParticipantsAnswer>();
    assert.equal(after.participants[0]?.present, true);
    // Unticking is a change like any other.
    assert.equal((await mark(first.id, ctx.coach, memberId, false)).statusCode, 204);
    assert.equal((await participants(first.id, ctx.coach)).json<ParticipantsAnswer>().participants[0]?.present, false);
    assert.equal((await mark(first.id, ctx.coach, memberId, true)).statusCode, 204);
  });

  it('lets administrators in, and keeps out members, coaches of other courses and other clubs', async () => {
    const first = dates[0] as ScheduleEntry;
    assert.equal((await participants(first.id, admin)).statusCode, 200);
    const asMember = await participants(first.id, member);
    assert.equal(asMember.statusCode, 403);
    assert.equal(asMember.json().code, 'NOT_COACH_OF_COURSE');
    assert.equal((await mark(first.id, member, memberId, true)).statusCode, 403);
    // Jonas Berger does not coach the other course.
    assert.equal((await participants(otherDate.id, ctx.coach)).statusCode, 403);
    assert.equal((await mark(otherDate.id, ctx.coach, memberId, true)).statusCode, 403);
    assert.equal((await csv(otherCourse.id, ctx.coach, 'from=2027-04-01&to=2027-04-30')).statusCode, 403);
    assert.equal((await participants(first.id, nordAdmin)).statusCode, 403);
    const anonymous = await app.inject({ url: ctx.api(`/schedule/${first.id}/participants`) });
    assert.equal(anonymous.statusCode, 401);
  });

  it('refuses to tick someone who is not in the course', async () => {
    const adminId = (
      await app.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.club').executeTakeFirstOrThrow()
    ).id;
    const response = await mark((dates[0] as ScheduleEntry).id, ctx.coach, adminId, true);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'NOT_A_PARTICIPANT');
  });

  it('exports the attendance of a period as CSV a spreadsheet opens', async () => {
    const german = await csv(course.id, ctx.coach, 'from=2027-04-01&to=2027-04-30');
    assert.equal(german.statusCode, 200, german.body);
    assert.match(german.headers['content-type'] as string, /^text\/csv; charset=utf-8/);
    assert.match(german.headers['content-disposition'] as string, /^attachment; filename=/);
    const raw = german.rawPayload.toString('utf8');
    assert.ok(raw.startsWith('\uFEFF'), 'UTF-8 BOM');
    assert.deepEqual(raw.slice(1).trimEnd().split('\r\n'), [
      'Datum;Beginn;Ende;Ort;Teilnehmer/in;E-Mail;Zusage;Anwesend;Erziehungsberechtigte',
      '2027-04-06;17:00;18:00;"Halle ""Süd""; hinten";Lena Wagner;member@demo.club;;ja;',
      '2027-04-13;17:00;18:00;"Halle ""Süd""; hinten";Lena Wagner;member@demo.club;;nein;',
      '2027-04-20;17:00;18:00;"Halle ""Süd""; hinten";Lena Wagner;member@demo.club;;;',
    ]);
    const english = (await csv(course.id, admin, 'from=2027-04-10&to=2027-04-14', 'en')).rawPayload.toString('utf8');
    assert.deepEqual(english.slice(1).trimEnd().split('\r\n'), [
      'Date,Start,End,Place,Participant,E-mail,Answer,Present,Guardian',
      '2027-04-13,17:00,18:00,"Halle ""Süd""; hinten",Lena Wagner,member@demo.club,,no,',
    ]);
    const backwards = await csv(course.id, ctx.coach, 'from=2027-04-30&to=2027-04-01');
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json().code, 'INVALID_PERIOD');
  });
});
