import { type Kysely, sql } from 'kysely';
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

interface WindowRow extends Omit<ScheduleEntry, 'startDateTime' | 'endDateTime' | 'originalStartDateTime'> {
  s: number;
  e: number;
  o: number;
}

/**
 * Dates of courses starting within [from, to] (cancelled ones included, marked): the week read.
 * The database builds the rows as one JSON document, which is much cheaper to hand over (on
 * PGlite especially) than a hundred rows of arrays and jsonb; times come as epoch milliseconds.
 */
export async function scheduleWindow(
  db: Db,
  organizationId: string,
  eventsGroupIds: string[],
  from: Date,
  to: Date,
): Promise<ScheduleEntry[]> {
  if (eventsGroupIds.length === 0) return [];
  const epoch = (column: string) => sql.raw(`(extract(epoch from o.${column}) * 1000)::float8`);
  const { rows } = await sql<{ entries: string | null }>`
    SELECT json_agg(json_build_object(
      'id', o.id, 'seriesId', o.series_id, 'name', s.name,
      's', ${epoch('starts_at')}, 'e', ${epoch('ends_at')}, 'o', ${epoch('original_start')},
      'eventsGroupId', o.events_group_id, 'coach', coalesce(o.coach, s.coach),
      'place', coalesce(o.place, s.place), 'description', coalesce(o.description, s.description),
      'shortDescription', s.short_description, 'users', '[]'::json, 'image', s.image,
      'contentId', s.content_id, 'recurrence', s.recurrence, 'cancelled', o.cancelled,
      'holiday', o.holiday, 'modified', o.modified
    ) ORDER BY o.starts_at)::text AS entries
    FROM schedule_occurrences o JOIN schedule_series s ON s.id = o.series_id
    WHERE o.organization_id = ${organizationId}
      AND o.events_group_id IN (${sql.join(eventsGroupIds)})
      AND o.starts_at >= ${from} AND o.starts_at <= ${to}`.execute(db);
  const parsed = JSON.parse(rows[0]?.entries ?? '[]') as WindowRow[];
  return parsed.map(({ s, e, o, ...entry }) => ({
    ...entry,
    startDateTime: toBerlinIso(s),
    endDateTime: toBerlinIso(e),
    originalStartDateTime: toBerlinIso(o),
  }));
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

/** A course's next `count` dates ending after `after` (cancelled ones included): the course page's list. */
export async function nextDates(
  db: Db,
  organizationId: string,
  eventsGroupId: string,
  after: Date,
  count: number,
): Promise<ScheduleEntry[]> {
  const rows = await entryQuery(db, organizationId)
    .where('o.events_group_id', '=', eventsGroupId)
    .where('o.ends_at', '>', after)
    .orderBy('o.starts_at')
    .limit(count)
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
