import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema.js';
import { expandSeries, rruleText, zone } from './recurrence.js';

/**
 * An iCalendar feed of courses a phone calendar can subscribe to: one VEVENT per series with
 * its RRULE in Europe/Berlin (so the wall-clock time survives daylight-saving changes),
 * cancelled dates as EXDATE and dates changed alone as overrides with RECURRENCE-ID.
 */
export async function courseFeed(
  db: Kysely<Database>,
  organizationId: string,
  eventsGroupIds: string[],
  title: string,
): Promise<string> {
  const calendar = ical({ name: title, timezone: zone, method: ICalCalendarMethod.PUBLISH, ttl: 3600 });
  if (eventsGroupIds.length === 0) return calendar.toString();
  const series = await db
    .selectFrom('schedule_series')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('events_group_id', 'in', eventsGroupIds)
    .execute();
  const exceptions = await db
    .selectFrom('schedule_occurrences')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('events_group_id', 'in', eventsGroupIds)
    .where((eb) => eb.or([eb('cancelled', '=', true), eb('modified', '=', true)]))
    .execute();
  const berlin = (date: Date) => DateTime.fromJSDate(date, { zone });
  for (const s of series) {
    const first = expandSeries({
      startLocal: s.start_local,
      durationMinutes: s.duration_minutes,
      recurrence: s.recurrence,
    })[0];
    if (!first) continue;
    const own = exceptions.filter((e) => e.series_id === s.id);
    const base = {
      id: `${s.id}@calendar-service`,
      summary: s.name,
      location: s.place,
      description: [s.description, s.coach.length ? `Trainer: ${s.coach.join(', ')}` : ''].filter(Boolean).join('\n'),
      timezone: zone,
    };
    const cancelledOnly = own.filter((e) => e.cancelled);
    if (!s.recurrence) {
      if (cancelledOnly.length > 0) continue;
      const moved = own[0];
      calendar.createEvent({
        ...base,
        start: berlin(moved?.starts_at ?? first.start),
        end: berlin(moved?.ends_at ?? first.end),
        ...(moved ? { location: moved.place ?? s.place } : {}),
      });
      continue;
    }
    calendar.createEvent({
      ...base,
      start: berlin(first.start),
      end: berlin(first.end),
      repeating: `RRULE:${rruleText(s.start_local, s.recurrence)}${exdates(cancelledOnly.map((e) => e.original_start))}`,
    });
    for (const e of own.filter((o) => !o.cancelled)) {
      calendar.createEvent({
        ...base,
        recurrenceId: berlin(e.original_start),
        start: berlin(e.starts_at),
        end: berlin(e.ends_at),
        location: e.place ?? s.place,
      });
    }
  }
  return calendar.toString();
}

/** EXDATE lines in Berlin wall clock, appended to the RRULE string ical-generator inserts as is. */
function exdates(dates: Date[]): string {
  if (dates.length === 0) return '';
  const values = dates.map((d) => DateTime.fromJSDate(d, { zone }).toFormat("yyyyMMdd'T'HHmmss"));
  return `\r\nEXDATE;TZID=${zone}:${values.join(',')}`;
}
