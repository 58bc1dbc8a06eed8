import { PaymentProviderUnavailable } from '../payments/index.js';
import { mailPaymentFailed, mailReceipt } from './receipts.js';
import {
  askAboutCheckoutSoon,
  creditProvider,
  declineCheckout,
  findCheckoutById,
  endCheckoutChecks,
  leaseDueCheckouts,
  markCheckoutPending,
  releaseCheckoutLease,
  type CheckoutRow,
} from '../wallets/index.js';
import { completeRefund, type PaymentDeps } from './refund.js';
import { recordPaidOrder } from './repository.js';
import { contracts } from '../../lib/contracts.js';

export type Settlement =
  | { state: 'PAID'; orderId: string; code: string; description: string }
  | { state: 'DUPLICATE'; orderId: string; refunded: boolean; code: string; description: string }
  | { state: 'FULL'; orderId: string; refunded: boolean; code: string; description: string }
  | { state: 'PENDING'; code: string; description: string }
  | { state: 'DECLINED'; code: string; description: string };

/**
 * Turns the provider's answer for a checkout into its consequence. The order route, the
 * settlement job and the provider's notification all end here, so a payment has one meaning
 * however it is learnt: PAID enrols and mails the receipt once; a payment for a course the person
 * already takes part in is refunded automatically; PENDING waits for the job; DECLINED ends the
 * checkout (and, when nobody is looking at the screen, mails the member).
 * Throws PaymentProviderUnavailable when the provider cannot answer.
 */
export async function settleCheckout(
  deps: PaymentDeps,
  checkout: CheckoutRow,
  options: { inBackground: boolean; orderItems?: unknown; paymentMethod?: string },
): Promise<Settlement> {
  if (checkout.provider === creditProvider) return settleFromCredit(deps, checkout, options);
  const result = await deps.provider.paymentStatus(checkout.providerCheckoutId);
  const answer = { code: result.code, description: result.description };
  if (result.outcome === 'PENDING') {
    await markPending(deps, checkout, result.code);
    return { state: 'PENDING', ...answer };
  }
  // The provider must confirm this very checkout and amount (the price less the member's credit);
  // a missing field is no confirmation.
  const isOurs =
    result.merchantTransactionId === checkout.id &&
    result.amount !== null &&
    contracts.toCents(result.amount) === contracts.toCents(checkout.amount) - checkout.creditCents;
  if (result.outcome === 'SUCCESS' && !isOurs) {
    deps.mail.log.error(
      { checkoutId: checkout.id, merchantTransactionId: result.merchantTransactionId, amount: result.amount },
      'the provider confirmed a payment that does not match the checkout',
    );
    await endCheckoutChecks(deps.db, checkout.id, result.code);
    return { state: 'DECLINED', ...answer };
  }
  if (result.outcome !== 'SUCCESS') {
    const isEnded = await declineCheckout(deps.db, checkout.id, result.code);
    if (isEnded && options.inBackground) {
      await mailPaymentFailed(deps.mail, checkout, result.description).catch((error: unknown) =>
        deps.mail.log.error({ err: error }, 'payment-failed mail could not be stored'),
      );
    }
    return { state: 'DECLINED', ...answer };
  }
  const recorded = await recordPaidOrder(deps.db, {
    organizationId: checkout.organizationId,
    checkout,
    orderItems: orderItemsOf(checkout, options),
    paymentMethod: options.paymentMethod ?? 'VISA_MASTER',
    providerPaymentId: result.paymentId,
  });
  if (!recorded) return { state: 'DECLINED', ...answer };
  return bookedOrder(deps, checkout, recorded, answer);
}

const orderItemsOf = (checkout: CheckoutRow, options: { orderItems?: unknown }) =>
  options.orderItems ?? [{ vendorId: null, storageId: null, productId: checkout.productId, quantity: 1 }];

/**
 * A checkout the member's credit pays in full (wallets' creditProvider): no provider to ask, the
 * order is paid from the credit the checkout holds. A checkout given up meanwhile books nothing.
 */
