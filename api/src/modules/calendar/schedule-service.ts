import type { Kysely, Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { ChangeScope, Recurrence, ScheduleInput, ScheduleUpdate } from '@club/shared/contracts/schemas';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { holidayOn } from './holidays.js';
import { assertNoOverlap, lockCourses } from './overlap.js';
import { expandSeries, parseCallerTime, zone } from './recurrence.js';
import { lineageOf, lineageStart } from './series-lineage.js';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
type Lang = 'de' | 'en';

interface HolidayRegion {
  country: string;
  state: string;
}

export async function holidayRegion(db: Db, organizationId: string): Promise<HolidayRegion> {
  const row = await db
    .selectFrom('calendar_settings')
    .select(['holiday_country', 'holiday_state'])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return { country: row?.holiday_country ?? 'DE', state: row?.holiday_state ?? 'BY' };
}

/** The series columns of a class payload (start as Berlin wall clock, duration in minutes). */
function seriesValues(input: ScheduleInput, groupName: string) {
  const start = parseCallerTime(input.startDateTime);
  const end = parseCallerTime(input.endDateTime);
  if (!start || !end)
    throw badRequest('VALIDATION_ERROR', 'startDateTime: Please enter a valid date.', 'VALIDATION_ERROR.invalidDate', {
      field: 'startDateTime',
    });
  return {
    name: input.name?.trim() || groupName,
    start_local: start.toFormat("yyyy-MM-dd'T'HH:mm"),
    duration_minutes: Math.round(end.diff(start, 'minutes').minutes),
    coach: input.coach.map((c) => c.trim()),
    place: input.place.trim(),
    description: input.description ?? '',
    short_description: input.shortDescription ?? '',
    image: input.image ?? null,
    content_id: input.contentId ?? null,
    recurrence: input.recurrence ?? null,
  };
}
type SeriesValues = ReturnType<typeof seriesValues>;

interface OccurrenceRow {
  original_start: Date;
  starts_at: Date;
  ends_at: Date;
  cancelled: boolean;
  holiday: string | null;
  modified: boolean;
  place: string | null;
  coach: string[] | null;
  description: string | null;
}

/** Dates of a series, with public holidays cancelled when the series asks for it. */
function materialise(values: SeriesValues, region: HolidayRegion): OccurrenceRow[] {
  const skip = !!values.recurrence?.skipHolidays;
  return expandSeries({
    startLocal: values.start_local,
    durationMinutes: values.duration_minutes,
    recurrence: values.recurrence,
  }).map((o) => {
    const day = DateTime.fromJSDate(o.start, { zone }).toISODate() ?? '';
    const holiday = skip ? holidayOn(region.country, region.state, day) : null;
    return {
      original_start: o.originalStart,
      starts_at: o.start,
      ends_at: o.end,
      cancelled: holiday !== null,
      holiday,
      modified: false,
      place: null,
      coach: null,
      description: null,
    };
  });
}

const live = (rows: OccurrenceRow[]) =>
  rows.filter((r) => !r.cancelled).map((r) => ({ start: r.starts_at, end: r.ends_at }));

async function groupOf(trx: Trx, organizationId: string, id: string): Promise<{ id: string; name: string }> {
  const group = await trx
    .selectFrom('events_groups')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!group) throw badRequest('UNKNOWN_EVENTS_GROUP', 'eventsGroupId: no course of this club has this id.');
  return group;
}

