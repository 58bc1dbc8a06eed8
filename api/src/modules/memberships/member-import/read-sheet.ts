import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { HttpError } from '../../../lib/http-error.js';

export const maxImportRows = 5000;

const unreadable = () =>
  new HttpError(
    400,
    'IMPORT_FILE_UNREADABLE',
    'The file cannot be read. Please save it as CSV (semicolon or comma) or as an Excel workbook (.xlsx).',
    'Import',
  );

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what Excel's "CSV" writes in Germany). */
export function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(data, 'win1252');
  }
}

/** The separator of the header line: German Excel writes ';', others ',' (or a tab). */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

function readCsv(data: Buffer): string[][] {
  const text = decodeText(data);
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw unreadable();
  }
}

/** An Excel date as the calendar date it shows (Excel stores naive dates, read as UTC). */
const germanDate = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return germanDate(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    // row.values is 1-based: index 0 is empty.
    rows.push(values.slice(1).map(cellText));
  });
  return rows;
}

/** A .xlsx is a zip archive ("PK\x03\x04"); anything else is read as CSV text. */
export async function readSheet(data: Buffer): Promise<{ columns: string[]; rows: string[][] }> {
  const isZip = data.length > 4 && data.readUInt32LE(0) === 0x04034b50;
  const all = (isZip ? await readXlsx(data) : readCsv(data)).filter((row) => row.some((cell) => cell !== ''));
  if (all.length === 0) throw unreadable();
  if (all.length - 1 > maxImportRows) {
    throw new HttpError(400, 'IMPORT_TOO_MANY_ROWS', `The file has more than ${maxImportRows} rows.`, 'Import', {
      max: maxImportRows,
    });
  }
  const [columns, ...rows] = all;
  return { columns: columns!.map((c) => c.trim()), rows };
}
