import * as v from 'valibot';
import { wholeNumber } from './answer-parts';
import { ledgerKinds, ledgerMethods, ledgerStates } from '../entities/ledger';

// The treasurer's ledger (issue 33 item 4): every course payment, its refund and every SEPA
// membership collection, with sums per course and per month. Amounts are integer wholeNumber, signed
// (a refund is negative). Declared once in valibot: the endpoint's answer type is inferred from it
// and the API serialises with it (issue 38 item 1).

export const ledgerEntrySchema = v.object({
  /** `<kind>:<source id>`; unique in the list. */
  id: v.string(),
  kind: v.picklist(ledgerKinds),
  /** The course order, for PAYMENT and REFUND (the refund action and the receipt). */
  orderId: v.nullable(v.string()),
  /** The receipt number ("2026-000012") or the collection's period ("Q1/2027"). */
  reference: v.string(),
  /** The Berlin calendar date of the booking (YYYY-MM-DD). */
  date: v.string(),
  person: v.string(),
  courseId: v.nullable(v.string()),
  courseName: v.string(),
  method: v.picklist(ledgerMethods),
  state: v.picklist(ledgerStates),
  /** The money in (positive) or out (negative): a payment's card part, what went back to the card. */
  amountCents: wholeNumber,
  /**
   * The member's credit the booking moved (issue 33), no money: a payment's credit part
   * (positive: spent), a refund's credit part given back or a credit note (negative: granted).
   */
  creditCents: wholeNumber,
  reason: v.nullable(v.string()),
  /** A paid order the treasurer may refund from the list. */
  refundable: v.boolean(),
});
export type LedgerEntry = v.InferOutput<typeof ledgerEntrySchema>;

const sumSchema = v.object({ key: v.string(), label: v.string(), cents: wholeNumber });
export type LedgerSum = v.InferOutput<typeof sumSchema>;

export const ledgerSchema = v.object({
  entries: v.array(ledgerEntrySchema),
  totalCents: wholeNumber,
  /** Per course (key: course id, or "MEMBERSHIP" for collections), newest first by nothing: by name. */
  byCourse: v.array(sumSchema),
  /** Per Berlin month (key and label: YYYY-MM), oldest first. */
  byMonth: v.array(sumSchema),
  /** The courses that have orders, for the course filter. */
  courses: v.array(v.object({ id: v.string(), name: v.string() })),
});
export type Ledger = v.InferOutput<typeof ledgerSchema>;
