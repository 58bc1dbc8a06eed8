import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import ical, { type VEvent } from 'node-ical';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp } from '../../testing/test-helpers.js';
import { nextOccurrences } from './next-occurrence.js';
import { calendarContext, classInput, clock } from '../../testing/calendar-support.js';

describe('calendar-service schedule', () => {
  let app: FastifyInstance;
  let ctx: Awaited<ReturnType<typeof calendarContext>>;
  before(async () => {
    app = await buildTestApp();
    ctx = await calendarContext(app);
  });
  after(() => app.close());

  it('keeps a weekly 18:00 class at 18:00 across the end of daylight-saving time', async () => {
    const course = await ctx.newCourse();
    const response = await ctx.post(
      classInput(course.id, '2026-10-19T18:00', '2026-10-19T19:30', {
        recurrence: { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['MONDAY'], numberOfOcurrences: 3 },
      }),
    );
    assert.equal(response.statusCode, 201);
    const dates = response.json<ScheduleEntry[]>();
    assert.deepEqual(
      dates.map((d) => d.startDateTime.slice(0, 16) + d.startDateTime.slice(-6)),
      ['2026-10-19T18:00+02:00', '2026-10-26T18:00+01:00', '2026-11-02T18:00+01:00'],
    );
    assert.deepEqual(
      dates.map((d) => clock(d.endDateTime)),
      ['19:30', '19:30', '19:30'],
    );
    // Daylight-saving time ends on 25 October 2026; the week read keeps the wall clock.
    const week = await ctx.week(course.id, '2026-10-26', '2026-11-01');
    assert.deepEqual(
      week.map((d) => clock(d.startDateTime)),
      ['18:00'],
    );
  });

  it('repeats on the chosen weekdays every second week until the ending date', async () => {
    const course = await ctx.newCourse();
    const response = await ctx.post(
      classInput(course.id, '2027-03-01T09:00', '2027-03-01T10:00', {
        recurrence: {
          repeatPeriod: 2,
          repeatType: 'WEEKLY',
          daysToRepeat: ['MONDAY', 'THURSDAY'],
          endingDate: '2027-03-29',
        },
      }),
    );
    const days = response.json<ScheduleEntry[]>().map((d) => d.startDateTime.slice(0, 10));
    // 28 March 2027 is the spring change: 29 March stays at 09:00 too.
    assert.deepEqual(days, ['2027-03-01', '2027-03-04', '2027-03-15', '2027-03-18', '2027-03-29']);
    assert.ok(response.json<ScheduleEntry[]>().every((d) => clock(d.startDateTime) === '09:00'));
  });

  it('answers only the dates inside the window of the days asked', async () => {
    const course = await ctx.newCourse();
    await ctx.post(
      classInput(course.id, '2027-05-03T10:00', '2027-05-03T11:00', {
        recurrence: { repeatPeriod: 1, repeatType: 'DAILY', daysToRepeat: [], numberOfOcurrences: 10 },
      }),
    );
    const week = await ctx.week(course.id, '2027-05-10', '2027-05-16');
    assert.deepEqual(
      week.map((d) => d.startDateTime.slice(0, 10)),
      ['2027-05-10', '2027-05-11', '2027-05-12'],
    );
  });

  it('refuses a class that overlaps a date of a recurring series of the same course', async () => {
    const course = await ctx.newCourse();
    await ctx.post(
      classInput(course.id, '2027-06-07T18:00', '2027-06-07T19:00', {
        recurrence: { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['MONDAY'], numberOfOcurrences: 5 },
      }),
    );
    const clash = await ctx.post(classInput(course.id, '2027-06-21T18:30', '2027-06-21T19:30'));
    assert.equal(clash.statusCode, 409);
    assert.deepEqual(clash.json(), {
      code: 'CLASSES_OVERLAPPING',
      message: 'Classes are overlapping',
      title: 'Conflict',
    });
    const german = await ctx.post(classInput(course.id, '2027-06-21T18:30', '2027-06-21T19:30'), ctx.coach, 'de');
    assert.equal(german.json().message, 'Die Kurse überschneiden sich');
    // Back to back is fine, and so is the same time in another course.
    assert.equal((await ctx.post(classInput(course.id, '2027-06-21T19:00', '2027-06-21T20:00'))).statusCode, 201);
    const other = await ctx.newCourse();
    assert.equal((await ctx.post(classInput(other.id, '2027-06-21T18:30', '2027-06-21T19:30'))).statusCode, 201);
    // A series whose later dates hit an existing class is refused as a whole.
    const series = await ctx.post(
      classInput(course.id, '2027-05-24T19:30', '2027-05-24T20:30', {
        recurrence: { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['MONDAY'], numberOfOcurrences: 6 },
      }),
    );
    assert.equal(series.statusCode, 409);
  });

  it('lets exactly one of two concurrent overlapping saves win', async () => {
    const course = await ctx.newCourse();
    const [a, b] = await Promise.all([
      ctx.post(classInput(course.id, '2027-07-05T18:00', '2027-07-05T19:00')),
      ctx.post(
        classInput(course.id, '2027-06-28T18:30', '2027-06-28T19:30', {
          recurrence: { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['MONDAY'], numberOfOcurrences: 3 },
        }),
      ),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [201, 409]);
    const stored = await ctx.week(course.id, '2027-07-05', '2027-07-11');
    assert.equal(stored.length, 1);
  });

  it('checks the class form rules on the server with the form messages', async () => {
    const course = await ctx.newCourse();
    const wrong = await ctx.post(classInput(course.id, '2027-08-02T18:00', '2027-08-02T18:50'));
    assert.equal(wrong.statusCode, 400);
    assert.match(wrong.json().message, /Duration is required\. Please select one from dropdown\./);
    const long = await ctx.post(
      classInput(course.id, '2027-08-02T18:00', '2027-08-02T19:00', { coach: ['x'.repeat(41)], place: '' }),
    );
    assert.equal(long.statusCode, 400);
    assert.match(long.json().message, /coach\.0: A trainer name can have at most 40 characters\./);
    assert.match(long.json().message, /place: This field is mandatory/);
    const period = await ctx.post(
      classInput(course.id, '2027-08-02T18:00', '2027-08-02T19:00', {
        recurrence: { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: [], numberOfOcurrences: 31 },
      }),
    );
    assert.equal(period.statusCode, 400);
    const unknown = await ctx.post(
      classInput('00000000-0000-4000-8000-000000000000', '2027-08-02T18:00', '2027-08-02T19:00'),
    );
    assert.equal(unknown.statusCode, 400);
  });

  it('moves one date only, changes the following dates, cancels one and deletes the series', async () => {
    const course = await ctx.newCourse();
    const created = (
      await ctx.post(
        classInput(course.id, '2027-09-06T18:00', '2027-09-06T19:00', {
          recurrence: { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['MONDAY'], numberOfOcurrences: 4 },
        }),
      )
    ).json<ScheduleEntry[]>();
    const put = (body: object) =>
      app.inject({ method: 'PUT', url: ctx.api('/schedule'), headers: bearer(ctx.coach), payload: body });
    const second = created[1] as ScheduleEntry;
    const moved = await put({
      ...classInput(course.id, '2027-09-14T20:00', '2027-09-14T21:00', { place: 'Halle 2' }),
      id: second.id,
      scope: 'occurrence',
    });
    assert.equal(moved.statusCode, 200);
    const all = moved.json<ScheduleEntry[]>();
    assert.deepEqual(
      all.map((d) => `${d.startDateTime.slice(0, 10)} ${clock(d.startDateTime)} ${d.place}`),
      ['2027-09-06 18:00 Halle 1', '2027-09-14 20:00 Halle 2', '2027-09-20 18:00 Halle 1', '2027-09-27 18:00 Halle 1'],
    );
    // From the third date on the class starts at 17:00.
    const third = all[2] as ScheduleEntry;
    const following = await put({
      ...classInput(course.id, '2027-09-20T17:00', '2027-09-20T18:00', {
        recurrence: { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['MONDAY'], numberOfOcurrences: 2 },
      }),
      id: third.id,
      scope: 'following',
    });
    assert.equal(following.statusCode, 200);
    const after = await ctx.week(course.id, '2027-09-01', '2027-09-30');
    assert.deepEqual(
      after.map((d) => clock(d.startDateTime)),
      ['18:00', '20:00', '17:00', '17:00'],
    );
    // Cancel the first date: it stays, marked cancelled.
    const cancel = await app.inject({
      method: 'DELETE',
      url: ctx.api(`/schedule/${(after[0] as ScheduleEntry).id}?scope=occurrence`),
      headers: bearer(ctx.coach),
    });
    assert.equal(cancel.statusCode, 204);
    const withCancelled = await ctx.week(course.id, '2027-09-01', '2027-09-30');
    assert.deepEqual(
      withCancelled.map((d) => d.cancelled),
      [true, false, false, false],
    );
    // A cancelled date frees its slot.
    assert.equal((await ctx.post(classInput(course.id, '2027-09-06T18:00', '2027-09-06T19:00'))).statusCode, 201);
    // Deleting the series removes all of its dates, the part split off included (issue 21).
    const gone = await app.inject({
      method: 'DELETE',
      url: ctx.api(`/schedule/${(after[0] as ScheduleEntry).id}`),
      headers: bearer(ctx.coach),
    });
    assert.equal(gone.statusCode, 204);
    const left = await ctx.week(course.id, '2027-09-01', '2027-09-30');
    assert.deepEqual(
      left.map((d) => clock(d.startDateTime)),
      ['18:00'],
    );
  });

  it('cancels public holidays of Bavaria when the series skips holidays', async () => {
    const course = await ctx.newCourse();
    const dates = (
      await ctx.post(
        classInput(course.id, '2027-12-20T10:00', '2027-12-20T11:00', {
          recurrence: {
            repeatPeriod: 1,
            repeatType: 'DAILY',
            daysToRepeat: [],
            endingDate: '2027-12-27',
            skipHolidays: true,
          },
        }),
      )
    ).json<ScheduleEntry[]>();
    const holidays = dates.filter((d) => d.cancelled).map((d) => `${d.startDateTime.slice(0, 10)} ${d.holiday}`);
    assert.deepEqual(holidays, ['2027-12-25 1. Weihnachtstag', '2027-12-26 2. Weihnachtstag']);
  });

  it('publishes an iCal feed with the series, its exceptions and moved dates', async () => {
    const course = await ctx.newCourse();
    const created = (
      await ctx.post(
        classInput(course.id, '2027-10-11T18:00', '2027-10-11T19:00', {
          recurrence: { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['MONDAY'], numberOfOcurrences: 4 },
        }),
      )
    ).json<ScheduleEntry[]>();
    await app.inject({
      method: 'DELETE',
      url: ctx.api(`/schedule/${(created[1] as ScheduleEntry).id}?scope=occurrence`),
      headers: bearer(ctx.coach),
    });
    await app.inject({
      method: 'PUT',
      url: ctx.api('/schedule'),
      headers: bearer(ctx.coach),
      payload: {
        ...classInput(course.id, '2027-10-26T18:00', '2027-10-26T19:00'),
        id: (created[2] as ScheduleEntry).id,
        scope: 'occurrence',
      },
    });
    const feed = await app.inject({
      url: `/api/calendar-service/public/organizations/${ctx.demoId}/courses/${course.id}/ical`,
    });
    assert.equal(feed.statusCode, 200);
    assert.match(feed.headers['content-type'] as string, /text\/calendar/);
    assert.match(feed.body, /RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=4/);
    const parsed = ical.sync.parseICS(feed.body);
    const events = Object.values(parsed).filter((e): e is VEvent => e?.type === 'VEVENT');
    assert.equal(events.length, 1);
    const instances = ical.expandRecurringEvent(events[0] as VEvent, {
      from: new Date('2027-10-01T00:00:00Z'),
      to: new Date('2027-12-31T00:00:00Z'),
    });
    // 18 Oct cancelled (kept, marked), 25 Oct moved to Tuesday 26 Oct; 18:00 Berlin is 16:00Z before and 17:00Z after 31 Oct.
    assert.deepEqual(
      instances.map(
        (i) =>
          `${i.start.toISOString()}${i.isOverride ? (i.event.status === 'CANCELLED' ? ' cancelled' : ' moved') : ''}`,
      ),
      [
        '2027-10-11T16:00:00.000Z',
        '2027-10-18T16:00:00.000Z cancelled',
        '2027-10-26T16:00:00.000Z moved',
        '2027-11-01T17:00:00.000Z',
      ],
    );
  });

  it('finds each course\'s next date for "my courses"', async () => {
    const course = await ctx.newCourse();
    await ctx.post(
      classInput(course.id, '2027-11-01T18:00', '2027-11-01T19:00', {
        recurrence: { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['MONDAY'], numberOfOcurrences: 3 },
      }),
    );
    const next = await nextOccurrences(app.db, ctx.demoId, [course.id], new Date('2027-11-02T00:00:00Z'));
    assert.equal(next.get(course.id)?.startDateTime, '2027-11-08T18:00:00.000+01:00');
    const none = await nextOccurrences(app.db, ctx.demoId, [course.id], new Date('2028-01-01T00:00:00Z'));
    assert.equal(none.size, 0);
  });
});
