import { DateTime } from 'luxon';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { courseValues } from '../products/index.js';

/**
 * When a course begins: its first class on the calendar (cancelled ones aside), or else the
 * first date and time of its COURSE template (Europe/Berlin). Null when neither says.
 */
export async function firstCourseStart(
  db: Kysely<Database>,
  organizationId: string,
  eventsGroupId: string,
): Promise<Date | null> {
  const { rows } = await sql<{ first: Date | null }>`
    SELECT min(starts_at) AS first FROM schedule_occurrences
    WHERE organization_id = ${organizationId} AND events_group_id = ${eventsGroupId} AND NOT cancelled`.execute(db);
  if (rows[0]?.first) return new Date(rows[0].first);
  const template = await db
    .selectFrom('templates')
    .select(['fields', 'elements'])
    .where('organization_id', '=', organizationId)
    .where('type', '=', 'COURSE')
    .where(sql<boolean>`metadata->>'eventsGroupId' = ${eventsGroupId}`)
    .executeTakeFirst();
  if (!template) return null;
  const values = courseValues(template as Parameters<typeof courseValues>[0]);
  const date = (values.date?.de || values.date?.en || '').trim();
  const [hour = 0, minute = 0] = (values.time?.de || values.time?.en || '').split(':').map(Number);
  const start = DateTime.fromISO(date, { zone: 'Europe/Berlin' }).set({ hour, minute });
  return start.isValid ? start.toJSDate() : null;
}
