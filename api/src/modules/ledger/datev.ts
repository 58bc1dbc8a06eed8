// The DATEV-Format "Buchungsstapel" (EXTF, header version 700, data category 21, format version
// 13), as DATEV's developer portal describes it (developer.datev.de, DATEV-Format > Formate >
// Buchungsstapel; see README.md): a header line of 31 fields, a line of the 125 column headings,
// then one line per booking. Fields are separated by ";", lines end with CR LF, texts are quoted
// (a quote doubled), amounts are positive with a decimal comma and the side is the S/H mark,
// Belegdatum is DDMM (the year comes from the header's period), the file is Windows-1252.
import { contracts } from '../../lib/contracts.js';

/** The 125 column headings of format version 13, in DATEV's order (line 2 of the file). */
export const datevColumns: readonly string[] = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...Array.from({ length: 8 }, (_, i) => [`Beleginfo - Art ${i + 1}`, `Beleginfo - Inhalt ${i + 1}`]).flat(),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, i) => [
    `Zusatzinformation - Art ${i + 1}`,
    `Zusatzinformation- Inhalt ${i + 1}`,
  ]).flat(),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Land (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Land u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
];
/** Header fields of header version 700. */
export const datevHeaderFieldCount = 31;

/** One booking: `cents` > 0 on `side` of `account` against `contraAccount`. */
export interface DatevBooking {
  cents: number;
  side: 'S' | 'H';
  account: string;
  contraAccount: string;
  /** YYYY-MM-DD; written as DDMM. */
  date: string;
  /** Belegfeld 1: the receipt number (at most 36 characters). */
  document: string;
  /** Buchungstext (at most 60 characters). */
  text: string;
}

export interface DatevBatch {
  consultantNumber: number;
  clientNumber: number;
  /** The first day of the business year (YYYY-MM-DD). */
  fiscalYearStart: string;
  accountLength: number;
  /** The period of the bookings (YYYY-MM-DD, inclusive); within one business year. */
  from: string;
  to: string;
  label: string;
  /** Sachkontenrahmen, "42" for SKR 42 (associations). */
  chart: string;
  createdAt: Date;
  bookings: DatevBooking[];
}

const column = (name: string) => datevColumns.indexOf(name);
const text = (value: string, max: number) =>
  `"${value
    .replace(/[\r\n\t]+/g, ' ')
    .slice(0, max)
    .replace(/"/g, '""')}"`;
const compactDate = (iso: string) => iso.replaceAll('-', '');
const stamp = (at: Date) => at.toISOString().replace(/\D/g, '').slice(0, 17);

/** The batch as the text of a DATEV file (still to be encoded as Windows-1252). */
export function writeBuchungsstapel(batch: DatevBatch): string {
  const header = [
    text('EXTF', 4),
    700,
    21,
    text('Buchungsstapel', 14),
    13,
    stamp(batch.createdAt),
    '',
    text('RE', 2),
    text('', 25),
    text('', 25),
    batch.consultantNumber,
    batch.clientNumber,
    compactDate(batch.fiscalYearStart),
    batch.accountLength,
    compactDate(batch.from),
    compactDate(batch.to),
    text(batch.label, 30),
    text('', 2),
    1,
    0,
    0,
    text('EUR', 3),
    '',
    text('', 0),
    '',
    '',
    text(batch.chart, 2),
    '',
    '',
    text('', 0),
    text('', 0),
  ];
  const rows = batch.bookings.map((b) => {
    if (!Number.isSafeInteger(b.cents) || b.cents <= 0) throw new RangeError('a DATEV amount is positive cents');
    const fields: string[] = new Array<string>(datevColumns.length).fill('');
    fields[column('Umsatz (ohne Soll/Haben-Kz)')] = contracts.centsToDecimalComma(b.cents);
    fields[column('Soll/Haben-Kennzeichen')] = text(b.side, 1);
    fields[column('WKZ Umsatz')] = text('EUR', 3);
    fields[column('Konto')] = b.account;
    fields[column('Gegenkonto (ohne BU-Schlüssel)')] = b.contraAccount;
    fields[column('Belegdatum')] = `${b.date.slice(8, 10)}${b.date.slice(5, 7)}`;
    fields[column('Belegfeld 1')] = text(b.document.replace(/[^A-Za-z0-9$&%*+\-/]/g, ''), 36);
    fields[column('Buchungstext')] = text(b.text, 60);
    fields[column('Festschreibung')] = '0';
    return fields.join(';');
  });
  return [header.join(';'), datevColumns.join(';'), ...rows].join('\r\n') + '\r\n';
}

