import * as v from 'valibot';
import { isoTime, wholeNumber } from './answer-parts';

// Answers of the orders, places and waiting-list calls (orders-service): the member's course
// orders, receipts and their place in line. Declared once in valibot: the endpoints' answer types
// are inferred from these and the API serialises with them (issue 38 item 1).

/** One course order of a member (My Courses, the receipts). */
export const courseOrderSchema = v.object({
  id: v.string(),
  number: v.string(),
  courseId: v.nullable(v.string()),
  courseName: v.string(),
  amount: v.number(),
  /** The part of `amount` the member's credit paid, in cents (issue 33); the card paid the rest. */
  creditCents: v.optional(wholeNumber),
  /** SENT, REFUND_PENDING or REFUNDED. */
  status: v.string(),
  createdAt: v.string(),
  refundedAt: v.nullable(v.string()),
  /** The member may still cancel (paid, and the course has not begun). */
  canCancel: v.boolean(),
  /**
   * Until when the member may cancel by themselves (the course's cancellation rule, issue 33):
   * an ISO time, or null when no date decides it (no dates planned).
   */
  cancelUntil: v.optional(v.nullable(v.string())),
  /** Why the order was refunded (CANCELLED, COURSE_CANCELLED, DUPLICATE, FULL, an admin's text). */
  refundReason: v.optional(v.nullable(v.string())),
  /**
   * What cancelled single dates gave this order (issue 33, the course's rule): a credit note or a
   * partial refund per date, in cents; PENDING while the provider has not confirmed the refund.
   */
  dateAdjustments: v.optional(
    v.array(
      v.object({
        kind: v.picklist(['CREDIT', 'PARTIAL_REFUND']),
        amountCents: wholeNumber,
        /** The cancelled date's start (ISO). */
        date: v.string(),
        status: v.picklist(['PENDING', 'DONE']),
      }),
    ),
  ),
  /**
   * Set while the member may cancel (issue 33): what a cancellation gives back now, in cents, to
   * the card and as credit (the part the member's credit paid), less what cancelled dates gave.
   */
  cancelRefund: v.optional(v.object({ cardCents: wholeNumber, creditCents: wholeNumber })),
  /** Set when the member paid for their child (issue 21 item 4): who takes part. */
  child: v.optional(v.object({ id: v.string(), name: v.string() })),
});
export type CourseOrder = v.InferOutput<typeof courseOrderSchema>;

/** A refund's state after a cancellation or an administrator's refund. */
export const refundAnswerSchema = v.object({ id: v.string(), status: v.string() });
export type RefundAnswer = v.InferOutput<typeof refundAnswerSchema>;

export const receiptKinds = ['RECEIPT', 'REFUND'] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

/** The printable receipt of an order or of its refund. */
export const receiptSchema = v.object({
  kind: v.picklist(receiptKinds),
  orderId: v.string(),
  orderNumber: v.string(),
  club: v.string(),
  clubAddress: v.string(),
  /** The club's tax number or VAT id; empty when the club set none (issue 33). */
  taxNumber: v.string(),
  course: v.string(),
  /** The course's price (RECEIPT) or everything given back (REFUND). */
  amountCents: wholeNumber,
  /**
   * Issue 33: RECEIPT: the part the member's credit paid (the card paid the rest); REFUND: the
   * part given back as credit. 0 without credit.
   */
  creditCents: v.optional(wholeNumber),
  date: v.string(),
  paymentMethod: v.string(),
  vatExempt: v.boolean(),
  vatNote: v.string(),
  refundReason: v.nullable(v.string()),
  member: v.object({ name: v.string(), email: v.string() }),
  language: v.picklist(['de', 'en']),
});
export type Receipt = v.InferOutput<typeof receiptSchema>;

/** One course a person waits for. */
export const waitingEntrySchema = v.object({
  eventsGroupId: v.string(),
  courseName: v.string(),
  /** 1 = the next free place is offered to them. */
  position: wholeNumber,
  joinedAt: isoTime,
  /** Set while a freed place is held for them: book it before then. */
  offerExpiresAt: v.nullable(isoTime),
});
export type WaitingEntry = v.InferOutput<typeof waitingEntrySchema>;

/** A course's places, what is left, its line's length and the caller's own state. */
export const coursePlacesSchema = v.object({
  total: wholeNumber,
  left: wholeNumber,
  waiting: wholeNumber,
  enrolled: v.boolean(),
  /** The caller's position in line (null when not on it). */
  position: v.nullable(wholeNumber),
  offerExpiresAt: v.nullable(isoTime),
});
export type CoursePlaces = v.InferOutput<typeof coursePlacesSchema>;

/** A course's waiting list in order (coaches of the course and administrators). */
export const courseWaitingEntrySchema = v.object({
  userId: v.string(),
  name: v.string(),
  position: wholeNumber,
  joinedAt: isoTime,
  offerExpiresAt: v.nullable(isoTime),
});
export type CourseWaitingEntry = v.InferOutput<typeof courseWaitingEntrySchema>;

/** A wallet in the club's list (administrators). */
export const walletSummarySchema = v.object({
  userId: v.string(),
  total: v.number(),
  entries: wholeNumber,
});
export type WalletSummary = v.InferOutput<typeof walletSummarySchema>;
