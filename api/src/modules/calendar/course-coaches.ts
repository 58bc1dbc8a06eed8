import { type Generated, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { SessionClaims } from '../../plugins/auth.js';
import { permissions } from '../../lib/contracts.js';
import './tables.js';

type Db = Kysely<Database>;

// Declared here (migration 185): the coaches of a course as accounts.
declare module '../../db/schema.js' {
  interface Database {
    course_coaches: {
      organization_id: string;
      events_group_id: string;
      user_id: string;
      assigned_at: Generated<Date>;
    };
  }
}

const notCoach = () =>
  new HttpError(
    403,
    'NOT_COACH_OF_COURSE',
    'Only the coaches of this course and administrators see its participants.',
    'Forbidden',
  );

/**
 * Who may see a course's participants, tick attendance and read its waiting list: administrators,
 * and the people the club made coaches of this course (course_coaches) while they hold
 * WRITE_CALENDAR. Decided from the session's current role (read on every request) and the
 * database; a trainer's name, public on /training, grants nothing.
 */
export async function isCoachOfCourse(
  db: Db,
  session: SessionClaims,
  organizationId: string,
  eventsGroupId: string,
): Promise<boolean> {
  if (session.role.name === 'ADMINISTRATOR') return true;
  if (!session.role.permissions.includes(permissions.writeCalendar)) return false;
  const row = await db
    .selectFrom('course_coaches')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .where('events_group_id', '=', eventsGroupId)
    .where('user_id', '=', session.sub)
    .executeTakeFirst();
  return row !== undefined;
}

/** isCoachOfCourse, or the 403 that says why not. */
export async function assertCoachOfCourse(
  db: Db,
  session: SessionClaims,
  organizationId: string,
  eventsGroupId: string,
): Promise<void> {
  if (!(await isCoachOfCourse(db, session, organizationId, eventsGroupId))) throw notCoach();
}

/** The courses a person coaches (ids), in this club. */
export async function coachedCourseIds(db: Db, organizationId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('course_coaches')
    .select('events_group_id')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.events_group_id).sort();
}

/** Every coach link of the club: person id -> course ids (the roles page's list). */
export async function coachLinksOf(db: Db, organizationId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('course_coaches')
    .select(['user_id', 'events_group_id'])
    .where('organization_id', '=', organizationId)
    .execute();
  const links = new Map<string, string[]>();
  for (const row of rows) links.set(row.user_id, [...(links.get(row.user_id) ?? []), row.events_group_id]);
  return links;
}

/**
 * Makes `userId` the coach of exactly `courseIds` (inside the caller's transaction). Every id must
 * be a course of this club: 400 names the first that is not, and nothing is changed.
 */
export async function setCoachedCourses(
  trx: Db,
  input: { organizationId: string; userId: string; courseIds: string[] },
): Promise<void> {
  const wanted = [...new Set(input.courseIds)];
  if (wanted.length > 0) {
    const known = await trx
      .selectFrom('events_groups')
      .select('id')
      .where('organization_id', '=', input.organizationId)
      .where('id', 'in', wanted)
      .execute();
    const missing = wanted.find((id) => !known.some((k) => k.id === id));
    if (missing) {
      throw new HttpError(
        400,
        'UNKNOWN_COURSE',
        `coachOf: no course of this club has the id ${missing}.`,
        'Bad Request',
        {
          field: 'coachOf',
        },
      );
    }
  }
  let removal = trx
    .deleteFrom('course_coaches')
    .where('organization_id', '=', input.organizationId)
    .where('user_id', '=', input.userId);
  if (wanted.length > 0) removal = removal.where('events_group_id', 'not in', wanted);
  await removal.execute();
  if (wanted.length === 0) return;
  await trx
    .insertInto('course_coaches')
    .values(
      wanted.map((id) => ({
        organization_id: input.organizationId,
        events_group_id: id,
        user_id: input.userId,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A coach who creates a course in the timetable coaches it (administrators need no link). */
export async function linkCourseCreator(db: Db, session: SessionClaims, organizationId: string, eventsGroupId: string) {
  if (session.role.name === 'ADMINISTRATOR') return;
  await db
    .insertInto('course_coaches')
    .values({
      organization_id: organizationId,
      events_group_id: eventsGroupId,
      user_id: session.sub,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export interface UnlinkedTrainer {
  name: string;
  courses: string[];
}

/**
 * Trainer names shown on the club's classes that are no coach account of that course: labels with
 * no rights, listed for the administrator to link to a person (or leave as they are).
 */
export async function unlinkedTrainers(db: Db, organizationId: string): Promise<UnlinkedTrainer[]> {
  const { rows } = await sql<{ name: string; courses: string[] }>`
    WITH names AS (
      SELECT s.events_group_id, trim(c) AS name FROM schedule_series s, unnest(s.coach) AS c
      WHERE s.organization_id = ${organizationId}
      UNION
      SELECT o.events_group_id, trim(c) FROM schedule_occurrences o, unnest(o.coach) AS c
      WHERE o.organization_id = ${organizationId}
    )
    SELECT n.name, array_agg(DISTINCT g.name ORDER BY g.name) AS courses
    FROM names n JOIN events_groups g ON g.id = n.events_group_id
    WHERE n.name <> '' AND NOT EXISTS (
      SELECT 1 FROM course_coaches cc JOIN users u ON u.id = cc.user_id
      WHERE cc.events_group_id = n.events_group_id
        AND lower(n.name) IN (lower(trim(u.display_name)),
                              lower(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))))
    )
    GROUP BY n.name ORDER BY n.name`.execute(db);
  return rows.map((r) => ({ name: r.name, courses: r.courses }));
}
