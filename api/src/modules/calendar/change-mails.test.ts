import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp, userToken } from '../../testing/test-helpers.js';
import { calendarContext, classInput } from '../../testing/calendar-support.js';

// Issue 21: a cancelled or moved coming date, or the end of a course's coming dates, mails its
// participants in their language through the outbox; a member can turn these mails off.
describe('mails about course changes', () => {
  let app: FastifyInstance;
  let ctx: Awaited<ReturnType<typeof calendarContext>>;
  let member: string;
  let course: { id: string; name: string };
  let dates: ScheduleEntry[];

  const outbox = (template: string) =>
    app.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'text_body'])
      .where('template', '=', template)
      .where('text_body', 'like', `%${course.name}%`)
      .execute();
  const settings = (payload: object) =>
    app.inject({ method: 'PUT', url: ctx.api('/my-course-mails'), headers: bearer(member), payload });

  before(async () => {
    app = await buildTestApp();
    ctx = await calendarContext(app);
    member = await userToken(app, ctx.demoId, 'member@demo.club');
    course = await ctx.newCourse();
    // Dates ahead of today (the tests run in 2026; these are in 2030).
    dates = (
      await ctx.post(
        classInput(course.id, '2030-03-04T18:00', '2030-03-04T19:00', {
          recurrence: { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['MONDAY'], numberOfOcurrences: 6 },
        }),
      )
    ).json<ScheduleEntry[]>();
    const memberId = (
      await app.db.selectFrom('users').select('id').where('email', '=', 'member@demo.club').executeTakeFirstOrThrow()
    ).id;
    await app.db
      .insertInto('events_group_members')
      .values({ organization_id: ctx.demoId, events_group_id: course.id, user_id: memberId, order_id: null })
      .execute();
  });
  after(() => app.close());

  it('mails a cancelled date in German by default', async () => {
    const cancel = await app.inject({
      method: 'DELETE',
      url: ctx.api(`/schedule/${(dates[0] as ScheduleEntry).id}?scope=occurrence`),
      headers: bearer(ctx.coach),
    });
    assert.equal(cancel.statusCode, 204);
    const [mail, ...more] = await outbox('COURSE_DATE_CANCELLED');
    assert.equal(more.length, 0);
    assert.equal(mail?.recipient, 'member@demo.club');
    assert.equal(mail?.subject, `Abgesagt: ${course.name} am Mo., 04.03.2030`);
    assert.match(mail?.text_body ?? '', /Hallo Lena,/);
    assert.match(mail?.text_body ?? '', /um 18:00 Uhr fällt aus/);
    assert.match(mail?.text_body ?? '', new RegExp(`/training\\?eventsGroupId=${course.id}`));
  });

  it('mails a moved date in the language the member chose', async () => {
    const saved = await settings({ courseChanges: true, language: 'en' });
    assert.equal(saved.statusCode, 200);
    assert.deepEqual(saved.json(), { courseChanges: true, language: 'en' });
    const moved = await app.inject({
      method: 'PUT',
      url: ctx.api('/schedule'),
      headers: bearer(ctx.coach),
      payload: {
        ...classInput(course.id, '2030-03-12T19:00', '2030-03-12T20:00', { place: 'Halle 2' }),
        id: (dates[1] as ScheduleEntry).id,
        scope: 'occurrence',
      },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    const [mail] = await outbox('COURSE_DATE_MOVED');
    assert.equal(mail?.subject, `Moved: ${course.name} on Mon, 11/03/2030`);
    assert.match(mail?.text_body ?? '', /has moved to Tue, 12\/03\/2030 at 19:00 \(Halle 2\)/);
  });

  it('mails the end of the coming dates when the rest of the course is deleted', async () => {
    const gone = await app.inject({
      method: 'DELETE',
      url: ctx.api(`/schedule/${(dates[3] as ScheduleEntry).id}?scope=following`),
      headers: bearer(ctx.coach),
    });
    assert.equal(gone.statusCode, 204);
    const [mail] = await outbox('COURSE_COURSE_CANCELLED');
    assert.match(mail?.text_body ?? '', /all 3 further dates/);
  });

  it('sends nothing to a member who turned these mails off, and only the member changes their own choice', async () => {
    assert.equal((await settings({ courseChanges: false, language: 'de' })).statusCode, 200);
    await app.inject({
      method: 'DELETE',
      url: ctx.api(`/schedule/${(dates[2] as ScheduleEntry).id}?scope=occurrence`),
      headers: bearer(ctx.coach),
    });
    assert.equal((await outbox('COURSE_DATE_CANCELLED')).length, 1, 'still only the first mail');
    const read = await app.inject({ url: ctx.api('/my-course-mails'), headers: bearer(member) });
    assert.deepEqual(read.json(), { courseChanges: false, language: 'de' });
    const anonymous = await app.inject({ url: ctx.api('/my-course-mails') });
    assert.equal(anonymous.statusCode, 401);
  });
});
