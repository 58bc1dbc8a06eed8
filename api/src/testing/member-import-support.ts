import iconv from 'iconv-lite';

// A member list as German clubs export it from Excel: Windows-1252, semicolons, dd.mm.yyyy.
// 20 rows; lines 5, 9 and 14 (spreadsheet numbering, header = line 1) each break one rule.
export const memberListHeader =
  'Vorname;Nachname;Geburtsdatum;Geschlecht;Straße;PLZ;Ort;E-Mail;Telefon;Eintritt;IBAN;Kontoinhaber;Mandatsreferenz;Mandatsdatum';

const first = ['Jürgen', 'Sören', 'Änne', 'Björn', 'Grete', 'Hans', 'Ilse', 'Jörg', 'Käthe', 'Lutz'];
const last = ['Müller', 'Weiß', 'Schröder', 'Böhm', 'Krüger', 'Jäger', 'Voß', 'Köhler', 'Fuß', 'Göbel'];

export function memberListRows(): string[] {
  const rows: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const line = i + 2;
    const firstName = first[i % 10]!;
    const lastName = `${last[Math.floor(i / 2) % 10]!}`;
    const hasIban = i % 3 !== 2;
    const cells = [
      firstName,
      lastName,
      `${String((i % 27) + 1).padStart(2, '0')}.0${(i % 9) + 1}.19${60 + i}`,
      i % 2 === 0 ? 'm' : 'w',
      `Lindenstraße ${i + 1}`,
      '82031',
      'Grünwald',
      `import${line}@example.org`,
      i % 4 === 0 ? '0151 2345678' + String(i % 10) : '',
      `01.0${(i % 9) + 1}.20${10 + (i % 10)}`,
      hasIban ? (i % 2 === 0 ? 'DE02 1203 0000 0000 2020 51' : 'DE89370400440532013000') : '',
      hasIban ? `${firstName} ${lastName}` : '',
      hasIban ? `ALT-${1000 + i}` : '',
      hasIban ? `15.0${(i % 9) + 1}.2015` : '',
    ];
    if (line === 5) cells[10] = 'DE02120300000000202052'; // check digits wrong
    if (line === 9) cells[5] = '8203X'; // not a post code
    if (line === 14) cells[2] = '31.02.1975'; // no such day
    rows.push(cells.join(';'));
  }
  return rows;
}

/** The list as bytes, in Windows-1252 like Excel's "CSV (Trennzeichen-getrennt)". */
export const memberListCsv = (): Buffer =>
  iconv.encode([memberListHeader, ...memberListRows()].join('\r\n'), 'win1252');

/** A multipart body with the file in field `file`. */
export function fileUpload(data: Buffer, filename: string, contentType = 'text/csv') {
  const boundary = '----club-import-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
