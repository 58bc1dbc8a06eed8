import type { FeeStart, PaymentMethod } from '../tables.js';

/**
 * The club's fee rules in one place (members-and-transactions.md §9, "Membership terms"):
 * monthly contributions collected per quarter; the admission fee equals one monthly fee and is
 * paid once per membership; other payment methods than direct debit pay a surcharge of 10 % of a
 * monthly fee per quarter. A due date pays the months of its own quarter that the membership owes
 * and that no other due date paid: from the first fee month (the joining month, or the next one
 * by the club's setting) to the membership's end (ends_on), never a month twice.
 */
export interface FeeMembership {
  joinedOn: string;
  endsOn: string | null;
  monthlyCents: number;
  paymentMethod: PaymentMethod;
  admissionCharged: boolean;
  /** Months ("2026-11") already paid by any due date. */
  chargedMonths: ReadonlySet<string>;
}

export interface FeesOwed {
  months: string[];
  feeCents: number;
  admissionCents: number;
  surchargeCents: number;
  amountCents: number;
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The three months of a due date's quarter: ["2026-10", "2026-11", "2026-12"]. */
export function monthsOfQuarter(dueDate: string): string[] {
  const year = Number(dueDate.slice(0, 4));
  const first = Math.floor((Number(dueDate.slice(5, 7)) - 1) / 3) * 3 + 1;
  return [0, 1, 2].map((k) => monthKey(year, first + k));
}

/** The first month a member pays for: the joining month, or the next by the club's setting. */
export function firstFeeMonth(joinedOn: string, feeStart: FeeStart): string {
  const year = Number(joinedOn.slice(0, 4));
  const month = Number(joinedOn.slice(5, 7));
  if (feeStart === 'JOINING_MONTH') return monthKey(year, month);
  return month === 12 ? monthKey(year + 1, 1) : monthKey(year, month + 1);
}

/** 10 % of a monthly fee, in whole cents (half a cent rounds up). */
export const transferSurcharge = (monthlyCents: number): number => Math.round(monthlyCents / 10);

export function feesOwed(member: FeeMembership, dueDate: string, feeStart: FeeStart): FeesOwed {
  const from = firstFeeMonth(member.joinedOn, feeStart);
  // A membership ending on 30 June owes June: its last month is the end's month.
  const until = member.endsOn ? member.endsOn.slice(0, 7) : null;
  const months = monthsOfQuarter(dueDate).filter(
    (month) => month >= from && (until === null || month <= until) && !member.chargedMonths.has(month),
  );
  if (months.length === 0) return { months, feeCents: 0, admissionCents: 0, surchargeCents: 0, amountCents: 0 };
  const feeCents = months.length * member.monthlyCents;
  const admissionCents = member.admissionCharged ? 0 : member.monthlyCents;
  const surchargeCents = member.paymentMethod === 'TRANSFER' ? transferSurcharge(member.monthlyCents) : 0;
  return { months, feeCents, admissionCents, surchargeCents, amountCents: feeCents + admissionCents + surchargeCents };
}
