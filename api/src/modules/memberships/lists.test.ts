import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { TreasurerMember } from '@club/shared/contracts/schemas';
import { buildApp } from '../../app.js';
import { bearer, orgId, testConfig, userToken, visitorToken } from '../../testing/test-helpers.js';
import { activeMember } from '../../testing/sepa-support.js';
import { familyApplication, testIban } from '../../testing/memberships-support.js';

const BOM = '\uFEFF';

describe('treasurer’s lists: members and applications, on screen and as CSV', () => {
  let app: FastifyInstance;
  let org: string;
  let admin: string;
  const get = (path: string, token = admin, language = 'de') =>
    app.inject({
      method: 'GET',
      url: `/api/memberships-service/organizations/${org}/${path}`,
      headers: { ...bearer(token), 'accept-language': language },
    });

  before(async () => {
    app = await buildApp(testConfig({ now: () => Date.parse('2026-11-24T10:00:00Z') }));
    org = await orgId(app);
    admin = await userToken(app, org, 'admin@demo.club');
    await activeMember(app, org, admin, {
      email: 'weiss@example.org',
      firstName: 'Jürgen',
      familyName: 'Weiß',
      accountHolder: 'Jürgen Weiß',
      city: 'München',
    });
    await activeMember(app, org, admin, { email: 'adler@example.org', firstName: 'Anna', familyName: 'Adler' });
  });
  after(() => app.close());

  it('lists members with fee and mandate, IBAN masked', async () => {
    const response = await get('members');
    assert.equal(response.statusCode, 200, response.body);
    const members = response.json<TreasurerMember[]>();
    const weiss = members.find((m) => m.email === 'weiss@example.org')!;
    assert.equal(weiss.lastName, 'Weiß');
    assert.equal(weiss.city, 'München');
    assert.equal(weiss.monthlyCents, 3500);
    assert.equal(weiss.mandate?.maskedIban, 'DE02 •••• •••• •••• ••20 51');
    assert.equal(weiss.mandate?.openReturns, 0);
    assert.ok(!response.body.includes(testIban), 'no full IBAN on screen');
    assert.ok(
      members.some((m) => m.email === 'member@demo.club'),
      'members without a mandate are listed too',
    );
  });

  it('exports members as CSV for German spreadsheets: BOM, semicolons, umlauts, decimal comma, full IBAN', async () => {
    const response = await get('members.csv?q=weiss');
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(response.headers['content-disposition']), /attachment; filename="mitglieder-2026-11-24.csv"/);
    const raw = response.rawPayload;
    assert.deepEqual([...raw.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte order mark');
    const text = raw.toString('utf8');
    assert.ok(text.startsWith(`${BOM}Mitgliedsnummer;Nachname;Vorname;E-Mail;Mitglied seit;`));
    const lines = text.slice(1).trimEnd().split('\r\n');
    assert.equal(lines.length, 2, 'heading and the one member the search finds');
    const cells = lines[1]!.split(';');
    assert.match(cells[0]!, /^\d+$/, 'the member number first');
    assert.deepEqual(cells.slice(1, 4), ['Weiß', 'Jürgen', 'weiss@example.org']);
    assert.equal(cells[4], '24.11.2026', 'member since as a German date (the Berlin day of acceptance)');
    assert.ok(cells.includes('München'));
    assert.ok(cells.includes('35,00'), 'decimal comma');
    assert.ok(cells.includes(testIban), 'the export is for administrators and carries the full IBAN');
  });

  it('sorts the export like the table and speaks the caller’s language', async () => {
    const response = await get('members.csv?sort=name&dir=asc', admin, 'en');
    const lines = response.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    assert.ok(lines[0]!.startsWith('Member number;Last name;First name;E-mail;Member since;'));
    const names = lines.slice(1).map((line) => line.split(';')[1]);
    assert.ok(names.indexOf('Adler') < names.indexOf('Weiß'));
    assert.match(String(response.headers['content-disposition']), /members-2026-11-24.csv/);
  });

  it('exports applications with their state, as the page filters them', async () => {
    // Received late on 24 November UTC: already the 25th in Berlin, and shown so.
    await app.db
      .updateTable('membership_applications')
      .set({ created_at: new Date('2026-11-24T23:30:00Z'), decided_at: new Date('2026-07-01T08:05:00Z') })
      .where('organization_id', '=', org)
      .where('email', '=', 'adler@example.org')
      .execute();
    const response = await get('applications.csv?state=accepted&sort=name');
    assert.equal(response.statusCode, 200, response.body);
    const lines = response.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    assert.equal(lines.length, 3);
    assert.deepEqual(
      lines.slice(1).map((line) => line.split(';').slice(1, 3)),
      [
        ['angenommen', 'Adler'],
        ['angenommen', 'Weiß'],
      ],
    );
    const columns = lines[0]!.split(';');
    const adler = lines[1]!.split(';');
    const cell = (column: string) => adler[columns.indexOf(column)];
    // The phone once, as the profile shows it: no "+49 +49…", nothing a spreadsheet must escape.
    assert.equal(cell('Telefon'), '01512 3456789');
    // Berlin wall-clock time in German style (summer time in July: UTC+2).
    assert.equal(cell('Eingegangen'), '25.11.2026 00:30');
    assert.equal(cell('Entschieden'), '01.07.2026 10:05');
    assert.equal(cell('Monatsbeitrag (EUR)'), '35,00');
  });

  it('escapes a cell that a spreadsheet would run as a formula', async () => {
    const applied = await app.inject({
      method: 'POST',
      url: `/api/memberships-service/organizations/${org}/applications`,
      headers: bearer(await visitorToken(app, org)),
      payload: familyApplication({ email: 'formula@example.org' }),
    });
    const { id } = applied.json<{ id: string }>();
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/memberships-service/organizations/${org}/applications/${id}/reject`,
      headers: bearer(admin),
      payload: { reason: '=HYPERLINK("http://evil.example")' },
    });
    assert.equal(rejected.statusCode, 200, rejected.body);
    const text = (await get('applications.csv?state=rejected')).rawPayload.toString('utf8');
    assert.match(text, /;"'=HYPERLINK\(""http:\/\/evil\.example""\)"/);
  });

  it('is for administrators only', async () => {
    const member = await userToken(app, org, 'member@demo.club');
    for (const path of ['members', 'members.csv', 'applications.csv']) {
      assert.equal((await get(path, member)).statusCode, 403, path);
    }
  });
});
