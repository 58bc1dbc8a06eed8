// The one money module (issues 31 and 33): amounts are integer cents everywhere they are compared,
// summed or stored in files; euros (a JSON number or a numeric column's text) are parsed once at
// the edge, refusing more than two decimals (90.0000001 was accepted at checkout and stored as
// 90.00). Sums of cents are exact: 0.1 + 0.2 euros is 30 cents, not 0.30000000000000004.
import * as v from 'valibot';

/** Whether a number of euros is a whole number of cents (90, 90.5, 90.05; not 90.0000001 or 90.005). */
export const hasWholeCents = (euros: number): boolean =>
  Number.isFinite(euros) && Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

/** An amount of euros from `min` to `max` with at most two decimals. */
export const moneyAmountSchema = (min: number, max: number) =>
  v.pipe(v.number(), v.minValue(min), v.maxValue(max), v.check(hasWholeCents, 'validation.moneyDecimals'));

/** A decimal text of euros: "90", "90.5", "-12,05" (a numeric column's value, or a typed amount). */
const decimalText = /^\s*(-)?(\d+)(?:[.,](\d{1,2}))?\s*$/;

/**
 * Euros as integer cents, or null when the amount is not a whole number of cents (more than two
 * decimals, not a number). A text is read digit by digit, so "90.10" is exactly 9010.
 */
export function parseCents(euros: number | string): number | null {
  if (typeof euros === 'number') return hasWholeCents(euros) ? Math.round(euros * 100) + 0 : null;
  const match = decimalText.exec(euros);
  if (!match) {
    // A numeric column may answer "90.500" (scale 3): trailing zeros are still whole cents.
    const trimmed = /^\s*-?\d+[.,]\d{2}0+\s*$/.test(euros) ? euros.trim().replace(/0+$/, '') : null;
    return trimmed === null ? null : parseCents(trimmed);
  }
  const [, minus, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus && cents !== 0 ? -cents : cents;
}

/** Euros as integer cents; throws on more than two decimals (for values the server stored itself). */
export function toCents(euros: number | string): number {
  const cents = parseCents(euros);
  if (cents === null) throw new RangeError(`not a whole number of cents: ${String(euros)}`);
  return cents;
}

/** Cents as a decimal with a point and two places, for a numeric column or a provider (4990 -> "49.90"). */
export const centsToDecimal = (cents: number): string => decimalOf(cents, '.');

/** Cents as a decimal with a comma and no thousands separator, as spreadsheets and DATEV read it ("-1234,50"). */
export const centsToDecimalComma = (cents: number): string => decimalOf(cents, ',');

function decimalOf(cents: number, separator: string): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a number of cents: ${String(cents)}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}${separator}${String(abs % 100).padStart(2, '0')}`;
}

/** The exact sum of amounts in cents. */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const cents of amounts) {
    if (!Number.isSafeInteger(cents)) throw new RangeError(`not a number of cents: ${String(cents)}`);
    total += cents;
  }
  return total;
}

/** Whether two amounts of euros are the same number of cents (no float tolerance). */
export const sameAmount = (a: number | string, b: number | string): boolean => {
  const left = parseCents(a);
  return left !== null && left === parseCents(b);
};

const formatters = new Map<string, Intl.NumberFormat>();

/** Cents as people read them: "1.234,50 €" in German, "€1,234.50" in English. */
export function formatCents(cents: number, language: string): string {
  const locale = language === 'en' ? 'en-GB' : 'de-DE';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formatters.set(locale, formatter);
  }
  return formatter.format(cents / 100);
}

/** Euros (a price of the API) as people read them; the amount is taken as whole cents first. */
export const formatEuros = (euros: number | string, language: string): string => formatCents(toCents(euros), language);
