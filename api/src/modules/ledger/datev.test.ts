import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  datevColumns,
  datevHeaderFieldCount,
  fromWindows1252,
  parseBuchungsstapel,
  splitDatevLine,
  toWindows1252,
  writeBuchungsstapel,
  type DatevBatch,
} from './datev.js';

const batch: DatevBatch = {
  consultantNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '2026-01-01',
  accountLength: 4,
  from: '2026-10-01',
  to: '2026-12-31',
  label: 'Kurse und Beiträge',
  chart: '42',
  createdAt: new Date('2026-11-24T10:00:00.123Z'),
  bookings: [
    {
      cents: 4900,
      side: 'S',
      account: '1800',
      contraAccount: '4300',
      date: '2026-10-05',
      document: '2026-000012',
      text: 'Kurs Schwimmkurs für Erwachsene Lena Wagner',
    },
    {
      cents: 4900,
      side: 'H',
      account: '1800',
      contraAccount: '4300',
      date: '2026-11-22',
      document: '2026-000012',
      text: 'Erstattung "Rückenfit"; Größe €',
    },
    {
      cents: 123456789,
      side: 'S',
      account: '1800',
      contraAccount: '4000',
      date: '2026-12-31',
      document: 'LWAG-0001Q12027',
      text: 'Beitrag',
    },
  ],
};

describe('DATEV Buchungsstapel (EXTF 700, format 13)', () => {
  it('writes the header line of 31 fields and the 125 column headings', () => {
    assert.equal(datevColumns.length, 125);
    const lines = writeBuchungsstapel(batch).split('\r\n');
    const header = splitDatevLine(lines[0]!);
    assert.equal(header.length, datevHeaderFieldCount);
    assert.match(
      lines[0]!,
      /^"EXTF";700;21;"Buchungsstapel";13;20261124100000123;;"RE";"";"";29098;55003;20260101;4;20261001;20261231;"Kurse und Beiträge";"";1;0;0;"EUR";;"";;;"42";;;"";""$/,
    );
    assert.equal(splitDatevLine(lines[1]!).length, 125);
    assert.equal(lines[1]!.split(';')[0], 'Umsatz (ohne Soll/Haben-Kz)');
  });

  it('writes each booking with as many fields as headings, DDMM dates, decimal comma and S/H', () => {
    const lines = writeBuchungsstapel(batch).split('\r\n').slice(2, -1);
    assert.equal(lines.length, 3);
    for (const line of lines) assert.equal(splitDatevLine(line).length, 125);
    const first = splitDatevLine(lines[0]!).map((f) => f.value);
    assert.deepEqual(first.slice(0, 11), ['49,00', 'S', 'EUR', '', '', '', '1800', '4300', '', '0510', '2026-000012']);
    assert.equal(splitDatevLine(lines[2]!)[0]!.value, '1234567,89');
    // Texts are quoted, quotes doubled; the amount is a plain number.
    assert.match(lines[1]!, /^49,00;"H";"EUR";/);
    assert.ok(lines[1]!.includes('"Erstattung ""Rückenfit""; Größe €"'));
  });

  it('round-trips: write, encode as Windows-1252, decode, parse gives the same bookings', () => {
    const bytes = toWindows1252(writeBuchungsstapel(batch));
    // ü is one byte (0xFC) and € is 0x80 in Windows-1252, not UTF-8's two and three.
    assert.ok(bytes.includes(0xfc));
    assert.ok(bytes.includes(0x80));
    const parsed = parseBuchungsstapel(fromWindows1252(bytes));
    assert.deepEqual(parsed.bookings, batch.bookings);
    assert.equal(parsed.header[26], '42');
  });

  it('refuses what the format description forbids', () => {
    const good = writeBuchungsstapel(batch);
    assert.throws(() => parseBuchungsstapel(good.replace('49,00', '49.00')), /amount/);
    assert.throws(() => parseBuchungsstapel(good.replace(';"S";', ';"X";')), /side/);
    assert.throws(() => parseBuchungsstapel(good.replace(';0510;', ';3202;')), /Belegdatum/);
    assert.throws(() => parseBuchungsstapel(good.replace('"EXTF";700', '"EXTF";510')), /EXTF 700/);
    assert.throws(() => parseBuchungsstapel(good.replace(';"S";', ';"S";;')), /fields/);
    assert.throws(
      () => writeBuchungsstapel({ ...batch, bookings: [{ ...batch.bookings[0]!, cents: -1 }] }),
      RangeError,
    );
  });
});
