import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema.js';
import { expandSeries, rruleText, seriesCutAt, zone } from './recurrence.js';

export interface FeedOptions {
  /** The feed's name as calendar apps show it (X-WR-CALNAME), already in the visitor's language. */
  title: string;
  /** https origin of the public site; course pages are linked from it. */
  origin: string;
}

/**
 * An iCalendar feed of courses a phone calendar can subscribe to: one VEVENT per series with its
 * RRULE in Europe/Berlin (so the wall-clock time survives daylight-saving changes) and the zone's
 * VTIMEZONE (RFC 5545 3.2.19; the yearly-rule form of tzurl's Outlook set, which Outlook needs to
 * place the times right), DTSTAMP in UTC, and every date that differs from its rule as an override
 * with its own RECURRENCE-ID: moved or changed dates with their own place, trainers and
 * description, cancelled dates (holidays included) with STATUS:CANCELLED instead of vanishing.
 */
export async function courseFeed(
  db: Kysely<Database>,
  organizationId: string,
  eventsGroupIds: string[],
  options: FeedOptions,
): Promise<string> {
  const calendar = ical({
    name: options.title,
    method: ICalCalendarMethod.PUBLISH,
    ttl: 3600,
    // No calendar-wide zone: ical-generator would then write DTSTAMP in local time. Each event
    // names Europe/Berlin, and the generator adds its VTIMEZONE once.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  if (eventsGroupIds.length === 0) return calendar.toString();
  const [groups, series, exceptions] = await Promise.all([
    db
      .selectFrom('events_groups')
      .select(['id', 'url', 'path'])
      .where('organization_id', '=', organizationId)
      .where('id', 'in', eventsGroupIds)
      .execute(),
    db
      .selectFrom('schedule_series')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('events_group_id', 'in', eventsGroupIds)
      .orderBy('start_local')
      .execute(),
    db
      .selectFrom('schedule_occurrences')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('events_group_id', 'in', eventsGroupIds)
      .where((eb) => eb.or([eb('cancelled', '=', true), eb('modified', '=', true)]))
      .orderBy('original_start')
      .execute(),
  ]);
  const pageOf = new Map(groups.map((g) => [g.id, coursePageUrl(g, options.origin)]));
  const berlin = (date: Date) => DateTime.fromJSDate(date, { zone });
  const stamp = new Date();
  for (const s of series) {
    const dates = expandSeries({
      startLocal: s.start_local,
      durationMinutes: s.duration_minutes,
      recurrence: s.recurrence,
    });
    const first = dates[0];
    if (!first) continue;
    const details = (own?: { place: string | null; coach: string[] | null; description: string | null }) => ({
      summary: s.name,
      location: own?.place ?? s.place,
      description: describe(own?.description ?? s.description, own?.coach ?? s.coach),
      url: pageOf.get(s.events_group_id) ?? null,
      timezone: zone,
      stamp,
    });
    const base = { id: `${s.id}@calendar-service`, ...details() };
    const own = exceptions.filter((e) => e.series_id === s.id);
    if (!s.recurrence) {
      const changed = own[0];
      calendar.createEvent({
        ...base,
        ...details(changed),
        start: berlin(changed?.starts_at ?? first.start),
        end: berlin(changed?.ends_at ?? first.end),
        ...(changed?.cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
      });
      continue;
    }
    calendar.createEvent({
      ...base,
      start: berlin(first.start),
      end: berlin(first.end),
      repeating: `RRULE:${rruleText(s.start_local, s.recurrence, seriesCutAt(dates, s.recurrence))}`,
    });
    for (const e of own) {
      calendar.createEvent({
        ...base,
        ...details(e),
        recurrenceId: berlin(e.original_start),
        start: berlin(e.starts_at),
        end: berlin(e.ends_at),
        ...(e.cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
      });
    }
  }
  return calendar.toString();
}

const describe = (description: string, coach: string[]) =>
  [description, coach.length ? `Trainer: ${coach.join(', ')}` : ''].filter(Boolean).join('\n');

/** The course page as an absolute https link (an external url as it is), or null without a page. */
function coursePageUrl(group: { url: string | null; path: string | null }, origin: string): string | null {
  if (group.url && /^https?:\/\//.test(group.url)) return group.url;
  const path = group.path || group.url;
  return path ? `${origin}${path.startsWith('/') ? '' : '/'}${path}` : null;
}
