import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import type { Recurrence, ScheduleEntry } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp, userToken } from '../../testing/test-helpers.js';
import { calendarContext, classInput } from '../../testing/calendar-support.js';

// The feeds as Thunderbird reads them: Mozilla's ical.js parses, learns Europe/Berlin only from the
// feed's own VTIMEZONE (it has no zone database), expands every rule with its overrides, and the
// dates must equal what the site's week reads answer, across both daylight-saving switches of 2027.
const from = DateTime.fromISO('2027-01-04T00:00', { zone: 'Europe/Berlin' }); // a Monday
const weeks = 52; // to 2 January 2028: 28 March and 31 October 2027 inside

interface Dated {
  start: string;
  end: string;
  cancelled: boolean;
  summary: string;
  place: string;
  description: string;
}
const key = (d: Dated) =>
  `${d.start} ${d.end} ${d.cancelled ? 'CANCELLED' : 'on'} ${d.summary} @${d.place} ${d.description}`;
const utc = (date: Date) => date.toISOString();

/** Every date of a feed starting in [start, end), expanded by ical.js. */
function expandFeed(text: string, start: Date, end: Date): Dated[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent');
  const uid = (e: ICAL.Component) => String(e.getFirstPropertyValue('uid'));
  const overrides = events.filter((e) => e.hasProperty('recurrence-id'));
  // Overrides belong to the event of their UID (as Thunderbird relates them); ical.js would
  // otherwise relate every override of the calendar to every event.
  const masters = events
    .filter((e) => !e.hasProperty('recurrence-id'))
    .map((e) => new ICAL.Event(e, { strictExceptions: true, exceptions: overrides.filter((o) => uid(o) === uid(e)) }));
  const out: Dated[] = [];
  const push = (item: ICAL.Event, startDate: ICAL.Time, endDate: ICAL.Time) => {
    const s = startDate.toJSDate();
    if (s < start || s >= end) return;
    out.push({
      start: utc(s),
      end: utc(endDate.toJSDate()),
      cancelled: item.component.getFirstPropertyValue('status') === 'CANCELLED',
      summary: item.summary,
      place: item.location,
      description: item.description,
    });
  };
  // Overrides may move a date a few days; iterate a week beyond the window on both sides.
  const stop = ICAL.Time.fromJSDate(new Date(end.getTime() + 7 * 86_400_000), true);
  for (const event of masters) {
    if (!event.isRecurring()) {
      push(event, event.startDate, event.endDate);
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next && next.compare(stop) < 0; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      push(details.item, details.startDate, details.endDate);
    }
  }
  return out.sort((a, b) => key(a).localeCompare(key(b)));
}

const describeEntry = (e: ScheduleEntry) =>
  [e.description, e.coach.length ? `Trainer: ${e.coach.join(', ')}` : ''].filter(Boolean).join('\n');
const fromEntry = (e: ScheduleEntry): Dated => ({
  start: utc(new Date(e.startDateTime)),
  end: utc(new Date(e.endDateTime)),
  cancelled: e.cancelled,
  summary: e.name,
  place: e.place,
  description: describeEntry(e),
});

