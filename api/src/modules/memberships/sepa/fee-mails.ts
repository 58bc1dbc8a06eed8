import type { Language } from '../../../lib/language.js';
import { maskIban } from '../../../lib/contracts.js';
import { requiredText } from '../../../locales/load.js';
import type { Creditor } from '../repository.js';
import type { FeesOwed } from './fees.js';
import { htmlWithGiroCode } from './girocode.js';

// The texts live in api/src/locales/{de,en}/fees.json under "mail" (the member's language).

export const languageOf = (value: string): Language => (value === 'en' ? 'en' : 'de');

const euro = (cents: number, lang: Language) =>
  new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** A date as members read it: 04.01.2027 or 4 January 2027. */
export const dayOf = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    day: lang === 'de' ? '2-digit' : 'numeric',
    month: lang === 'de' ? '2-digit' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** "2 months of Q4/2026: 39,00 €; admission fee: 19,50 €": what an amount is made of. */
export function feeDetails(fees: Omit<FeesOwed, 'months'> & { months: number }, period: string, lang: Language) {
  const parts = [];
  if (fees.months > 0) {
    parts.push(
      requiredText(lang, 'mail.fee.months', { count: fees.months, period, amount: euro(fees.feeCents, lang) }),
    );
  }
  if (fees.admissionCents > 0)
    parts.push(requiredText(lang, 'mail.fee.admission', { amount: euro(fees.admissionCents, lang) }));
  if (fees.surchargeCents > 0)
    parts.push(requiredText(lang, 'mail.fee.surcharge', { amount: euro(fees.surchargeCents, lang) }));
  return parts.join('; ');
}

export function preNotificationMail(
  input: {
    clubName: string;
    name: string;
    amountCents: number;
    dueDate: string;
    iban: string;
    mandateReference: string;
    creditorId: string;
    details: string;
  },
  lang: Language,
) {
  const params = {
    clubName: input.clubName,
    name: input.name,
    amount: euro(input.amountCents, lang),
    dueDate: dayOf(input.dueDate, lang),
    maskedIban: maskIban(input.iban),
    mandateReference: input.mandateReference,
    creditorId: input.creditorId,
    details: input.details,
  };
  return {
    subject: requiredText(lang, 'mail.preNotification.subject', params),
    text: requiredText(lang, 'mail.preNotification.body', params),
  };
}

/** A mail asking for a transfer, with the payee's details in words and as a GiroCode. */
async function transferMail(
  key: 'feeInvoice' | 'reminder',
  creditor: Creditor,
  input: { clubName: string; amountCents: number; remittance: string; params: Record<string, string | number> },
  lang: Language,
) {
  const params = {
    ...input.params,
    clubName: input.clubName,
    amount: euro(input.amountCents, lang),
    iban: creditor.iban,
    bic: creditor.bic,
    remittance: input.remittance,
  };
  const text = requiredText(lang, `mail.${key}.body`, params);
  const transfer = {
    bic: creditor.bic,
    name: creditor.name,
    iban: creditor.iban,
    amountCents: input.amountCents,
    remittance: input.remittance,
  };
  return {
    subject: requiredText(lang, `mail.${key}.subject`, params),
    text,
    html: await htmlWithGiroCode(text, transfer, 'GiroCode'),
  };
}

export const invoiceMail = (
  creditor: Creditor,
  input: {
    clubName: string;
    name: string;
    amountCents: number;
    dueDate: string;
    period: string;
    details: string;
    remittance: string;
  },
  lang: Language,
) =>
  transferMail(
    'feeInvoice',
    creditor,
    {
      clubName: input.clubName,
      amountCents: input.amountCents,
      remittance: input.remittance,
      params: { name: input.name, dueDate: dayOf(input.dueDate, lang), period: input.period, details: input.details },
    },
    lang,
  );

/** Why an item is open, in words: the bank's return reason, or the unpaid invoice. */
export function openReason(item: { reasonCode: string | null; date: string }, lang: Language): string {
  if (!item.reasonCode) return requiredText(lang, 'mail.unpaidInvoice', { dueDate: dayOf(item.date, lang) });
  return requiredText(lang, 'mail.returnedDebit', {
    date: dayOf(item.date, lang),
    code: item.reasonCode,
    reason: requiredText(lang, `mail.returnReason.${item.reasonCode}`),
  });
}

export const reminderMail = (
  creditor: Creditor,
  input: {
    clubName: string;
    name: string;
    amountCents: number;
    level: 1 | 2;
    reasonCode: string | null;
    date: string;
    remittance: string;
  },
  lang: Language,
) =>
  transferMail(
    'reminder',
    creditor,
    {
      clubName: input.clubName,
      amountCents: input.amountCents,
      remittance: input.remittance,
      params: {
        name: input.name,
        level: input.level,
        levelText: requiredText(lang, `mail.reminderLevel${input.level}`),
        reason: openReason(input, lang),
      },
    },
    lang,
  );
