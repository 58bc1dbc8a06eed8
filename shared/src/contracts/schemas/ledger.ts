import { Type, type Static } from '@sinclair/typebox';
import { ledgerKinds, ledgerMethods, ledgerStates } from '../entities/ledger';

// The treasurer's ledger (issue 33 item 4): every course payment, its refund and every SEPA
// membership collection, with sums per course and per month. Amounts are integer cents, signed
// (a refund is negative).

export const LedgerEntrySchema = Type.Object({
  /** `<kind>:<source id>`; unique in the list. */
  id: Type.String(),
  kind: Type.Union(ledgerKinds.map((k) => Type.Literal(k))),
  /** The course order, for PAYMENT and REFUND (the refund action and the receipt). */
  orderId: Type.Union([Type.String(), Type.Null()]),
  /** The receipt number ("2026-000012") or the collection's period ("Q1/2027"). */
  reference: Type.String(),
  /** The Berlin calendar date of the booking (YYYY-MM-DD). */
  date: Type.String(),
  person: Type.String(),
  courseId: Type.Union([Type.String(), Type.Null()]),
  courseName: Type.String(),
  method: Type.Union(ledgerMethods.map((m) => Type.Literal(m))),
  state: Type.Union(ledgerStates.map((s) => Type.Literal(s))),
  /** The money in (positive) or out (negative): a payment's card part, what went back to the card. */
  amountCents: Type.Integer(),
  /**
   * The member's credit the booking moved (issue 33), no money: a payment's credit part
   * (positive: spent), a refund's credit part given back or a credit note (negative: granted).
   */
  creditCents: Type.Integer(),
  reason: Type.Union([Type.String(), Type.Null()]),
  /** A paid order the treasurer may refund from the list. */
  refundable: Type.Boolean(),
});
export type LedgerEntry = Static<typeof LedgerEntrySchema>;

const SumSchema = Type.Object({ key: Type.String(), label: Type.String(), cents: Type.Integer() });
export type LedgerSum = Static<typeof SumSchema>;

export const LedgerSchema = Type.Object({
  entries: Type.Array(LedgerEntrySchema),
  totalCents: Type.Integer(),
  /** Per course (key: course id, or "MEMBERSHIP" for collections), newest first by nothing: by name. */
  byCourse: Type.Array(SumSchema),
  /** Per Berlin month (key and label: YYYY-MM), oldest first. */
  byMonth: Type.Array(SumSchema),
  /** The courses that have orders, for the course filter. */
  courses: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type Ledger = Static<typeof LedgerSchema>;
