import type { LedgerEntry } from '@club/shared/contracts/schemas';
import type { LedgerQuery } from '@club/shared/contracts/endpoints/ledger';
import type { PaymentSettings } from '@club/shared/contracts/endpoints/orders';
import { contracts } from '../../lib/contracts.js';
import { badRequest } from '../../lib/http-error.js';
import type { Language } from '../../lib/language.js';
import { requiredText } from '../../locales/load.js';
import { dateCell, toCsv } from '../memberships/index.js';
import { writeBuchungsstapel, type DatevBooking } from './datev.js';

const label = (lang: Language, key: string) => requiredText(lang, `ledger.${key}`);

/** The ledger for spreadsheets, as the members list: UTF-8 BOM, ";" and decimal comma, Berlin dates. */
export function ledgerCsv(entries: LedgerEntry[], lang: Language): string {
  return toCsv(
    [
      'ledgerDate',
      'ledgerKind',
      'ledgerReference',
      'ledgerPerson',
      'ledgerCourse',
      'ledgerMethod',
      'ledgerState',
      'ledgerAmount',
      'ledgerCredit',
      'ledgerReason',
    ],
    entries.map((e) => [
      dateCell(e.date),
      label(lang, `kinds.${e.kind}`),
      e.reference,
      e.person,
      e.kind === 'COLLECTION' ? label(lang, 'membership') : e.courseName,
      label(lang, `methods.${e.method}`),
      label(lang, `states.${e.state}`),
      contracts.centsToDecimalComma(e.amountCents),
      // The member's credit the booking moved (no money): spent positive, granted negative.
      e.creditCents === 0 ? '' : contracts.centsToDecimalComma(e.creditCents),
      e.reason ? reasonLabel(e.reason, lang) : '',
    ]),
    lang,
  );
}

/** A reason of the list in the language; a free text (older refunds) as it was written. */
export function reasonLabel(reason: string, lang: Language): string {
  return [...contracts.refundReasons, 'CANCELLED', 'DUPLICATE', 'FULL', 'COURSE_OFF_SALE', 'DATE_CANCELLED'].includes(
    reason,
  )
    ? label(lang, `reasons.${reason}`)
    : reason;
}

const bookingTexts: Record<LedgerEntry['kind'], string> = {
  PAYMENT: 'Kurs',
  REFUND: 'Erstattung',
  PARTIAL_REFUND: 'Teilerstattung',
  CREDIT_NOTE: 'Gutschrift',
  COLLECTION: 'Beitrag',
};
/** The Buchungstext of a credit booking (the credit account's side of an entry). */
const creditTexts: Record<LedgerEntry['kind'], string> = {
  ...bookingTexts,
  PAYMENT: 'Guthaben angerechnet',
  REFUND: 'Guthaben zurück',
};
const isRefund = (e: LedgerEntry) => e.kind === 'REFUND' || e.kind === 'PARTIAL_REFUND';

/**
 * The bookings of the entries (api/src/modules/ledger/README.md "Credit in the books"):
 * - money: a payment or collection is money in (bank debit "S" against the income account), a
 *   refund or a cancelled date's partial refund the same accounts with "H";
 * - the member's credit: a payment's credit part is "S" on the credit account (the club owes the
 *   member less) against the course fees, a credit note or a refund's credit part "H" (it owes
 *   more), so the credit account's balance is the credit the members hold and a course's income
 *   is its price less what it gave back, however it was paid.
 * Pending refunds are not booked yet.
 */
export function datevBookings(entries: LedgerEntry[], settings: PaymentSettings): DatevBooking[] {
  return entries
    .filter((e) => e.state !== 'REFUND_PENDING' || !isRefund(e))
    .flatMap((e) => {
      const contraAccount = e.kind === 'COLLECTION' ? settings.accountMemberships : settings.accountCourses;
      /** One side of an entry: its money on the bank, or its credit part on the credit account. */
      const booking = (cents: number, account: string, texts: typeof bookingTexts): DatevBooking => ({
        date: e.date,
        document: e.reference,
        cents: Math.abs(cents),
        side: cents < 0 ? 'H' : 'S',
        account,
        contraAccount,
        text: [texts[e.kind], e.courseName, e.person].filter(Boolean).join(' '),
      });
      return [
        booking(e.amountCents, settings.accountBank, bookingTexts),
        booking(e.creditCents, settings.accountCredit, creditTexts),
      ];
    })
    .filter((b) => b.cents > 0);
}

/** The DATEV file of the entries of one business year (the calendar year of the period). */
export function ledgerDatev(entries: LedgerEntry[], query: LedgerQuery, settings: PaymentSettings, now: Date): string {
  const dates = entries.map((e) => e.date).sort();
  const from = query.from ?? dates[0] ?? `${contracts.berlinToday(now).slice(0, 4)}-01-01`;
  const to = query.to ?? dates.at(-1) ?? from;
  if (from.slice(0, 4) !== to.slice(0, 4))
    throw badRequest(
      'DATEV_ONE_YEAR',
      'A DATEV batch holds one business year: please choose a period within one year.',
    );
  return writeBuchungsstapel({
    consultantNumber: settings.datevConsultantNumber,
    clientNumber: settings.datevClientNumber,
    fiscalYearStart: `${from.slice(0, 4)}-01-01`,
    accountLength: Math.max(
      4,
      settings.accountBank.length,
      settings.accountCourses.length,
      settings.accountMemberships.length,
      settings.accountCredit.length,
    ),
    from,
    to,
    label: `Kurse und Beiträge ${from.slice(0, 7)}`,
    chart: settings.datevChart,
    createdAt: now,
    bookings: datevBookings(entries, settings),
  });
}
