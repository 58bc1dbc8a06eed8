import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { DateAnswer } from '@club/shared/contracts/endpoints/messages';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { childIdsOf, isGuardianOf } from '../families/index.js';
import '../users/index.js';
import './tables.js';
import { personName } from '../../lib/person-name.js';

type Db = Kysely<Database>;
const zone = 'Europe/Berlin';
/** "Meine Kurse" asks for the dates of the next four weeks. */
export const answerWindowDays = 28;

const toBerlinIso = (date: Date) => DateTime.fromJSDate(date, { zone }).toISO() ?? date.toISOString();

export interface AnsweredDate {
  id: string;
  eventsGroupId: string;
  courseName: string;
  startsAt: Date;
  place: string;
  cancelled: boolean;
}

export async function dateForAnswer(db: Db, organizationId: string, dateId: string): Promise<AnsweredDate> {
  const row = await db
    .selectFrom('schedule_occurrences as o')
    .innerJoin('schedule_series as s', 's.id', 'o.series_id')
    .innerJoin('events_groups as g', 'g.id', 'o.events_group_id')
    .select([
      'o.id',
      'o.events_group_id',
      'g.name',
      'o.starts_at',
      'o.cancelled',
      sql<string>`coalesce(o.place, s.place)`.as('place'),
    ])
    .where('o.organization_id', '=', organizationId)
    .where('o.id', '=', dateId)
    .executeTakeFirst();
  if (!row) throw notFound('No class of this club has this id.', 'class');
  return {
    id: row.id,
    eventsGroupId: row.events_group_id,
    courseName: row.name,
    startsAt: row.starts_at,
    place: row.place,
    cancelled: row.cancelled,
  };
}

const notYours = () =>
  new HttpError(
    403,
    'NOT_YOUR_PARTICIPANT',
    'You can answer only for yourself or for your own children in this course.',
  );

/**
 * Records "attending" or "not attending" of `participantId` at a coming date, given by the
 * participant or a guardian of theirs; a later answer replaces the earlier one. Refused: someone
 * not in the course or not the caller's (403), a cancelled (409) or begun date (409).
 */
export async function recordAnswer(
  db: Db,
  organizationId: string,
  input: { dateId: string; participantId: string; answeredBy: string; attending: boolean; now: Date },
): Promise<AnsweredDate> {
  const date = await dateForAnswer(db, organizationId, input.dateId);
  const isSelf = input.participantId === input.answeredBy;
  if (!isSelf && !(await isGuardianOf(db, organizationId, input.answeredBy, input.participantId))) throw notYours();
  const enrolled = await db
    .selectFrom('events_group_members')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .where('events_group_id', '=', date.eventsGroupId)
    .where('user_id', '=', input.participantId)
    .executeTakeFirst();
  if (!enrolled) throw notYours();
  if (date.cancelled) throw new HttpError(409, 'DATE_CANCELLED', 'This date is cancelled.');
  if (date.startsAt <= input.now)
    throw new HttpError(409, 'DATE_PASSED', 'This date has begun or is over; answers are closed.');
  await db
    .insertInto('date_answers')
    .values({
      organization_id: organizationId,
      occurrence_id: input.dateId,
      user_id: input.participantId,
      attending: input.attending,
      answered_by: input.answeredBy,
    })
    .onConflict((oc) =>
      oc.columns(['occurrence_id', 'user_id']).doUpdateSet({
        attending: input.attending,
        answered_by: input.answeredBy,
        answered_at: sql`now()`,
      }),
    )
    .execute();
  return date;
}

/** The coming dates (next four weeks) of the courses of a person and their children, with answers. */
export async function myComingDates(db: Db, organizationId: string, userId: string, now: Date): Promise<DateAnswer[]> {
  const childIds = await childIdsOf(db, organizationId, userId);
  const people = [userId, ...childIds];
  const until = DateTime.fromJSDate(now, { zone }).plus({ days: answerWindowDays }).toJSDate();
  const rows = await db
    .selectFrom('events_group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('events_groups as g', 'g.id', 'm.events_group_id')
    .innerJoin('schedule_occurrences as o', 'o.events_group_id', 'm.events_group_id')
    .innerJoin('schedule_series as s', 's.id', 'o.series_id')
    .leftJoin('date_answers as a', (join) =>
      join.onRef('a.occurrence_id', '=', 'o.id').onRef('a.user_id', '=', 'm.user_id'),
    )
    .select([
      'o.id as date_id',
      'g.id as course_id',
      'g.name as course_name',
      'o.starts_at',
      sql<string>`coalesce(o.place, s.place)`.as('place'),
      'm.user_id',
      'u.first_name',
      'u.last_name',
      'u.display_name',
      'a.attending',
    ])
    .where('m.organization_id', '=', organizationId)
    .where('m.user_id', 'in', people)
    .where('o.cancelled', '=', false)
    .where('o.starts_at', '>', now)
    .where('o.starts_at', '<=', until)
    .orderBy('o.starts_at')
    .orderBy('u.first_name')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    dateId: r.date_id,
    eventsGroupId: r.course_id,
    courseName: r.course_name,
    startDateTime: toBerlinIso(r.starts_at),
    place: r.place,
    participantId: r.user_id,
    childName: r.user_id === userId ? null : personName(r),
    attending: r.attending ?? null,
  }));
}
