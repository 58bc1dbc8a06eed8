import type { Kysely } from 'kysely';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import type { Database } from '../../db/schema.js';
import { toBerlinIso } from './recurrence.js';

type Db = Kysely<Database>;

/** Columns of an occurrence joined with its series: everything a ScheduleEntry needs. */
export function entryQuery(db: Db, organizationId: string) {
  return db
    .selectFrom('schedule_occurrences as o')
    .innerJoin('schedule_series as s', 's.id', 'o.series_id')
    .select([
      'o.id',
      'o.series_id',
      'o.events_group_id',
      'o.original_start',
      'o.starts_at',
      'o.ends_at',
      'o.cancelled',
      'o.holiday',
      'o.modified',
      'o.place as own_place',
      'o.coach as own_coach',
      'o.description as own_description',
      's.name',
      's.coach',
      's.place',
      's.description',
      's.short_description',
      's.image',
      's.content_id',
      's.recurrence',
    ])
    .where('o.organization_id', '=', organizationId);
}

export type EntryRow = Awaited<ReturnType<ReturnType<typeof entryQuery>['execute']>>[number];

export const toEntry = (row: EntryRow): ScheduleEntry => ({
  id: row.id,
  seriesId: row.series_id,
  name: row.name,
  startDateTime: toBerlinIso(row.starts_at),
  endDateTime: toBerlinIso(row.ends_at),
  originalStartDateTime: toBerlinIso(row.original_start),
  eventsGroupId: row.events_group_id,
  coach: row.own_coach ?? row.coach,
  place: row.own_place ?? row.place,
  description: row.own_description ?? row.description,
  shortDescription: row.short_description,
  users: [],
  image: row.image,
  contentId: row.content_id,
  recurrence: row.recurrence,
  cancelled: row.cancelled,
  holiday: row.holiday,
  modified: row.modified,
});

/** Dates of a course starting within [from, to] (cancelled ones included, marked). */
export async function scheduleWindow(
  db: Db,
  organizationId: string,
  eventsGroupIds: string[],
  from: Date,
  to: Date,
): Promise<ScheduleEntry[]> {
  if (eventsGroupIds.length === 0) return [];
  const rows = await entryQuery(db, organizationId)
    .where('o.events_group_id', 'in', eventsGroupIds)
    .where('o.starts_at', '>=', from)
    .where('o.starts_at', '<=', to)
    .orderBy('o.starts_at')
    .execute();
  return rows.map(toEntry);
}

export async function findEntry(db: Db, organizationId: string, id: string): Promise<ScheduleEntry | null> {
  const row = await entryQuery(db, organizationId).where('o.id', '=', id).executeTakeFirst();
  return row ? toEntry(row) : null;
}

export async function seriesEntries(db: Db, organizationId: string, seriesIds: string[]): Promise<ScheduleEntry[]> {
  if (seriesIds.length === 0) return [];
  const rows = await entryQuery(db, organizationId)
    .where('o.series_id', 'in', seriesIds)
    .orderBy('o.starts_at')
    .execute();
  return rows.map(toEntry);
}

export interface EntrySearch {
  eventsGroupId?: string;
  name?: string;
  place?: string;
  coach?: string;
  from?: Date;
  to?: Date;
}

/** POST schedule/search: any combination of course, text parts and a time window (first 500). */
export async function searchEntries(db: Db, organizationId: string, search: EntrySearch): Promise<ScheduleEntry[]> {
  let query = entryQuery(db, organizationId);
  if (search.eventsGroupId) query = query.where('o.events_group_id', '=', search.eventsGroupId);
  if (search.from) query = query.where('o.starts_at', '>=', search.from);
  if (search.to) query = query.where('o.starts_at', '<=', search.to);
  if (search.name) query = query.where('s.name', 'ilike', `%${search.name}%`);
  if (search.place) query = query.where((eb) => eb.fn.coalesce('o.place', 's.place'), 'ilike', `%${search.place}%`);
  const rows = await query.orderBy('o.starts_at').limit(500).execute();
  const entries = rows.map(toEntry);
  const coach = search.coach?.toLowerCase();
  return coach ? entries.filter((e) => e.coach.some((c) => c.toLowerCase().includes(coach))) : entries;
}
