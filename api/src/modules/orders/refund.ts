import { PaymentProviderUnavailable, type PaymentDeps } from '../payments/index.js';
import { addCredit, addStatementLine, creditProvider } from '../wallets/index.js';
import { offerFreedPlaces, type WaitingListDeps } from '../places/index.js';
import { adjustedCents, refundParts } from './date-adjustments.js';
import { declinedRetrySeconds, retryPendingDateRefunds } from './date-cancelled.js';
import { mailReceipt } from './receipts.js';
import { contracts } from '../../lib/contracts.js';
import { findOrder } from './repository.js';
import { releasePaidPlace } from './paid-places.js';
import { claimDue, endLease, leaseIsFree } from '../../db/lease.js';

export type { PaymentDeps };

/** How long one caller may hold a refund before another (a replica's job) may retry it. */
const refundLeaseSeconds = 60;

/**
 * Marks a paid order for refund and frees its place at once (the member is no longer in the
 * course). Returns false when it was refunded already. The provider is asked afterwards
 * (completeRefund), outside the transaction, so a slow provider never holds locks.
 */
export async function requestRefund(
  deps: WaitingListDeps,
  organizationId: string,
  orderId: string,
  input: { reason: string; requestedBy: string | null },
): Promise<boolean> {
  const freed = await deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['status', 'user_id', 'events_group_id'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order || order.status === 'REFUNDED') return null;
    if (order.status === 'SENT') {
      await trx
        .updateTable('orders')
        .set({ status: 'REFUND_PENDING', refund_reason: input.reason, refund_requested_by: input.requestedBy })
        .where('id', '=', orderId)
        .execute();
      await trx.deleteFrom('events_group_members').where('order_id', '=', orderId).execute();
      // An event's place (paid-places.ts): the sign-up is gone with the money.
      await releasePaidPlace(deps.db, trx, orderId);
      return { isOpen: true, course: order.events_group_id };
    }
    return { isOpen: true, course: null };
  });
  if (!freed) return false;
  // The freed place goes to the first on the course's waiting list at once (the job would too).
  if (freed.course) await offerFreedPlaces(deps, organizationId, freed.course, deps.config.waitingList.offerHours);
  return freed.isOpen;
}

/**
 * Asks the provider to give back a REFUND_PENDING order. Only the caller holding the order's lease
 * calls the provider, so a request and the job of another replica never refund twice. On success
 * the order is REFUNDED, the statement gets its refund line and the member the refund receipt.
 */
export async function completeRefund(
  deps: PaymentDeps,
  organizationId: string,
  orderId: string,
): Promise<'REFUNDED' | 'REFUND_PENDING'> {
  const rows = await claimDue(deps.db, {
    table: 'orders',
    where: (eb) => eb.and([eb('organization_id', '=', organizationId), eb('status', '=', 'REFUND_PENDING')]),
    rows: { id: orderId },
    leaseSeconds: refundLeaseSeconds,
    returning: ['id'],
  });
  const order = await findOrder(deps.db, organizationId, orderId);
  if (!order) return 'REFUND_PENDING';
  if (rows.length === 0) return order.status === 'REFUNDED' ? 'REFUNDED' : 'REFUND_PENDING';
  // What cancelled dates gave already (partial refunds, credits) is not given twice: the rest. Of
  // that, the part the member's credit paid goes back as credit, the rest to the card.
  const { creditBackCents, cardBackCents } = refundParts(order, await adjustedCents(deps.db, orderId));
  if (cardBackCents > 0 && !order.providerPaymentId) {
    deps.mail.log.error({ orderId }, 'refund impossible: the order has no provider payment id');
    return 'REFUND_PENDING';
  }
  let result: { outcome: string; code?: string; description?: string; refundId: string | null };
  try {
    result =
      cardBackCents > 0
        ? await deps.provider.refund({
            paymentId: order.providerPaymentId!,
            amount: contracts.centsToDecimal(cardBackCents),
            currency: 'EUR',
            merchantTransactionId: order.id,
          })
        : { outcome: 'SUCCESS', refundId: null };
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    deps.mail.log.warn({ orderId, reason: error.message }, 'refund postponed: provider unavailable');
    await endLease(deps.db, 'orders', orderId);
    return 'REFUND_PENDING';
  }
  if (result.outcome !== 'SUCCESS') {
    deps.mail.log.error(
      { orderId, code: result.code, description: result.description },
      'the provider refused a refund',
    );
    await endLease(deps.db, 'orders', orderId, declinedRetrySeconds);
    return 'REFUND_PENDING';
  }
  const refundedAt = new Date();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('orders')
      .set({ status: 'REFUNDED', provider_refund_id: result.refundId, refunded_at: refundedAt, claimed_until: null })
      .where('id', '=', orderId)
      .execute();
    // What went back to the card and what back as credit: a line each (migration 360), none for 0,00 €.
    const line = { organizationId, userId: order.userId, orderId, message: order.eventsGroupId ?? '' };
    if (cardBackCents > 0)
      await addStatementLine(
        trx,
        {
          ...line,
          amount: contracts.centsToDecimal(-cardBackCents),
          paymentMethod: order.paymentMethod,
          kind: 'REFUND',
        },
        { once: true },
      );
    if (creditBackCents > 0)
      await addStatementLine(
        trx,
        {
          ...line,
          amount: contracts.centsToDecimal(-creditBackCents),
          paymentMethod: creditProvider,
          kind: 'CREDIT_RETURNED',
        },
        { once: true },
      );
    await addCredit(trx, {
      organizationId,
      userId: order.userId,
      orderId,
      amountCents: creditBackCents,
      kind: 'RETURNED',
    });
  });
  await mailReceipt(deps.mail, organizationId, orderId, 'REFUND').catch((error: unknown) =>
    deps.mail.log.error({ err: error, orderId }, 'refund receipt could not be stored'),
  );
  return 'REFUNDED';
}

/** The job's pass over refunds that are still open (provider was down, or a replica died). */
export async function retryPendingRefunds(deps: PaymentDeps): Promise<number> {
  const due = await deps.db
    .selectFrom('orders')
    .select(['id', 'organization_id'])
    .where('status', '=', 'REFUND_PENDING')
    .where(leaseIsFree)
    .orderBy('created_at')
    .limit(20)
    .execute();
  let refunded = 0;
  for (const order of due) {
    if ((await completeRefund(deps, order.organization_id, order.id)) === 'REFUNDED') refunded += 1;
  }
  // And the shares of cancelled dates (date-cancelled.ts).
  return refunded + (await retryPendingDateRefunds(deps));
}
