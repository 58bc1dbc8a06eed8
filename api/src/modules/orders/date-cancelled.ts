import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { contracts } from '../../lib/contracts.js';
import { PaymentProviderUnavailable } from '../payments/index.js';
import { addCredit, addStatementLine } from '../wallets/index.js';
import { mailDateRefund } from './date-refund-mail.js';
import { adjustedCents } from './date-adjustments.js';
import { findOrder } from './repository.js';
import type { PaymentDeps } from '../payments/index.js';
import { claimDue, endLease, leaseIsFree } from '../../db/lease.js';

type Db = Kysely<Database>;

/** A single coming date of a course was cancelled (calendar's dates hook, `cancelledDate`). */
export interface CancelledDate {
  organizationId: string;
  eventsGroupId: string;
  date: { id: string; start: Date };
}

/** How long one caller may hold a date's refund before the refund job may retry it. */
const leaseSeconds = 60;
/**
 * A refund the provider declined (the whole order's or a date's) waits this long for the next try:
 * a fixed hour, not a backoff, as a person should look at the decline first.
 */
export const declinedRetrySeconds = 3_600;

/**
 * The club's choice for a cancelled single date (events_groups.date_cancel_policy, issue 33):
 * NONE gives nothing; CREDIT writes a credit note into each paid order; PARTIAL_REFUND gives each
 * paid order its share of the date back through the provider. The share is the order's amount
 * divided by the dates the person could attend (the course's dates from their booking on,
 * cancelled ones included), rounded down to whole cents, and never more than is left of the order.
 * Once per order and date: the row's unique key (order, date), inserted under the order's lock
 * while it is paid, so a refund of the whole order (which takes the lock) never overlaps it.
 * Returns how many orders got something.
 */
