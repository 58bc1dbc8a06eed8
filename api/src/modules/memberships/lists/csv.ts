import { DateTime } from 'luxon';
import { contracts, formatPhone, toE164 } from '../../../lib/contracts.js';
import { type CsvValue, writeCsv } from '../../../lib/csv.js';
import type { Language } from '../../../lib/language.js';
import { requiredText } from '../../../locales/load.js';

/** A heading or value label ("state_accepted") in the caller's language: `csv.<key>` of api/src/locales (sepa.json). */
export const csvText = (key: string, lang: Language): string => requiredText(lang, `csv.${key}`);

/** Cents as a German decimal ("35,00"): spreadsheets set to German read it as a number. */
export const euroCells = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : contracts.centsToDecimalComma(cents);

/** A calendar date ('2026-11-24') as German spreadsheets read a date: '24.11.2026'. */
export const dateCell = (isoDate: string | null | undefined): string =>
  isoDate ? `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.${isoDate.slice(0, 4)}` : '';

/** An instant as Berlin wall-clock time ('24.11.2026 11:00'), whatever the server's time zone. */
export const berlinTimeCell = (instant: Date | null | undefined): string =>
  instant ? DateTime.fromJSDate(instant, { zone: contracts.CLUB_TIME_ZONE }).toFormat('dd.MM.yyyy HH:mm') : '';

/**
 * A phone number once, as the profile shows it ('0151 23456789'; other countries international).
 * Applications keep E.164 next to the chosen country code; older ones the number as typed.
 */
export const phoneCell = (countryCode: string | undefined, phone: string | undefined): string =>
  phone ? formatPhone(toE164(phone, countryCode) ?? phone) : '';

/**
 * A CSV file as German spreadsheet programs open it (lib/csv: BOM, `;`, CRLF, formula guard).
 * Headings are `csv.<key>` texts, or `{ label }` for a heading taken from the data itself.
 */
export function toCsv(columns: Array<string | { label: string }>, rows: CsvValue[][], lang: Language): string {
  // A column is a `csv.<key>` text, or a label of the data's own (an event's question) as given.
  const heading = (column: string | { label: string }) =>
    typeof column === 'string' ? csvText(column, lang) : column.label;
  return writeCsv([columns.map(heading), ...rows]);
}
