import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import '../users/index.js';
import { guardiansOf } from '../families/index.js';
import { answersAt } from '../messages/index.js';
import { personName } from '../../lib/person-name.js';

type Db = Kysely<Database>;

export interface Participant {
  userId: string;
  name: string;
  email: string;
  /** null: not recorded for this date yet. */
  present: boolean | null;
  /** A child booked by a guardian (issue 21 item 4): the guardians' names, else null. */
  guardians: string[] | null;
  /** Issue 35: the participant's (or a guardian's) answer for this date; null: none given. */
  attending: boolean | null;
}

interface DateOfCourse {
  id: string;
  eventsGroupId: string;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  place: string;
}

async function dateOf(db: Db, organizationId: string, occurrenceId: string): Promise<DateOfCourse> {
  const row = await db
    .selectFrom('schedule_occurrences as o')
    .innerJoin('schedule_series as s', 's.id', 'o.series_id')
    .select([
      'o.id',
      'o.events_group_id',
      'o.starts_at',
      'o.ends_at',
      'o.cancelled',
      sql<string>`coalesce(o.place, s.place)`.as('place'),
    ])
    .where('o.organization_id', '=', organizationId)
    .where('o.id', '=', occurrenceId)
    .executeTakeFirst();
  if (!row) throw notFound('No class of this club has this id.');
  return {
    id: row.id,
    eventsGroupId: row.events_group_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    cancelled: row.cancelled,
    place: row.place,
  };
}

/** The course's participants (its enrolments) with their attendance at one date. */
export async function participantsOf(db: Db, organizationId: string, occurrenceId: string) {
  const date = await dateOf(db, organizationId, occurrenceId);
  const rows = await db
    .selectFrom('events_group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('attendance as a', (join) =>
      join.onRef('a.user_id', '=', 'm.user_id').on('a.occurrence_id', '=', occurrenceId),
    )
    .select(['u.id', 'u.email', 'u.display_name', 'u.first_name', 'u.last_name', 'a.present'])
    .where('m.organization_id', '=', organizationId)
    .where('m.events_group_id', '=', date.eventsGroupId)
    .execute();
  const guardians = await guardiansOf(
    db,
    organizationId,
    rows.map((r) => r.id),
  );
  const answers = await answersAt(db, organizationId, [occurrenceId]);
  const participants: Participant[] = rows
    .map((r) => {
      const childOf = guardians.get(r.id);
      return {
        userId: r.id,
        name: personName(r),
        // A child has no mailbox of its own (.invalid): the coach reaches the guardians.
        email: childOf ? '' : r.email,
        present: r.present ?? null,
        guardians: childOf ? childOf.map((g) => g.name) : null,
        attending: answers.get(`${occurrenceId}|${r.id}`) ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return { date, participants };
}

/** Ticks (or unticks) one participant at one date; 400 for someone not in the course. */
export async function markAttendance(
  db: Db,
  organizationId: string,
  occurrenceId: string,
  input: { userId: string; present: boolean; markedBy: string },
): Promise<void> {
  const date = await dateOf(db, organizationId, occurrenceId);
  const enrolled = await db
    .selectFrom('events_group_members')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .where('events_group_id', '=', date.eventsGroupId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!enrolled) {
    throw new HttpError(400, 'NOT_A_PARTICIPANT', 'userId: this person does not take part in this course.');
  }
  await db
    .insertInto('attendance')
    .values({
      organization_id: organizationId,
      occurrence_id: occurrenceId,
      user_id: input.userId,
      present: input.present,
      marked_by: input.markedBy,
    })
    .onConflict((oc) =>
      oc.columns(['occurrence_id', 'user_id']).doUpdateSet({
        present: input.present,
        marked_by: input.markedBy,
        marked_at: sql`now()`,
      }),
    )
    .execute();
}

export { dateOf as courseDate };
