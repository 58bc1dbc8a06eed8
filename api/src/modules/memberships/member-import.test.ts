import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ImportPreview, ImportResult } from '@club/shared/contracts/endpoints/member-import';
import { importPreviewSchema } from '@club/shared/contracts/schemas';
import { buildApp } from '../../app.js';
import { bearer, orgId, testConfig, userToken } from '../../testing/test-helpers.js';
import { fileUpload, memberListCsv } from '../../testing/member-import-support.js';
import { startSmtpServer } from '../../testing/smtp-sink.js';

describe('importing an existing member list', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let org: string;
  let admin: string;
  const send = (path: string, data: Buffer, filename: string, query = '', lang = 'de', token = admin, club = org) => {
    const upload = fileUpload(data, filename);
    return app.inject({
      method: 'POST',
      url: `/api/memberships-service/organizations/${club}/${path}${query}`,
      headers: { ...bearer(token), ...upload.headers, 'accept-language': lang },
      payload: upload.payload,
    });
  };

  before(async () => {
    smtp = await startSmtpServer();
    app = await buildApp(testConfig({ smtpUrl: smtp.url, now: () => Date.parse('2026-11-24T11:00:00Z') }));
    org = await orgId(app);
    admin = await userToken(app, org, 'admin@demo.club');
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  it('previews a 20-row Windows-1252 CSV with semicolons: columns suggested, exactly the 3 bad rows named in plain words', async () => {
    const response = await send('member-import/preview', memberListCsv(), 'mitglieder.csv');
    assert.equal(response.statusCode, 200, response.body);
    // The answer parses with the schema it is declared with (answers declared once).
    const preview = v.parse(importPreviewSchema, response.json());
    assert.equal(preview.columns[4], 'Straße', 'read as Windows-1252');
    assert.deepEqual(preview.mapping, {
      firstName: 0,
      lastName: 1,
      email: 7,
      birthDate: 2,
      gender: 3,
      street: 4,
      postCode: 5,
      city: 6,
      phone: 8,
      memberSince: 9,
      iban: 10,
      accountHolder: 11,
      mandateReference: 12,
      mandateSignedOn: 13,
    });
    assert.deepEqual(preview.counts, { total: 20, valid: 17, invalid: 3, duplicates: 0 });
    const bad = preview.rows.filter((row) => row.errors.length > 0);
    assert.deepEqual(
      bad.map((row) => [row.line, row.errors]),
      [
        [5, ['IBAN: Keine gültige IBAN.']],
        [9, ['PLZ: Die Postleitzahl ist nicht gültig']],
        [14, ['Geburtsdatum: „31.02.1975“ ist kein Datum. Bitte als TT.MM.JJJJ angeben, z. B. 24.12.1980.']],
      ],
    );
    assert.equal(bad[0]!.name, 'Björn Weiß');
    const english = (
      await send('member-import/preview', memberListCsv(), 'members.csv', '', 'en')
    ).json<ImportPreview>();
    assert.deepEqual(english.rows.find((row) => row.line === 9)?.errors, ['Post code: Post code is not valid']);
  });

  it('imports the 17 good rows as complete members in one go, with existing mandates (RCUR, no admission fee)', async () => {
    const response = await send('member-import', memberListCsv(), 'mitglieder.csv');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json<ImportResult>(), {
      created: 17,
      duplicates: 0,
      invalid: 3,
      invited: 0,
      mandates: 11,
    });
    assert.equal(smtp.received.length, 0, 'no invitation unless asked');
    const juergen = await app.db
      .selectFrom('users')
      .select([
        'first_name',
        'last_name',
        'birth_date',
        'gender',
        'street_number',
        'post_code',
        'city',
        'member_since',
        'member_number',
        'contact_number',
      ])
      .where('email', '=', 'import2@example.org')
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      { ...juergen, member_number: typeof juergen.member_number },
      {
        first_name: 'Jürgen',
        last_name: 'Müller',
        birth_date: '1960-01-01',
        gender: 'Male',
        street_number: 'Lindenstraße 1',
        post_code: '82031',
        city: 'Grünwald',
        member_since: '2010-01-01',
        member_number: 'number',
        contact_number: '15123456780',
      },
    );
    const mandate = await app.db
      .selectFrom('sepa_mandates')
      .select(['reference', 'signed_on', 'is_existing', 'state', 'account_holder'])
      .where('reference', '=', 'ALT-1000')
      .executeTakeFirstOrThrow();
    assert.deepEqual(mandate, {
      reference: 'ALT-1000',
      signed_on: '2015-01-15',
      is_existing: true,
      state: 'active',
      account_holder: 'Jürgen Müller',
    });
    const preview = await app.inject({
      method: 'POST',
      url: `/api/memberships-service/organizations/${org}/sepa/collections/preview`,
      headers: bearer(admin),
      payload: { dueDate: '2027-01-04' },
    });
    const plan = preview.json<{ FRST: { count: number }; RCUR: { count: number; totalCents: number } }>();
    assert.equal(plan.FRST.count, 0);
    assert.deepEqual(plan.RCUR, { count: 11, totalCents: 11 * 5850 });
  });

  it('reports duplicates (e-mail, name and birth date, within the file) and never doubles a member', async () => {
    const again = await send('member-import', memberListCsv(), 'mitglieder.csv');
    assert.deepEqual(again.json<ImportResult>(), { created: 0, duplicates: 17, invalid: 3, invited: 0, mandates: 0 });
    const csv = Buffer.from(
      [
        'Vorname,Nachname,Geburtsdatum,E-Mail',
        'Jürgen,Müller,01.01.1960,another@example.org',
        'Neu,Mitglied,02.02.1990,neu@example.org',
        'Neu,Zwilling,02.02.1990,NEU@example.org',
      ].join('\n'),
      'utf8',
    );
    const preview = (await send('member-import/preview', csv, 'comma.csv')).json<ImportPreview>();
    assert.deepEqual(
      preview.rows.map((row) => [row.line, row.duplicate]),
      [
        [2, { of: 'member', name: 'Jürgen Müller' }],
        [3, null],
        [4, { of: 'line', line: 3 }],
      ],
    );
    const imported = (await send('member-import', csv, 'comma.csv')).json<ImportResult>();
    assert.equal(imported.created, 1);
    const count = await app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', 'like', 'neu@%')
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 1);
  });

  it('imports an Excel workbook (.xlsx) with date cells and a post code Excel stored as a number; invites when asked', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Mitglieder');
    sheet.addRow(['First name', 'Last name', 'E-mail', 'Date of birth', 'Zip', 'City', 'Street']);
    sheet.addRow([
      'Olga',
      'Dresden',
      'olga@example.org',
      new Date(Date.UTC(1971, 6, 14)),
      1067,
      'Dresden',
      'Altmarkt 1',
    ]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await send('member-import', data, 'members.xlsx', '?invite=true', 'en');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json<ImportResult>(), { created: 1, duplicates: 0, invalid: 0, invited: 1, mandates: 0 });
    const olga = await app.db
      .selectFrom('users')
      .select(['birth_date', 'post_code'])
      .where('email', '=', 'olga@example.org')
      .executeTakeFirstOrThrow();
    assert.deepEqual(olga, { birth_date: '1971-07-14', post_code: '01067' });
    const mail = smtp.received.find((m) => m.to.includes('olga@example.org'));
    assert.match(mail?.raw ?? '', /set-password\?token=/);
  });

  it('refuses a mapping without the needed fields, and a file that is no member list', async () => {
    const mapping = encodeURIComponent(JSON.stringify({ firstName: 0 }));
    const response = await send('member-import/preview', memberListCsv(), 'm.csv', `?mapping=${mapping}`, 'en');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json<{ code: string }>().code, 'IMPORT_MAPPING_INVALID');
    const broken = await send('member-import/preview', Buffer.from('PK\u0003\u0004broken'), 'x.xlsx');
    assert.equal(broken.statusCode, 400);
    assert.equal(broken.json<{ code: string }>().code, 'IMPORT_FILE_UNREADABLE');
  });

  it('another club’s administrator cannot import into this club', async () => {
    const nord = await orgId(app, 'nord');
    const nordAdmin = await userToken(app, nord, 'admin@nord.club');
    const response = await send('member-import', memberListCsv(), 'm.csv', '', 'de', nordAdmin);
    assert.equal(response.statusCode, 403);
    const member = await userToken(app, org, 'member@demo.club');
    assert.equal((await send('member-import/preview', memberListCsv(), 'm.csv', '', 'de', member)).statusCode, 403);
  });

  it('names a mandate reference the club already holds, or one used twice in the file, as a row error before importing', async () => {
    // ALT-1000 is the mandate of line 2 of the list imported above; NEU-7 appears twice here.
    const rows = [
      'Vorname;Nachname;E-Mail;IBAN;Kontoinhaber;Mandatsreferenz',
      'Otto;Doppel;otto.doppel@example.org;DE02120300000000202051;Otto Doppel;alt-1000',
      'Paula;Neu;paula.neu@example.org;DE02120300000000202051;Paula Neu;NEU-7',
      'Quirin;Neu;quirin.neu@example.org;DE89370400440532013000;Quirin Neu;NEU-7',
    ];
    const csv = Buffer.from(rows.join('\n'));
    const preview = await send('member-import/preview', csv, 'refs.csv');
    assert.equal(preview.statusCode, 200, preview.body);
    const checked = preview.json<ImportPreview>();
    assert.deepEqual(checked.counts, { total: 3, valid: 1, invalid: 2, duplicates: 0 });
    assert.deepEqual(checked.rows[0]!.errors, [
      'Mandatsreferenz: „alt-1000“ gehört schon zum Lastschriftmandat von Jürgen Müller. Jede Mandatsreferenz darf nur einmal vorkommen: bitte die Referenz korrigieren oder die Zeile weglassen.',
    ]);
    assert.deepEqual(checked.rows[1]!.errors, []);
    assert.match(checked.rows[2]!.errors[0]!, /^Mandatsreferenz: „NEU-7“ steht schon in Zeile 3\./);
    const english = (await send('member-import/preview', csv, 'refs.csv', '', 'en')).json<ImportPreview>();
    assert.match(english.rows[2]!.errors[0]!, /^Mandate reference: “NEU-7” is already used in line 3\./);

    const imported = await send('member-import', csv, 'refs.csv');
    assert.equal(imported.statusCode, 200, imported.body);
    assert.deepEqual(imported.json<ImportResult>(), { created: 1, duplicates: 0, invalid: 2, invited: 0, mandates: 1 });
    const neu7 = await app.db
      .selectFrom('sepa_mandates')
      .select('account_holder')
      .where('organization_id', '=', org)
      .where('reference', '=', 'NEU-7')
      .execute();
    assert.deepEqual(neu7, [{ account_holder: 'Paula Neu' }]);
  });
});
