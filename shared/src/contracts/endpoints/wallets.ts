import * as v from 'valibot';
import type { CheckoutResponse, PaymentStatus, UserWallet, WalletSummary } from '../schemas';
import { moneyAmountSchema } from '../rules/money';
import { endpoint, shape } from './define';

// Wallets and the card checkout (members-and-transactions.md §3): with the hosted widget no card
// data reaches the API; the provider's answer decides (orders.ts sends the order).
const base = '/wallets-service/organizations/:orgId';
const uuid = v.pipe(v.string(), v.uuid());

/** Checkout request (§3). The amount must be the course's price (the server compares). */
export const checkoutRequestSchema = v.strictObject({
  amount: moneyAmountSchema(0.01, 100000),
  /** The course (events group) being paid. */
  concept: uuid,
  /**
   * Who takes part: the payer (left out) or one of the payer's children (issue 21 item 4).
   * The server decides from its own data whether the payer is that child's guardian.
   */
  participantId: v.optional(uuid),
  depositMethods: v.strictObject({
    currency: v.literal('EUR'),
    type: v.literal('CHECKOUT'),
    entityId: v.optional(v.pipe(v.string(), v.maxLength(64))),
    paymentType: v.picklist(['DB', 'PA']),
    paymentBrand: v.picklist(['VISA', 'MASTER']),
  }),
});
export type CheckoutRequest = v.InferInput<typeof checkoutRequestSchema>;

export const listWallets = endpoint({
  method: 'GET',
  path: `${base}/wallets`,
  access: ['admin'],
  summary: "The club's wallets (administrators)",
  answer: shape<WalletSummary[]>(),
});

export const getUserWallet = endpoint({
  method: 'GET',
  path: `${base}/users/:userId/wallets`,
  access: ['self', 'admin'],
  summary: "A user's wallet: default deposit method and statement",
  answer: shape<UserWallet>(),
});

export const createCheckout = endpoint({
  method: 'POST',
  path: `${base}/users/:userId/wallets/checkout`,
  access: ['self'],
  summary: 'Start a card checkout for a course; answers the checkout id for the widget',
  body: checkoutRequestSchema,
  answer: shape<CheckoutResponse>(),
});

export const getCheckoutPayment = endpoint({
  method: 'GET',
  path: `${base}/users/:userId/wallets/checkout/:checkoutId/payment`,
  access: ['self'],
  summary: "The provider's result for a checkout",
  // The provider's checkout id is its own text, not one of our UUIDs.
  params: v.object({ orgId: uuid, userId: uuid, checkoutId: v.pipe(v.string(), v.maxLength(128)) }),
  query: v.object({ entityId: v.optional(v.pipe(v.string(), v.maxLength(64))) }),
  answer: shape<PaymentStatus>(),
});

/**
 * The person gave the payment step up (closed it): an unpaid checkout ends and the place it
 * held is free at once (issue 33 item 3). A checkout holding a payment is left to the settlement.
 */
export const abandonCheckout = endpoint({
  method: 'DELETE',
  path: `${base}/users/:userId/wallets/checkout/:checkoutId`,
  access: ['self'],
  summary: 'Give up an unpaid checkout: its held place is free again',
  params: v.object({ orgId: uuid, userId: uuid, checkoutId: v.pipe(v.string(), v.maxLength(128)) }),
  answer: shape<null>(),
});
