// The treasurer's ledger's fixed lists (issue 33 item 4); the answer's shapes are in schemas/ledger.ts.

/**
 * PARTIAL_REFUND: a cancelled date's share given back to the card (its own line, issue 33);
 * CREDIT_NOTE: a cancelled date's credit note (no money, the member's credit grows).
 */
export const ledgerKinds = ['PAYMENT', 'REFUND', 'PARTIAL_REFUND', 'CREDIT_NOTE', 'COLLECTION'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];
/** PAID: the order is paid; REFUND_PENDING / REFUNDED: its refund; COLLECTED: a SEPA collection item. */
export const ledgerStates = ['PAID', 'REFUND_PENDING', 'REFUNDED', 'COLLECTED'] as const;
export type LedgerState = (typeof ledgerStates)[number];
/**
 * How an order was paid (issue 33): by card, by the member's credit alone (CREDIT), or partly by
 * each (CARD_CREDIT); SEPA: a membership collection.
 */
export const ledgerMethods = ['VISA_MASTER', 'CREDIT', 'CARD_CREDIT', 'SEPA'] as const;
export type LedgerMethod = (typeof ledgerMethods)[number];
/** The reasons a treasurer picks when refunding; the refund receipt names them in the member's language. */
export const refundReasons = [
  'COURSE_CANCELLED',
  'MEMBER_REQUEST',
  'DOUBLE_PAYMENT',
  'GOODWILL',
  'CLUB_ERROR',
] as const;
export type RefundReason = (typeof refundReasons)[number];
