import { stringify } from 'csv-stringify/sync';

export type CsvValue = string | number | null | undefined;

/**
 * A cell as text. One starting with = + - @ (or a tab or CR) gets a leading ' so no spreadsheet
 * runs it as a formula (CSV injection, OWASP); a plain negative amount ("-49,00", a refund) is a
 * number, not a formula, and stays as it is.
 */
export const safeCell = (value: CsvValue): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (/^-\d+(,\d+)?$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

/**
 * The API's one CSV writer: a file as spreadsheet programs open it without an import dialog,
 * UTF-8 with a byte order mark (umlauts right) and CRLF lines; `;` for German spreadsheets (the
 * comma is their decimal separator), `,` where English ones read the file.
 */
export function writeCsv(rows: CsvValue[][], delimiter: ';' | ',' = ';'): string {
  return stringify(
    rows.map((row) => row.map(safeCell)),
    { delimiter, bom: true, record_delimiter: 'windows', quoted_match: delimiter === ';' ? /[;"\r\n]/ : /[,"\r\n]/ },
  );
}
