import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { firstCourseStart } from './course-start.js';

const dayMs = 86_400_000;

export interface CancelWindow {
  canCancel: boolean;
  /** The last moment the member may cancel by themselves; null when no date decides it. */
  cancelUntil: Date | null;
}

/**
 * The course's self-cancellation rule (issue 33 item 1; events_groups.cancellation_rule, default
 * FIRST_ATTENDABLE, see api/README.md "Course money"):
 * - FIRST_ATTENDABLE: until the start of the first date after the booking (the first date the
 *   person could attend), less cancellation_days days. Booking a running course today opens a
 *   new window (issue 33: the course's first date ever closed it for everyone).
 * - DAYS_BEFORE_NEXT: until cancellation_days days before the next coming date.
 * Cancelled dates count for nothing. A course without any date on the calendar falls back to its
 * template's start; with none of either the member may cancel (nothing has begun).
 */
export async function cancelWindow(
  db: Kysely<Database>,
  organizationId: string,
  order: { eventsGroupId: string | null; createdAt: Date; status: string },
  now: Date,
): Promise<CancelWindow> {
  if (order.status !== 'SENT' || !order.eventsGroupId) return { canCancel: false, cancelUntil: null };
  const course = await db
    .selectFrom('events_groups')
    .select(['cancellation_rule', 'cancellation_days', 'closed_at'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', order.eventsGroupId)
    .executeTakeFirst();
  if (!course || course.closed_at) return { canCancel: false, cancelUntil: null };
  const after = course.cancellation_rule === 'DAYS_BEFORE_NEXT' ? now : order.createdAt;
  const { rows } = await sql<{ next: Date | null; any: number }>`
    SELECT min(starts_at) FILTER (WHERE NOT cancelled AND starts_at > ${after}) AS next, count(*)::int AS any
    FROM schedule_occurrences
    WHERE organization_id = ${organizationId} AND events_group_id = ${order.eventsGroupId}`.execute(db);
  let start = rows[0]?.next ? new Date(rows[0].next) : null;
  if (!start && Number(rows[0]?.any ?? 0) === 0) {
    const templateStart = await firstCourseStart(db, organizationId, order.eventsGroupId);
    if (!templateStart) return { canCancel: true, cancelUntil: null };
    start = templateStart > after ? templateStart : null;
  }
  if (!start) return { canCancel: false, cancelUntil: null };
  const cancelUntil = new Date(start.getTime() - course.cancellation_days * dayMs);
  return { canCancel: now < cancelUntil, cancelUntil };
}
