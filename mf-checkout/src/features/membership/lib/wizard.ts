import { formatCents, germanIbanOf, ibanGroupsOf, membershipTypeById, monthlyPrices } from '@club/shared/contracts';
export const membershipSteps = ['priceList', 'admission', 'information', 'success'] as const;
export type StepState = 'completed' | 'in-progress' | 'pending';

/** Breadcrumb state of a step: before the current one completed, the current in progress. */
export function stepState(index: number, current: number): StepState {
  if (index < current) return 'completed';
  return index === current ? 'in-progress' : 'pending';
}

/** Euro per language: "19,50 €" in German, "€19.50" in English. */
export function formatEuro(cents: number, language: string): string {
  return formatCents(cents, language);
}

/**
 * The price list split for the club's offer (issue 32): the §9 categories the wizard's enabled
 * types lead to, and the others of the fee rules, which need the paper form or a word with the
 * club (a disability card, say). Both keep §9's order.
 */
export function priceListOf(enabledTypes: readonly number[]) {
  const offered = new Set(enabledTypes.flatMap((id) => membershipTypeById(id)?.priceCategories ?? []));
  return {
    offered: monthlyPrices.filter((price) => offered.has(price.category)),
    other: monthlyPrices.filter((price) => !offered.has(price.category)),
  };
}

/**
 * The spec's rule for a failed send: the server's message when it answered an error code other
 * than -1 together with a message; otherwise null (the caller shows the unexpected-error text).
 */
export function serverMessageOf(error: unknown): string | null {
  const data = (error as { response?: { data?: { code?: unknown; message?: unknown } } } | null)?.response?.data;
  if (!data || typeof data !== 'object') return null;
  const { code, message } = data;
  if (code === undefined || code === null || String(code) === '-1') return null;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** 'DE' + what was typed or pasted (a whole IBAN too), compact: the value the form and the API check. */
export const ibanFromRemainder = (remainder: string): string => germanIbanOf(remainder);

/** The remainder shown after the fixed prefix, grouped in fours for reading. */
export function remainderOfIban(iban: string): string {
  // Grouped as the whole IBAN reads ('DE89 3704 0044 …'), shown without the fixed 'DE'.
  return ibanGroupsOf(iban).replace(/^DE/, '');
}

/** The bank code (Bankleitzahl) inside a German IBAN. */
export const blzOfIban = (iban: string): string => iban.replace(/\s+/g, '').slice(4, 12);

/** A random UUID v4, also where crypto.randomUUID is missing (pages not served over https). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