export async function settleCancelledDate(deps: PaymentDeps & { now: () => number }, change: CancelledDate) {
  const { organizationId, eventsGroupId, date } = change;
  if (date.start.getTime() <= deps.now()) return 0;
  const course = await deps.db
    .selectFrom('events_groups')
    .select('date_cancel_policy')
    .where('organization_id', '=', organizationId)
    .where('id', '=', eventsGroupId)
    .executeTakeFirst();
  const policy = course?.date_cancel_policy;
  if (policy !== 'CREDIT' && policy !== 'PARTIAL_REFUND') return 0;
  const orders = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('events_group_id', '=', eventsGroupId)
    .where('status', '=', 'SENT')
    .where('created_at', '<', date.start)
    .execute();
  let given = 0;
  for (const order of orders) {
    const adjustment = await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('orders')
        .select(['status', 'amount', 'created_at', 'credit_cents', 'user_id'])
        .where('id', '=', order.id)
        .forUpdate()
        .executeTakeFirst();
      if (row?.status !== 'SENT') return null;
      const { rows } = await sql<{ dates: number }>`
        SELECT count(*)::int AS dates FROM schedule_occurrences
        WHERE organization_id = ${organizationId} AND events_group_id = ${eventsGroupId}
          AND starts_at >= ${row.created_at}`.execute(trx);
      const dates = Math.max(1, Number(rows[0]?.dates ?? 1));
      const left = contracts.toCents(row.amount) - (await adjustedCents(trx as unknown as Db, order.id));
      const share = Math.min(Math.floor(contracts.toCents(row.amount) / dates), left);
      if (share <= 0) return null;
      // An order the member's credit paid in part: the card gives back only what it paid; a share
      // the card no longer covers goes back as credit, where that money came from.
      const kind =
        policy === 'PARTIAL_REFUND' && share <= (await cardLeftCents(trx as unknown as Db, order.id, row))
          ? policy
          : 'CREDIT';
      const inserted = await trx
        .insertInto('order_date_adjustments')
        .values({
          organization_id: organizationId,
          order_id: order.id,
          occurrence_id: date.id,
          date_start: date.start,
          kind,
          amount_cents: share,
          status: kind === 'CREDIT' ? 'DONE' : 'PENDING',
          done_at: kind === 'CREDIT' ? new Date(deps.now()) : null,
        })
        .onConflict((oc) => oc.columns(['order_id', 'occurrence_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // A credit note is spendable at the member's next checkout (wallets' credit balance).
      if (inserted && kind === 'CREDIT')
        await addCredit(trx, {
          organizationId,
          userId: row.user_id,
          orderId: order.id,
          amountCents: share,
          kind: 'DATE_CREDIT',
          sourceId: inserted.id,
        });
      return inserted ? { id: inserted.id, kind } : null;
    });
    if (!adjustment) continue;
    given += 1;
    if (adjustment.kind === 'PARTIAL_REFUND') await completeDateRefund(deps, adjustment.id);
  }
  if (given > 0) deps.mail.log.info({ eventsGroupId, dateId: date.id, policy, given }, 'cancelled date settled');
  return given;
}

/** What the card paid of an order and has not given back for cancelled dates yet, in cents. */
async function cardLeftCents(db: Db, orderId: string, order: { amount: string; credit_cents: number }) {
  const row = await db
    .selectFrom('order_date_adjustments')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('cents'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'PARTIAL_REFUND')
    .executeTakeFirst();
  return contracts.toCents(order.amount) - Number(order.credit_cents) - Number(row?.cents ?? 0);
}

/**
 * Asks the provider for one date's partial refund. Only the holder of the row's lease asks, so a
 * request and the refund job never refund a date twice. On success the row is DONE and the member
 * gets the refund mail in the language of their order.
 */
export async function completeDateRefund(deps: PaymentDeps, adjustmentId: string): Promise<boolean> {
  const rows = await claimDue(deps.db, {
    table: 'order_date_adjustments',
    where: (eb) => eb('status', '=', 'PENDING'),
    rows: { id: adjustmentId },
    leaseSeconds,
    returning: ['id', 'order_id', 'organization_id', 'amount_cents'],
  });
  const claimed = rows[0];
  if (!claimed) return false;
  const order = await findOrder(deps.db, claimed.organization_id, claimed.order_id);
  if (!order?.providerPaymentId) {
    deps.mail.log.error({ adjustmentId }, 'date refund impossible: the order has no provider payment id');
    return false;
  }
  let result;
  try {
    result = await deps.provider.refund({
      paymentId: order.providerPaymentId,
      amount: contracts.centsToDecimal(claimed.amount_cents),
      currency: 'EUR',
      merchantTransactionId: claimed.id,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    deps.mail.log.warn({ adjustmentId, reason: error.message }, 'date refund postponed: provider unavailable');
    await endLease(deps.db, 'order_date_adjustments', adjustmentId);
    return false;
  }
  if (result.outcome !== 'SUCCESS') {
    deps.mail.log.error({ adjustmentId, code: result.code }, 'the provider refused a date refund');
    await endLease(deps.db, 'order_date_adjustments', adjustmentId, declinedRetrySeconds);
    return false;
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('order_date_adjustments')
      .set({ status: 'DONE', provider_refund_id: result.refundId, done_at: new Date(), claimed_until: null })
      .where('id', '=', adjustmentId)
      .execute();
    // The member's statement shows the partial refund as a line of its own (once per date).
    await addStatementLine(trx, {
      organizationId: claimed.organization_id,
      userId: order.userId,
      orderId: order.id,
      message: order.eventsGroupId ?? '',
      amount: contracts.centsToDecimal(-claimed.amount_cents),
      paymentMethod: order.paymentMethod,
      kind: 'PARTIAL_REFUND',
      adjustmentId,
    });
  });
  await mailDateRefund(deps.mail, adjustmentId).catch((error: unknown) =>
    deps.mail.log.error({ err: error, adjustmentId }, 'date refund mail could not be stored'),
  );
  return true;
}

/** The refund job's pass over date refunds still open (provider was down, or a replica died). */
export async function retryPendingDateRefunds(deps: PaymentDeps): Promise<number> {
  const due = await deps.db
    .selectFrom('order_date_adjustments')
    .select('id')
    .where('status', '=', 'PENDING')
    .where(leaseIsFree)
    .orderBy('created_at')
    .limit(20)
    .execute();
  let refunded = 0;
  for (const row of due) if (await completeDateRefund(deps, row.id)) refunded += 1;
  return refunded;
}
