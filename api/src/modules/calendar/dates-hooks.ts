import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { databaseHooks } from '../../lib/database-hooks.js';

/**
 * Work that follows a change of a course's dates (a removed or cancelled date, a series edit),
 * registered by the modules that own its consequences (orders: a course without coming dates
 * refunds its paid orders), as page saves reach the course sync through content's save hooks.
 * Runs after the calendar write committed and after the participants' change mails were queued.
 */
export interface CourseDatesChange {
  organizationId: string;
  eventsGroupId: string;
  /** Who changed the dates (a coach or an administrator). */
  changedBy: string | null;
  /** Set when the change cancelled one coming date (the course's date_cancel_policy applies). */
  cancelledDate?: { id: string; start: Date };
}

export type CourseDatesHook = (change: CourseDatesChange) => Promise<void>;

const hooks = databaseHooks<CourseDatesChange>();

/** Registers a hook of the app with this database; returns a function that removes it (app close). */
export function registerCourseDatesHook(db: Kysely<Database>, hook: CourseDatesHook): () => void {
  return hooks.register(db, hook);
}

export function runCourseDatesHooks(db: Kysely<Database>, change: CourseDatesChange): Promise<void> {
  return hooks.run(db, change);
}

/** The course a date belongs to (read before a delete removes the date). */
export async function courseOfDate(
  db: Kysely<Database>,
  organizationId: string,
  dateId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('schedule_occurrences')
    .select('events_group_id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', dateId)
    .executeTakeFirst();
  return row?.events_group_id ?? null;
}
