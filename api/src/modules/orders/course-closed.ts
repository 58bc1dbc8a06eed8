import { sql } from 'kysely';
import type { CourseDatesChange } from '../calendar/index.js';
import type { WaitingListDeps } from '../places/index.js';
import type { CourseOffSaleChange } from '../products/index.js';
import { releaseCourseHolds } from '../wallets/index.js';
import { settleCancelledDate } from './date-cancelled.js';
import { completeRefund, requestRefund, type PaymentDeps } from './refund.js';

export type CourseLifeDeps = PaymentDeps & WaitingListDeps & { now: () => number };

/**
 * A course's life after payment (issue 33 item 1), run after every change of its dates
 * (calendar's dates hook, registered in app.ts):
 * - no coming date left: the course is closed (nobody can book it: wallets' checkout answers
 *   409 COURSE_CLOSED) and every paid order of it is refunded through the provider; the refund
 *   receipt mails each payer in the language of their order;
 * - coming dates again: the course opens again.
 * Nothing is refunded twice: each order goes SENT -> REFUND_PENDING once under its row lock
 * (requestRefund), and only the holder of the order's lease asks the provider (completeRefund),
 * so two removals at once (two coaches, two replicas) refund each order exactly once.
 * Returns how many orders this call put up for refund.
 */
export async function settleCourseDates(deps: CourseLifeDeps, change: CourseDatesChange): Promise<number> {
  const { organizationId, eventsGroupId } = change;
  const now = new Date(deps.now());
  const { rows } = await sql<{ coming: number }>`
    SELECT count(*)::int AS coming FROM schedule_occurrences
    WHERE organization_id = ${organizationId} AND events_group_id = ${eventsGroupId}
      AND NOT cancelled AND starts_at > ${now}`.execute(deps.db);
  if (Number(rows[0]?.coming ?? 0) > 0) {
    await deps.db
      .updateTable('events_groups')
      .set({ closed_at: null })
      .where('organization_id', '=', organizationId)
      .where('id', '=', eventsGroupId)
      .where('closed_at', 'is not', null)
      .execute();
    // One coming date cancelled among others: the course's rule for it (credit, share, nothing).
    if (change.cancelledDate)
      await settleCancelledDate(deps, { organizationId, eventsGroupId, date: change.cancelledDate });
    return 0;
  }
  const closed = await deps.db
    .updateTable('events_groups')
    .set({ closed_at: now })
    .where('organization_id', '=', organizationId)
    .where('id', '=', eventsGroupId)
    .where('closed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (closed) {
    // Nobody waits for a course that will not take place, and open checkouts hold no place.
    await deps.db.deleteFrom('course_waiting_list').where('events_group_id', '=', eventsGroupId).execute();
    await releaseCourseHolds(deps.db, eventsGroupId);
  }
  // Every paid order, also after the course was closed already (a payment that was pending then).
  return refundPaidOrders(deps, organizationId, eventsGroupId, 'COURSE_CANCELLED', change.changedBy);
}

/**
 * A course whose product was taken off sale while people had paid for it (issue 33 item 1): when no
 * product of the course is on sale any more, nobody can book it, so its paid orders are refunded
 * exactly as when its dates were all removed (same path, same once-only guarantee), the waiting
 * list is emptied and open checkouts hold no place. A page save that drops the course's block does
 * not come here: the course stays in the timetable and its participants keep their place.
 */
export async function settleCourseOffSale(deps: CourseLifeDeps, change: CourseOffSaleChange): Promise<number> {
  const { organizationId, eventsGroupId } = change;
  const onSale = await deps.db
    .selectFrom('products')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql<boolean>`tags @> ${JSON.stringify({ eventsGroupId: [eventsGroupId] })}::jsonb`)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (onSale) return 0;
  await deps.db.deleteFrom('course_waiting_list').where('events_group_id', '=', eventsGroupId).execute();
  await releaseCourseHolds(deps.db, eventsGroupId);
  return refundPaidOrders(deps, organizationId, eventsGroupId, 'COURSE_OFF_SALE', change.changedBy);
}

/**
 * Refunds every paid (SENT) order of a course through the provider. Nothing is refunded twice:
 * each order goes SENT -> REFUND_PENDING once under its row lock (requestRefund), and only the
 * holder of the order's lease asks the provider (completeRefund). Returns how many it put up.
 */
async function refundPaidOrders(
  deps: CourseLifeDeps,
  organizationId: string,
  eventsGroupId: string,
  reason: 'COURSE_CANCELLED' | 'COURSE_OFF_SALE',
  requestedBy: string | null,
): Promise<number> {
  const paid = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('events_group_id', '=', eventsGroupId)
    .where('status', '=', 'SENT')
    .execute();
  let requested = 0;
  for (const order of paid) {
    const isOpen = await requestRefund(deps, organizationId, order.id, { reason, requestedBy });
    if (!isOpen) continue;
    requested += 1;
    // The provider is asked now; when it cannot answer, the refund job asks again.
    await completeRefund(deps, organizationId, order.id);
  }
  if (requested > 0) deps.mail.log.info({ eventsGroupId, requested, reason }, 'paid orders of a course refunded');
  return requested;
}
