import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { sharedMessage } from '../../lib/contracts.js';

export interface Interval {
  start: Date;
  end: Date;
}

/**
 * Serialises writes to one course's timetable: a transaction-scoped advisory lock, so two
 * coaches saving at the same moment check and insert one after the other (the second sees the
 * first's dates). Released when the transaction ends. Keys are sorted to avoid deadlocks.
 */
export async function lockCourses(trx: Transaction<Database>, eventsGroupIds: string[]): Promise<void> {
  for (const id of [...new Set(eventsGroupIds)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`calendar-course:${id}`}))`.execute(trx);
  }
}

export const overlapping = (lang: 'de' | 'en'): HttpError =>
  new HttpError(409, 'CLASSES_OVERLAPPING', sharedMessage('calendar.overlapping', lang), 'Conflict');

/** Half-open intervals overlap when each starts before the other ends (back-to-back is fine). */
const intersects = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** True when any of `candidates` overlaps any of `existing` (both any order). */
export function anyOverlap(candidates: Interval[], existing: Interval[]): boolean {
  if (candidates.length === 0 || existing.length === 0) return false;
  const a = [...candidates].sort((x, y) => x.start.getTime() - y.start.getTime());
  const b = [...existing].sort((x, y) => x.start.getTime() - y.start.getTime());
  // Sweep: advance whichever ends first; every interval is compared with its neighbours only.
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as Interval;
    const y = b[j] as Interval;
    if (intersects(x, y)) return true;
    if (x.end <= y.end) i++;
    else j++;
  }
  return false;
}

/** True when two candidates of one new series overlap each other (e.g. 120 min every day at the same hour is fine; this guards odd custom rules). */
export function overlapsItself(candidates: Interval[]): boolean {
  const a = [...candidates].sort((x, y) => x.start.getTime() - y.start.getTime());
  return a.some((interval, k) => k > 0 && (a[k - 1] as Interval).end > interval.start);
}

export interface OverlapQuery {
  eventsGroupId: string;
  candidates: Interval[];
  /** Dates not to compare with: the series being replaced, or the one date being moved. */
  excludeSeriesId?: string;
  excludeOccurrenceIds?: string[];
}

/** Refuses (409) when a candidate overlaps a date of the same course that is not cancelled. */
export async function assertNoOverlap(db: Kysely<Database>, query: OverlapQuery, lang: 'de' | 'en'): Promise<void> {
  const live = query.candidates;
  if (live.length === 0) return;
  if (overlapsItself(live)) throw overlapping(lang);
  const from = new Date(Math.min(...live.map((c) => c.start.getTime())));
  const to = new Date(Math.max(...live.map((c) => c.end.getTime())));
  let select = db
    .selectFrom('schedule_occurrences')
    .select(['starts_at as start', 'ends_at as end'])
    .where('events_group_id', '=', query.eventsGroupId)
    .where('cancelled', '=', false)
    .where('starts_at', '<', to)
    .where('ends_at', '>', from);
  if (query.excludeSeriesId) select = select.where('series_id', '<>', query.excludeSeriesId);
  if (query.excludeOccurrenceIds?.length) select = select.where('id', 'not in', query.excludeOccurrenceIds);
  const existing = await select.execute();
  if (anyOverlap(live, existing)) throw overlapping(lang);
}
