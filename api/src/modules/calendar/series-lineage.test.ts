import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp } from '../../testing/test-helpers.js';
import { calendarContext, classInput, clock } from '../../testing/calendar-support.js';

// Issue 21, class editor: "all dates" after a "this and following" split means every date of the
// original series, and Delete can name how many dates it removes before it asks.
describe('split series and removal counts', () => {
  let app: FastifyInstance;
  let ctx: Awaited<ReturnType<typeof calendarContext>>;
  before(async () => {
    app = await buildTestApp();
    ctx = await calendarContext(app);
  });
  after(() => app.close());

  const weekly = { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['MONDAY'], endingDate: '2027-12-06' } as const;
  const put = (entry: ScheduleEntry, start: string, end: string, scope: string) =>
    app.inject({
      method: 'PUT',
      url: ctx.api('/schedule'),
      headers: bearer(ctx.coach),
      payload: {
        ...classInput(entry.eventsGroupId, start, end, {
          recurrence: { ...weekly, daysToRepeat: [...weekly.daysToRepeat] },
        }),
        id: entry.id,
        scope,
      },
    });
  const removal = async (id: string, scope: string) =>
    (await app.inject({ url: ctx.api(`/schedule/${id}/removal?scope=${scope}`), headers: bearer(ctx.coach) })).json<{
      count: number;
    }>().count;

  async function splitCourse() {
    const course = await ctx.newCourse();
    const created = await ctx.post(
      classInput(course.id, '2027-11-01T18:00', '2027-11-01T19:00', {
        recurrence: { ...weekly, daysToRepeat: [...weekly.daysToRepeat] },
      }),
    );
    const dates = created.json<ScheduleEntry[]>();
    const third = dates[2] as ScheduleEntry;
    const split = await put(third, '2027-11-15T19:00', '2027-11-15T20:00', 'following');
    assert.equal(split.statusCode, 200, split.body);
    const all = await ctx.week(course.id, '2027-11-01', '2027-12-31');
    assert.deepEqual(
      all.map((d) => clock(d.startDateTime)),
      ['18:00', '18:00', '19:00', '19:00', '19:00', '19:00'],
    );
    return { course, all };
  }

  it('edits every date of the original series with "all dates" after a split', async () => {
    const { course, all } = await splitCourse();
    // Opened from a date of the later part, moved to 20:00 for all dates.
    const response = await put(all[4] as ScheduleEntry, '2027-11-29T20:00', '2027-11-29T21:00', 'series');
    assert.equal(response.statusCode, 200, response.body);
    const joined = await ctx.week(course.id, '2027-11-01', '2027-12-31');
    assert.deepEqual(
      joined.map((d) => `${d.startDateTime.slice(0, 10)} ${clock(d.startDateTime)}`),
      [
        '2027-11-01 20:00',
        '2027-11-08 20:00',
        '2027-11-15 20:00',
        '2027-11-22 20:00',
        '2027-11-29 20:00',
        '2027-12-06 20:00',
      ],
    );
    assert.equal(new Set(joined.map((d) => d.seriesId)).size, 1);
  });

  it('counts the dates a delete removes, and "all dates" deletes every part', async () => {
    const { course, all } = await splitCourse();
    const fifth = all[4] as ScheduleEntry;
    assert.equal(await removal(fifth.id, 'occurrence'), 1);
    assert.equal(await removal(fifth.id, 'following'), 2);
    assert.equal(await removal(fifth.id, 'series'), 6);
    assert.equal(await removal((all[0] as ScheduleEntry).id, 'series'), 6);
    const gone = await app.inject({
      method: 'DELETE',
      url: ctx.api(`/schedule/${fifth.id}?scope=series`),
      headers: bearer(ctx.coach),
    });
    assert.equal(gone.statusCode, 204);
    assert.deepEqual(await ctx.week(course.id, '2027-11-01', '2027-12-31'), []);
  });

  it('answers the count only to those who may write the calendar', async () => {
    const { all } = await splitCourse();
    const anonymous = await app.inject({ url: ctx.api(`/schedule/${(all[0] as ScheduleEntry).id}/removal`) });
    assert.ok([401, 403].includes(anonymous.statusCode));
  });
});