describe('iCal feeds read by ical.js', () => {
  let app: FastifyInstance;
  let ctx: Awaited<ReturnType<typeof calendarContext>>;
  let course: { id: string; name: string };
  before(async () => {
    // Feed links use the club's configured origin (SITE_ORIGINS: 'demo.…' belongs to demo).
    app = await buildTestApp({ siteOrigins: ['https://demo.verein.example'] });
    ctx = await calendarContext(app);
    course = await ctx.newCourse();
    const weekly: Recurrence = { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['MONDAY', 'THURSDAY'] };
    const created = await ctx.post([
      // Open-ended ("Never"): the site has it two years from the first date.
      classInput(course.id, '2026-12-03T18:00', '2026-12-03T19:30', { recurrence: weekly }),
      classInput(course.id, '2027-01-06T07:30', '2027-01-06T08:15', {
        place: 'Hallenbad',
        recurrence: {
          repeatPeriod: 1,
          repeatType: 'WEEKLY',
          daysToRepeat: ['WEDNESDAY'],
          endingDate: '2027-12-31',
          skipHolidays: true,
        },
      }),
      classInput(course.id, '2027-03-24T06:00', '2027-03-24T06:30', {
        recurrence: { repeatPeriod: 1, repeatType: 'DAILY', daysToRepeat: [], numberOfOcurrences: 10 },
      }),
      classInput(course.id, '2027-01-15T10:00', '2027-01-15T11:00', {
        recurrence: { repeatPeriod: 1, repeatType: 'MONTHLY', daysToRepeat: [], oneYear: true },
      }),
      classInput(course.id, '2027-07-01T12:00', '2027-07-01T13:00', { description: 'Sommerfest' }),
    ]);
    assert.equal(created.statusCode, 201);
    const dates = created.json<ScheduleEntry[]>();
    const at = (local: string) => {
      const found = dates.find((d) => d.startDateTime.startsWith(local));
      assert.ok(found, local);
      return found;
    };
    const put = async (entry: ScheduleEntry, start: string, end: string, extra: object) => {
      const response = await app.inject({
        method: 'PUT',
        url: ctx.api('/schedule'),
        headers: bearer(ctx.coach),
        payload: { ...classInput(course.id, start, end), id: entry.id, ...extra },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<ScheduleEntry[]>();
    };
    // From 2 September on, the open series runs at 18:30 (a new series: "this and following").
    const split = await put(at('2027-09-02T18:00'), '2027-09-02T18:30', '2027-09-02T20:00', {
      scope: 'following',
      recurrence: weekly,
    });
    // The Monday after the spring switch moves to Tuesday 19:00 with its own description.
    await put(at('2027-03-29T18:00'), '2027-03-30T19:00', '2027-03-30T20:30', {
      scope: 'occurrence',
      description: 'Halle belegt: Dienstag',
      place: 'Halle 2',
    });
    // The Monday after the autumn switch is cancelled; so is the single summer date.
    const autumn = split.find((d) => d.startDateTime.startsWith('2027-11-01T18:30'));
    assert.ok(autumn);
    for (const id of [autumn.id, at('2027-07-01T12:00').id]) {
      const cancelled = await app.inject({
        method: 'DELETE',
        url: ctx.api(`/schedule/${id}?scope=occurrence`),
        headers: bearer(ctx.coach),
      });
      assert.equal(cancelled.statusCode, 204);
    }
  });
  after(() => app.close());

  async function siteDates(eventsGroupIds: string[]): Promise<Dated[]> {
    const out: Dated[] = [];
    for (let w = 0; w < weeks; w++) {
      const monday = from.plus({ weeks: w });
      for (const id of eventsGroupIds) {
        const response = await app.inject({
          url: ctx.api(
            `/schedule?startDateTime=${monday.toISODate()}T00:00:00&endDateTime=${monday.plus({ days: 6 }).toISODate()}T23:59:59&eventsGroupId=${id}`,
          ),
          headers: bearer(ctx.coach),
        });
        out.push(...response.json<ScheduleEntry[]>().map(fromEntry));
      }
    }
    return out.sort((a, b) => key(a).localeCompare(key(b)));
  }

  const windowEnd = from.plus({ weeks }).toJSDate();

  it("gives a course's feed the same dates as the site's week reads, in Outlook's form", async () => {
    const feed = await app.inject({
      url: `/api/calendar-service/public/organizations/${ctx.demoId}/courses/${course.id}/ical?lang=de`,
    });
    assert.equal(feed.statusCode, 200);
    const text = feed.body;
    // RFC 5545 3.2.19: every TZID has its VTIMEZONE, in the yearly-rule form Outlook understands.
    assert.match(text, /BEGIN:VTIMEZONE\r\nTZID:Europe\/Berlin\r\n/);
    assert.match(text, /RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU/);
    assert.match(text, /RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU/);
    assert.match(text, /DTSTART;TZID=Europe\/Berlin:20261203T180000/);
    const stamps = text.match(/^DTSTAMP[:;].*$/gm) ?? [];
    assert.ok(stamps.length > 5);
    assert.ok(
      stamps.every((s) => /^DTSTAMP:\d{8}T\d{6}Z\r?$/.test(s)),
      stamps[0],
    );
    assert.match(text, new RegExp(`X-WR-CALNAME:${course.name} – Kurstermine`));
    assert.match(text, /STATUS:CANCELLED/);

    const expected = await siteDates([course.id]);
    const actual = expandFeed(text, from.toJSDate(), windowEnd);
    assert.ok(expected.length > 150, `${expected.length} dates`);
    assert.deepEqual(actual.map(key), expected.map(key));
    // What the comparison covers, spelled out: wall clock kept across both switches, the moved
    // date with its own description, cancelled dates (holidays too) marked instead of dropped.
    const byStart = new Map(actual.map((d) => [d.start, d]));
    assert.equal(byStart.get('2027-03-25T17:00:00.000Z')?.summary, course.name); // Thu 18:00 CET
    assert.equal(byStart.get('2027-04-01T16:00:00.000Z')?.summary, course.name); // Thu 18:00 CEST
    assert.match(byStart.get('2027-03-30T17:00:00.000Z')?.description ?? '', /^Halle belegt: Dienstag/);
    assert.equal(byStart.get('2027-11-01T17:30:00.000Z')?.cancelled, true); // Mon 18:30 CET
    assert.equal(byStart.get('2027-01-06T06:30:00.000Z')?.cancelled, true); // Heilige Drei Könige
    assert.equal(byStart.get('2027-07-01T10:00:00.000Z')?.cancelled, true);
  });

  it('ends an open series in the feed where the site ends it', async () => {
    const feed = await app.inject({
      url: `/api/calendar-service/public/organizations/${ctx.demoId}/courses/${course.id}/ical`,
    });
    const all = expandFeed(feed.body, new Date('2026-01-01T00:00:00Z'), new Date('2031-01-01T00:00:00Z'));
    const last = await app.inject({
      method: 'POST',
      url: ctx.api('/schedule/search'),
      headers: bearer(ctx.coach),
      payload: { eventsGroupId: course.id, startDateTime: '2029-06-01T00:00:00' },
    });
    const siteLast = last.json<ScheduleEntry[]>().at(-1);
    assert.ok(siteLast);
    assert.equal(
      all
        .map((d) => d.start)
        .sort()
        .at(-1),
      utc(new Date(siteLast.startDateTime)),
    );
    // The split's open half started 2 September 2027: the site keeps it two years, to 30 August 2029.
    assert.equal(siteLast.startDateTime, '2029-08-30T18:30:00.000+02:00');
  });

  it("gives a member's private feed the dates of all their courses, named in their language", async () => {
    const member = await userToken(app, ctx.demoId, 'member@demo.club');
    const user = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'member@demo.club')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('events_group_members')
      .values({ organization_id: ctx.demoId, events_group_id: course.id, user_id: user.id, order_id: null })
      .execute();
    const link = await app.inject({ url: ctx.api('/my-courses/feed?lang=en'), headers: bearer(member) });
    const links = link.json<{ path: string; subscribeUrl: string; downloadUrl: string }>();
    assert.match(
      links.subscribeUrl,
      /^webcal:\/\/demo\.verein\.example\/api\/calendar-service\/public\/.*\/ical\?lang=en$/,
    );
    assert.match(links.downloadUrl, /^https:\/\/demo\.verein\.example\/api\/.*\/ical\?lang=en&download=1$/);
    const feed = await app.inject({ url: `/api${links.path}?lang=en` });
    assert.match(feed.body, /X-WR-CALNAME:My Courses/);
    const groups = await app.inject({ url: ctx.api('/eventsGroup'), headers: bearer(member) });
    const ids = groups.json<{ id: string }[]>().map((g) => g.id);
    assert.ok(ids.length >= 3 && ids.includes(course.id));
    const expected = await siteDates(ids);
    assert.deepEqual(expandFeed(feed.body, from.toJSDate(), windowEnd).map(key), expected.map(key));
  });

  it("links the feed from the club's configured origin (not the Host), as a webcal subscription and a download", async () => {
    const response = await app.inject({
      url: `/api/calendar-service/public/organizations/${ctx.demoId}/courses/${course.id}/feed-links?lang=de`,
      headers: { host: 'www.evil.example' },
    });
    assert.equal(response.statusCode, 200);
    const base = `demo.verein.example/api/calendar-service/public/organizations/${ctx.demoId}/courses/${course.id}/ical`;
    assert.deepEqual(response.json(), {
      subscribeUrl: `webcal://${base}?lang=de`,
      downloadUrl: `https://${base}?lang=de&download=1`,
    });
    const download = await app.inject({ url: new URL(response.json().downloadUrl).pathname + '?download=1' });
    assert.match(download.headers['content-disposition'] as string, /^attachment/);
  });
});
