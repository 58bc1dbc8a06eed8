import { stringify } from 'csv-stringify/sync';
import { DateTime } from 'luxon';
import { contracts, formatPhone, toE164 } from '../../../lib/contracts.js';
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

export type CsvValue = string | number | null | undefined;

/**
 * A CSV file as German spreadsheet programs open it without an import dialog: UTF-8 with a byte
 * order mark (umlauts right), `;` between fields (the comma is the decimal separator), CRLF lines.
 * Fields starting with = + - @ are prefixed with ' so no cell runs as a formula (CSV injection);
 * a plain negative number ("-49,00") is left as it is. Headings are `csv.<key>` texts, or
 * `{ label }` for a heading taken from the data itself.
 */
export function toCsv(columns: Array<string | { label: string }>, rows: CsvValue[][], lang: Language): string {
  const safe = (value: CsvValue) => {
    if (value === null || value === undefined) return '';
    const text = String(value);
    // A plain negative amount ("-49,00", a refund) is a number, not a formula: it stays a number.
    if (/^-\d+(,\d+)?$/.test(text)) return text;
    return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  };
  // A column is a `csv.<key>` text, or a label of the data's own (an event's question) as given.
  const heading = (column: string | { label: string }) =>
    typeof column === 'string' ? csvText(column, lang) : safe(column.label);
  return stringify([columns.map(heading), ...rows.map((row) => row.map(safe))], {
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[;"\r\n]/,
  });
}