/** Splits one line at the semicolons outside quotes; quoted fields lose their quotes. */
export function splitDatevLine(line: string): { value: string; quoted: boolean }[] {
  const fields: { value: string; quoted: boolean }[] = [];
  let value = '';
  let quoted = false;
  let inQuotes = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (inQuotes) {
      if (char === '"' && line[i + 1] === '"') {
        value += '"';
        i += 1;
      } else if (char === '"') inQuotes = false;
      else value += char;
    } else if (char === '"') {
      inQuotes = true;
      quoted = true;
    } else if (char === ';') {
      fields.push({ value, quoted });
      value = '';
      quoted = false;
    } else value += char;
  }
  fields.push({ value, quoted });
  return fields;
}

export interface ParsedBuchungsstapel {
  header: string[];
  columns: string[];
  bookings: DatevBooking[];
}

/**
 * Reads a Buchungsstapel back, checking it against the format description: the header's marks,
 * 31 header fields, as many fields per booking as column headings, amounts `^\d{1,10},\d{2}$`,
 * S/H, Belegdatum DDMM (its year from the header's period). Throws on the first breach.
 */
export function parseBuchungsstapel(file: string): ParsedBuchungsstapel {
  if (!file.endsWith('\r\n')) throw new Error('lines end with CR LF');
  const lines = file.slice(0, -2).split('\r\n');
  const header = splitDatevLine(lines[0] ?? '').map((f) => f.value);
  if (header.length !== datevHeaderFieldCount) throw new Error(`header has ${header.length} fields`);
  const [mark, version, category, name, formatVersion] = header;
  if (mark !== 'EXTF' || version !== '700' || category !== '21' || name !== 'Buchungsstapel' || formatVersion !== '13')
    throw new Error('not an EXTF 700 Buchungsstapel, format 13');
  const from = header[14]!;
  const to = header[15]!;
  if (!/^\d{8}$/.test(from) || !/^\d{8}$/.test(to) || from.slice(0, 4) !== to.slice(0, 4))
    throw new Error('the period is two dates of one year');
  const columns = splitDatevLine(lines[1] ?? '').map((f) => f.value);
  const bookings = lines.slice(2).map((line, index) => {
    const fields = splitDatevLine(line);
    if (fields.length !== columns.length)
      throw new Error(`row ${index + 3} has ${fields.length} fields, the headings ${columns.length}`);
    const get = (name: string) => fields[columns.indexOf(name)]!.value;
    const amount = get('Umsatz (ohne Soll/Haben-Kz)');
    if (!/^\d{1,10},\d{2}$/.test(amount)) throw new Error(`row ${index + 3}: amount ${amount}`);
    const side = get('Soll/Haben-Kennzeichen');
    if (side !== 'S' && side !== 'H') throw new Error(`row ${index + 3}: side ${side}`);
    const day = get('Belegdatum');
    if (!/^(0[1-9]|[12]\d|3[01])(0[1-9]|1[0-2])$/.test(day)) throw new Error(`row ${index + 3}: Belegdatum ${day}`);
    const date = `${from.slice(0, 4)}-${day.slice(2, 4)}-${day.slice(0, 2)}`;
    if (date.replaceAll('-', '') < from || date.replaceAll('-', '') > to)
      throw new Error(`row ${index + 3}: Belegdatum outside the period`);
    return {
      cents: contracts.toCents(amount),
      side,
      account: get('Konto'),
      contraAccount: get('Gegenkonto (ohne BU-Schlüssel)'),
      date,
      document: get('Belegfeld 1'),
      text: get('Buchungstext'),
    } satisfies DatevBooking;
  });
  return { header, columns, bookings };
}

// Windows-1252 differs from Latin-1 only in 0x80-0x9F; these are its characters there.
const cp1252High: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
const cp1252Back = new Map(Object.entries(cp1252High).map(([char, byte]) => [byte, char]));

/** Text as Windows-1252 bytes, the encoding DATEV reads; a character it lacks becomes "?". */
export function toWindows1252(value: string): Buffer {
  const bytes: number[] = [];
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(cp1252High[char] ?? 0x3f);
  }
  return Buffer.from(bytes);
}

/** Windows-1252 bytes as text (the tests read the file back with it). */
export function fromWindows1252(bytes: Uint8Array): string {
  let value = '';
  for (const byte of bytes) value += cp1252Back.get(byte) ?? String.fromCharCode(byte);
  return value;
}