async function settleFromCredit(
  deps: PaymentDeps,
  checkout: CheckoutRow,
  options: { orderItems?: unknown },
): Promise<Settlement> {
  const answer = { code: 'PAID_FROM_CREDIT', description: 'Paid from the member’s credit.' };
  const recorded = await recordPaidOrder(deps.db, {
    organizationId: checkout.organizationId,
    checkout,
    orderItems: orderItemsOf(checkout, options),
    paymentMethod: creditProvider,
    providerPaymentId: null,
  });
  if (!recorded) return { state: 'DECLINED', code: 'CHECKOUT_ENDED', description: 'This checkout has ended.' };
  return bookedOrder(deps, checkout, recorded, answer);
}

/** What a recorded order means: the receipt once; a duplicate or a payment without a place goes back. */
async function bookedOrder(
  deps: PaymentDeps,
  checkout: CheckoutRow,
  recorded: NonNullable<Awaited<ReturnType<typeof recordPaidOrder>>>,
  answer: { code: string; description: string },
): Promise<Settlement> {
  if (recorded.isNew) {
    deps.mail.log.info({ orderId: recorded.orderId, checkoutId: checkout.id }, 'course order recorded');
    await mailReceipt(deps.mail, checkout.organizationId, recorded.orderId, 'RECEIPT').catch((error: unknown) =>
      deps.mail.log.error({ err: error }, 'receipt could not be stored'),
    );
  }
  if (recorded.isDuplicate) {
    if (recorded.isNew)
      deps.mail.log.warn({ orderId: recorded.orderId }, 'second payment for one enrolment: refunding');
    const state = await completeRefund(deps, checkout.organizationId, recorded.orderId);
    return { state: 'DUPLICATE', orderId: recorded.orderId, refunded: state === 'REFUNDED', ...answer };
  }
  if (recorded.isFull) {
    // The last place went to someone else while this person paid: the payment goes back.
    if (recorded.isNew) deps.mail.log.warn({ orderId: recorded.orderId }, 'payment for a full course: refunding');
    const state = await completeRefund(deps, checkout.organizationId, recorded.orderId);
    return { state: 'FULL', orderId: recorded.orderId, refunded: state === 'REFUNDED', ...answer };
  }
  return { state: 'PAID', orderId: recorded.orderId, ...answer };
}

/** A pending answer: the job asks again later, sooner the first times (wallets decides when). */
const markPending = (deps: PaymentDeps, checkout: CheckoutRow, code: string) =>
  markCheckoutPending(deps.db, checkout.id, code);

/**
 * The settlement job's pass: leases the checkouts whose next check is due (SKIP LOCKED, so two
 * replicas never ask about the same one at once) and settles each. Returns how many were decided.
 */
export async function settleDueCheckouts(
  deps: PaymentDeps,
  load: (checkoutId: string) => Promise<CheckoutRow | null>,
): Promise<number> {
  const due = await leaseDueCheckouts(deps.db);
  let decided = 0;
  for (const id of due) {
    const checkout = await load(id);
    if (!checkout) continue;
    try {
      const settlement = await settleCheckout(deps, checkout, { inBackground: true });
      if (settlement.state !== 'PENDING') decided += 1;
    } catch (error) {
      if (!(error instanceof PaymentProviderUnavailable)) throw error;
      await markPending(deps, checkout, checkout.lastResultCode ?? '');
    }
    await releaseCheckoutLease(deps.db, id);
  }
  return decided;
}

/**
 * The provider's notification for a checkout (payments' webhook, through the settlement hook):
 * an open checkout is settled at once; when the provider cannot answer, the job asks again soon
 * (the provider need not resend). Unknown and finished checkouts are left alone.
 */
export async function settleNotifiedCheckout(deps: PaymentDeps, checkoutId: string): Promise<void> {
  const checkout = await findCheckoutById(deps.db, checkoutId);
  if (!checkout || checkout.status !== 'OPEN') return;
  try {
    await settleCheckout(deps, checkout, { inBackground: true });
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    await askAboutCheckoutSoon(deps.db, checkout.id);
  }
}