async function insertSeries(
  trx: Trx,
  organizationId: string,
  eventsGroupId: string,
  values: SeriesValues,
  rows: OccurrenceRow[],
): Promise<string> {
  const { id } = await trx
    .insertInto('schedule_series')
    .values({
      organization_id: organizationId,
      events_group_id: eventsGroupId,
      ...values,
      recurrence: values.recurrence ? JSON.stringify(values.recurrence) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertOccurrences(trx, organizationId, id, eventsGroupId, rows);
  return id;
}

async function insertOccurrences(
  trx: Trx,
  organizationId: string,
  seriesId: string,
  eventsGroupId: string,
  rows: OccurrenceRow[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 400) {
    const chunk = rows.slice(i, i + 400).map((r) => ({
      organization_id: organizationId,
      series_id: seriesId,
      events_group_id: eventsGroupId,
      ...r,
    }));
    await trx.insertInto('schedule_occurrences').values(chunk).execute();
  }
}

/** POST schedule and schedule/list: all classes or none; answers the new series' ids. */
export async function createClasses(
  db: Db,
  organizationId: string,
  inputs: ScheduleInput[],
  lang: Lang,
): Promise<string[]> {
  const region = await holidayRegion(db, organizationId);
  return db.transaction().execute(async (trx) => {
    await lockCourses(
      trx,
      inputs.map((i) => i.eventsGroupId),
    );
    const ids: string[] = [];
    for (const input of inputs) {
      const group = await groupOf(trx, organizationId, input.eventsGroupId);
      const values = seriesValues(input, group.name);
      const rows = materialise(values, region);
      await assertNoOverlap(trx, { eventsGroupId: group.id, candidates: live(rows) }, lang);
      ids.push(await insertSeries(trx, organizationId, group.id, values, rows));
    }
    return ids;
  });
}

interface StoredOccurrence {
  id: string;
  series_id: string;
  events_group_id: string;
  original_start: Date;
}

async function occurrenceOf(trx: Trx, organizationId: string, id: string): Promise<StoredOccurrence> {
  const row = await trx
    .selectFrom('schedule_occurrences')
    .select(['id', 'series_id', 'events_group_id', 'original_start'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('No class of this club has this id.', 'class');
  return row;
}

/** PUT schedule: one date, this and the following dates, or the whole series. Answers the series ids touched. */
export async function updateClass(db: Db, organizationId: string, update: ScheduleUpdate, lang: Lang) {
  const region = await holidayRegion(db, organizationId);
  const scope: ChangeScope = update.scope ?? 'series';
  return db.transaction().execute(async (trx) => {
    const first = await occurrenceOf(trx, organizationId, update.id);
    await lockCourses(trx, [first.events_group_id, update.eventsGroupId]);
    // Re-read under the lock: another request may have changed it meanwhile.
    const occurrence = await occurrenceOf(trx, organizationId, update.id);
    const group = await groupOf(trx, organizationId, update.eventsGroupId);
    const values = seriesValues(update, group.name);
    if (scope === 'occurrence') return updateOne(trx, occurrence, values, update.cancelled, lang);
    const series = await trx
      .selectFrom('schedule_series')
      .select(['id', 'start_local', 'recurrence', 'lineage_id'])
      .where('id', '=', occurrence.series_id)
      .executeTakeFirstOrThrow();
    const isFirst =
      DateTime.fromJSDate(occurrence.original_start, { zone }).toFormat("yyyy-MM-dd'T'HH:mm") <= series.start_local;
    if (scope === 'following' && !isFirst) {
      await truncateSeries(trx, series.id, series.recurrence, occurrence.original_start);
      const rows = materialise(values, region);
      await assertNoOverlap(trx, { eventsGroupId: group.id, candidates: live(rows) }, lang);
      const part = await insertSeries(trx, organizationId, group.id, values, rows);
      await trx
        .updateTable('schedule_series')
        .set({ lineage_id: series.lineage_id ?? series.id })
        .where('id', '=', part)
        .execute();
      return [series.id, part];
    }
    // "All dates" of a split series: every part of the original becomes one series again, from
    // the original's first day (moved as the opened date was moved) with the form's values.
    const parts = scope === 'series' ? await lineageOf(trx, organizationId, series.id) : [];
    const [root, ...others] = parts;
    if (root && others.length > 0) {
      const joined = {
        ...values,
        start_local: lineageStart(root.start_local, occurrence.original_start, values.start_local),
      };
      await trx
        .deleteFrom('schedule_series')
        .where(
          'id',
          'in',
          others.map((o) => o.id),
        )
        .execute();
      await replaceSeries(trx, organizationId, root.id, group.id, joined, region, lang);
      return [root.id];
    }
    await replaceSeries(trx, organizationId, series.id, group.id, values, region, lang);
    return [series.id];
  });
}

async function updateOne(
  trx: Trx,
  occurrence: StoredOccurrence,
  values: SeriesValues,
  cancelled: boolean | undefined,
  lang: Lang,
): Promise<string[]> {
  const start = DateTime.fromISO(values.start_local, { zone });
  const interval = { start: start.toJSDate(), end: start.plus({ minutes: values.duration_minutes }).toJSDate() };
  if (!cancelled) {
    await assertNoOverlap(
      trx,
      { eventsGroupId: occurrence.events_group_id, candidates: [interval], excludeOccurrenceIds: [occurrence.id] },
      lang,
    );
  }
  await trx
    .updateTable('schedule_occurrences')
    .set({
      starts_at: interval.start,
      ends_at: interval.end,
      place: values.place,
      coach: values.coach,
      description: values.description,
      modified: true,
      ...(cancelled === undefined ? {} : { cancelled, holiday: null }),
    })
    .where('id', '=', occurrence.id)
    .execute();
  return [occurrence.series_id];
}

/** Ends a series the day before `from` and removes its dates from then on. */
async function truncateSeries(trx: Trx, seriesId: string, recurrence: Recurrence | null, from: Date) {
  const dayBefore = DateTime.fromJSDate(from, { zone }).minus({ days: 1 }).toISODate();
  if (recurrence) {
    const ended: Recurrence = { ...recurrence, oneYear: false, numberOfOcurrences: null, endingDate: dayBefore };
    await trx
      .updateTable('schedule_series')
      .set({ recurrence: JSON.stringify(ended) })
      .where('id', '=', seriesId)
      .execute();
  }
  await trx
    .deleteFrom('schedule_occurrences')
    .where('series_id', '=', seriesId)
    .where('original_start', '>=', from)
    .execute();
}

/** Replaces a series; dates changed alone keep their change when the rule still has them. */
async function replaceSeries(
  trx: Trx,
  organizationId: string,
  seriesId: string,
  eventsGroupId: string,
  values: SeriesValues,
  region: HolidayRegion,
  lang: Lang,
) {
  const old = await trx
    .selectFrom('schedule_occurrences')
    .selectAll()
    .where('series_id', '=', seriesId)
    .where((eb) => eb.or([eb('modified', '=', true), eb.and([eb('cancelled', '=', true), eb('holiday', 'is', null)])]))
    .execute();
  const kept = new Map(old.map((o) => [o.original_start.getTime(), o]));
  const rows = materialise(values, region).map((row) => {
    const own = kept.get(row.original_start.getTime());
    if (!own) return row;
    const { id: _id, organization_id: _o, series_id: _s, events_group_id: _g, ...rest } = own;
    return rest;
  });
  await assertNoOverlap(trx, { eventsGroupId, candidates: live(rows), excludeSeriesId: seriesId }, lang);
  await trx
    .updateTable('schedule_series')
    .set({
      ...values,
      events_group_id: eventsGroupId,
      recurrence: values.recurrence ? JSON.stringify(values.recurrence) : null,
    })
    .where('id', '=', seriesId)
    .execute();
  await trx.deleteFrom('schedule_occurrences').where('series_id', '=', seriesId).execute();
  await insertOccurrences(trx, organizationId, seriesId, eventsGroupId, rows);
}

/**
 * DELETE schedule/{id}: 'series' removes the class with all its dates, 'following' ends the
 * series before this date, 'occurrence' cancels this one date (it stays visible as cancelled).
 */
export async function deleteClass(db: Db, organizationId: string, id: string, scope: ChangeScope): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const occurrence = await occurrenceOf(trx, organizationId, id);
    await lockCourses(trx, [occurrence.events_group_id]);
    if (scope === 'occurrence') {
      await trx.updateTable('schedule_occurrences').set({ cancelled: true }).where('id', '=', id).execute();
      return;
    }
    const series = await trx
      .selectFrom('schedule_series')
      .select(['id', 'start_local', 'recurrence'])
      .where('id', '=', occurrence.series_id)
      .executeTakeFirstOrThrow();
    const isFirst =
      DateTime.fromJSDate(occurrence.original_start, { zone }).toFormat("yyyy-MM-dd'T'HH:mm") <= series.start_local;
    if (scope === 'following' && !isFirst) {
      await truncateSeries(trx, series.id, series.recurrence, occurrence.original_start);
      return;
    }
    // "All dates" removes every part of a split series.
    const parts = await lineageOf(trx, organizationId, series.id);
    await trx
      .deleteFrom('schedule_series')
      .where(
        'id',
        'in',
        parts.map((p) => p.id),
      )
      .execute();
  });
}

/**
 * Creates a series (seriesId null) or replaces one inside the caller's transaction: the page
 * save writes a COURSE template's series with it, so page and timetable commit together. The
 * same rules as the routes: the course's lock, holidays, no overlap, changed dates kept.
 */
export async function writeSeriesInTransaction(
  trx: Trx,
  organizationId: string,
  input: ScheduleInput,
  seriesId: string | null,
  lang: Lang,
): Promise<string> {
  const region = await holidayRegion(trx, organizationId);
  await lockCourses(trx, [input.eventsGroupId]);
  const group = await groupOf(trx, organizationId, input.eventsGroupId);
  const values = seriesValues(input, group.name);
  if (seriesId) {
    await replaceSeries(trx, organizationId, seriesId, group.id, values, region, lang);
    return seriesId;
  }
  const rows = materialise(values, region);
  await assertNoOverlap(trx, { eventsGroupId: group.id, candidates: live(rows) }, lang);
  return insertSeries(trx, organizationId, group.id, values, rows);
}

/**
 * How many dates a DELETE with this scope removes (the class editor names the number before
 * it asks): 1 for one date, the dates from this one on for "following", every date of the
 * original series (all its parts) for "series". Cancelled dates count: they are removed too.
 */
export async function datesRemovedBy(db: Db, organizationId: string, id: string, scope: ChangeScope): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const occurrence = await occurrenceOf(trx, organizationId, id);
    if (scope === 'occurrence') return 1;
    const series = await trx
      .selectFrom('schedule_series')
      .select(['id', 'start_local'])
      .where('id', '=', occurrence.series_id)
      .executeTakeFirstOrThrow();
    const isFirst =
      DateTime.fromJSDate(occurrence.original_start, { zone }).toFormat("yyyy-MM-dd'T'HH:mm") <= series.start_local;
    let query = trx
      .selectFrom('schedule_occurrences')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('organization_id', '=', organizationId);
    if (scope === 'following' && !isFirst) {
      query = query.where('series_id', '=', series.id).where('original_start', '>=', occurrence.original_start);
    } else {
      const parts = await lineageOf(trx, organizationId, series.id);
      query = query.where(
        'series_id',
        'in',
        parts.map((p) => p.id),
      );
    }
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.count);
  });
}
