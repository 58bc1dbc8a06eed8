import { Type, type Static } from '@sinclair/typebox';

// Answers of the orders, places and waiting-list calls (orders-service): the member's course
// orders, receipts and their place in line. The front end reads these types; the API serialises
// its answers with these schemas.

/** One course order of a member (My Courses, the receipts). */
export const CourseOrderSchema = Type.Object({
  id: Type.String(),
  number: Type.String(),
  courseId: Type.Union([Type.String(), Type.Null()]),
  courseName: Type.String(),
  amount: Type.Number(),
  /** The part of `amount` the member's credit paid, in cents (issue 33); the card paid the rest. */
  creditCents: Type.Optional(Type.Integer()),
  /** SENT, REFUND_PENDING or REFUNDED. */
  status: Type.String(),
  createdAt: Type.String(),
  refundedAt: Type.Union([Type.String(), Type.Null()]),
  /** The member may still cancel (paid, and the course has not begun). */
  canCancel: Type.Boolean(),
  /**
   * Until when the member may cancel by themselves (the course's cancellation rule, issue 33):
   * an ISO time, or null when no date decides it (no dates planned).
   */
  cancelUntil: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Why the order was refunded (CANCELLED, COURSE_CANCELLED, DUPLICATE, FULL, an admin's text). */
  refundReason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /**
   * What cancelled single dates gave this order (issue 33, the course's rule): a credit note or a
   * partial refund per date, in cents; PENDING while the provider has not confirmed the refund.
   */
  dateAdjustments: Type.Optional(
    Type.Array(
      Type.Object({
        kind: Type.Union([Type.Literal('CREDIT'), Type.Literal('PARTIAL_REFUND')]),
        amountCents: Type.Integer(),
        /** The cancelled date's start (ISO). */
        date: Type.String(),
        status: Type.Union([Type.Literal('PENDING'), Type.Literal('DONE')]),
      }),
    ),
  ),
  /**
   * Set while the member may cancel (issue 33): what a cancellation gives back now, in cents, to
   * the card and as credit (the part the member's credit paid), less what cancelled dates gave.
   */
  cancelRefund: Type.Optional(Type.Object({ cardCents: Type.Integer(), creditCents: Type.Integer() })),
  /** Set when the member paid for their child (issue 21 item 4): who takes part. */
  child: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type CourseOrder = Static<typeof CourseOrderSchema>;

/** A refund's state after a cancellation or an administrator's refund. */
export const RefundAnswerSchema = Type.Object({ id: Type.String(), status: Type.String() });
export type RefundAnswer = Static<typeof RefundAnswerSchema>;

export const receiptKinds = ['RECEIPT', 'REFUND'] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

/** The printable receipt of an order or of its refund. */
export const ReceiptSchema = Type.Object({
  kind: Type.Union([Type.Literal('RECEIPT'), Type.Literal('REFUND')]),
  orderId: Type.String(),
  orderNumber: Type.String(),
  club: Type.String(),
  clubAddress: Type.String(),
  /** The club's tax number or VAT id; empty when the club set none (issue 33). */
  taxNumber: Type.String(),
  course: Type.String(),
  /** The course's price (RECEIPT) or everything given back (REFUND). */
  amountCents: Type.Integer(),
  /**
   * Issue 33: RECEIPT: the part the member's credit paid (the card paid the rest); REFUND: the
   * part given back as credit. 0 without credit.
   */
  creditCents: Type.Optional(Type.Integer()),
  date: Type.String(),
  paymentMethod: Type.String(),
  vatExempt: Type.Boolean(),
  vatNote: Type.String(),
  refundReason: Type.Union([Type.String(), Type.Null()]),
  member: Type.Object({ name: Type.String(), email: Type.String() }),
  language: Type.Union([Type.Literal('de'), Type.Literal('en')]),
});
export type Receipt = Static<typeof ReceiptSchema>;

/** One course a person waits for. */
export const WaitingEntrySchema = Type.Object({
  eventsGroupId: Type.String(),
  courseName: Type.String(),
  /** 1 = the next free place is offered to them. */
  position: Type.Integer(),
  joinedAt: Type.String({ format: 'date-time' }),
  /** Set while a freed place is held for them: book it before then. */
  offerExpiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type WaitingEntry = Static<typeof WaitingEntrySchema>;

/** A course's places, what is left, its line's length and the caller's own state. */
export const CoursePlacesSchema = Type.Object({
  total: Type.Integer(),
  left: Type.Integer(),
  waiting: Type.Integer(),
  enrolled: Type.Boolean(),
  /** The caller's position in line (null when not on it). */
  position: Type.Union([Type.Integer(), Type.Null()]),
  offerExpiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type CoursePlaces = Static<typeof CoursePlacesSchema>;

/** A course's waiting list in order (coaches of the course and administrators). */
export const CourseWaitingEntrySchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  position: Type.Integer(),
  joinedAt: Type.String({ format: 'date-time' }),
  offerExpiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type CourseWaitingEntry = Static<typeof CourseWaitingEntrySchema>;

/** A wallet in the club's list (administrators). */
export const WalletSummarySchema = Type.Object({
  userId: Type.String(),
  total: Type.Number(),
  entries: Type.Integer(),
});
export type WalletSummary = Static<typeof WalletSummarySchema>;
