import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { expect, test } from '../../support/fixtures';
import { startClubServer, startSmtp } from '../../support/club-server';
import { mainPort } from '../../playwright.config';

// Its own site (port +1) whose mail goes to a local SMTP server owned by this spec.
const port = mainPort + 1;
const site = `http://localhost:${port}`;
const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';
// The ISO and the DK's GBIC_5 pain.008.001.08 schemas, the API tests' fixtures (nothing downloads at test time).
const xsdPaths = ['pain.008.001.08.iso.xsd', 'pain.008.001.08_GBIC_5.xsd'].map((name) =>
  join(__dirname, '../../../api/src/testing/fixtures/sepa', name),
);
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let stopServer: () => Promise<void>;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 812 }, baseURL: site });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  smtp = await startSmtp();
  stopServer = await startClubServer(port, { SMTP_URL: smtp.url, OUTBOX_RETRY_MS: '0' });
});
test.afterAll(async () => {
  await stopServer?.();
  await smtp?.close();
});

const shot = (name: string) => `test-results/membership/${name}.png`;

test('a family of three becomes applicants in four steps on a phone, and both e-mails go out', async ({ page }) => {
  await page.goto('/become-a-member');
  const wizard = page.getByRole('region', { name: 'Mitglied werden' });
  await expect(wizard.getByRole('heading', { name: 'Monatliche Beiträge' })).toBeVisible();
  await expect(wizard.getByRole('row', { name: /Familie\s+35,00\s€/ })).toBeVisible();
  await expect(wizard.locator('[aria-current="step"]')).toContainText('Preisliste');
  await page.screenshot({ path: shot('step-0-price-list'), fullPage: true });
  await wizard.getByRole('button', { name: 'Weiter' }).click();

  // Step 1: the admission form.
  await expect(wizard.getByRole('heading', { name: 'Aufnahmeantrag' })).toBeVisible();
  const continueButton = wizard.getByRole('button', { name: 'Weiter' });
  await expect(continueButton).toBeDisabled();
  await wizard.getByLabel('Mitgliedsart').selectOption({ label: 'Familie' });
  await expect(wizard.getByText('Personen 2 - 4')).toBeVisible();
  await wizard.getByRole('button', { name: 'Familienmitglied hinzufügen' }).click();
  await expect(wizard.getByText('Personen 3 - 4')).toBeVisible();

  // Bad input first: the spec's messages, and what was typed stays.
  await wizard.getByLabel('Vorname', { exact: true }).fill('M');
  await wizard.getByLabel('Postleitzahl').fill('1234');
  await wizard.getByLabel('IBAN', { exact: true }).fill('02 1203 0000 0000 2020 52');
  await wizard.getByLabel('Ort', { exact: true }).focus();
  await expect(wizard.getByText('* Bitte nur 2 bis 30 Buchstaben und Leerzeichen verwenden.')).toBeVisible();
  await expect(wizard.getByText('* Die Postleitzahl ist nicht gültig')).toBeVisible();
  await expect(wizard.getByText('* Keine gültige IBAN.')).toBeVisible();
  await expect(wizard.getByLabel('Vorname', { exact: true })).toHaveValue('M');
  await expect(wizard.getByLabel('Postleitzahl')).toHaveValue('1234');
  await expect(wizard.getByLabel('IBAN', { exact: true })).toHaveValue('02 1203 0000 0000 2020 52');
  await page.screenshot({ path: shot('step-1-errors'), fullPage: true });

  await wizard.getByLabel('Vorname', { exact: true }).fill('Max');
  await wizard.getByLabel('Familienname').fill('Mustermann');
  await wizard.getByLabel('Geburtstag', { exact: true }).fill('1983-02-20');
  await wizard.getByLabel('Männlich').check();
  await wizard.getByLabel('Vorname (1)').fill('Erika');
  await wizard.getByLabel('Geburtstag (1)').fill('1985-04-12');
  await wizard.getByLabel('Vorname (2)').fill('Lena');
  await wizard.getByLabel('Geburtstag (2)').fill('2015-09-01');
  await wizard.getByLabel('Straße und Hausnummer').fill('Hauptstraße 5');
  await wizard.getByLabel('Postleitzahl').fill('82031');
  await wizard.getByLabel('Ort', { exact: true }).fill('Grünwald');
  await wizard.getByLabel('Telefon').fill('0151 23456789');
  await wizard.getByLabel('E-Mail').fill('familie.mustermann@example.org');
  await wizard.getByLabel('IBAN', { exact: true }).fill('02 1203 0000 0000 2020 51');
  // A real German test IBAN: BIC and bank come from the Bundesbank list.
  await expect(wizard.getByLabel('BIC', { exact: true })).toHaveValue('BYLADEM1001');
  await expect(wizard.getByLabel('Bank', { exact: true })).toHaveValue('Deutsche Kreditbank Berlin');
  await wizard.getByLabel('Kontoinhaber').fill('Max Mustermann');
  await expect(wizard.getByText('Dein monatlicher Beitrag: 35,00 €')).toBeVisible();
  await expect(continueButton).toBeEnabled();
  await page.screenshot({ path: shot('step-1-admission-form'), fullPage: true });
  await continueButton.click();

  // Step 2: member information with the exclusion and bank clauses.
  await expect(wizard.getByRole('heading', { name: 'Mitgliederinformation' })).toBeVisible();
  await expect(wizard.getByText('DE02 •••• •••• •••• ••20 51 (Deutsche Kreditbank Berlin)')).toBeVisible();
  await expect(wizard.getByRole('heading', { name: 'Ausschluss' })).toBeVisible();
  await expect(
    wizard.getByText(/Ich ermächtige TSV Gruenwald e\.V\. \(Gläubiger-Identifikationsnummer DE98ZZZ09999999999\)/),
  ).toBeVisible();
  await page.screenshot({ path: shot('step-2-member-information'), fullPage: true });
  await wizard.getByRole('button', { name: 'Akzeptieren' }).click();

  // Step 3: success.
  await expect(wizard.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
  await expect(wizard.getByRole('link', { name: 'Zum Trainingsplan' })).toHaveAttribute('href', '/training');
  await page.screenshot({ path: shot('step-3-success'), fullPage: true });

  await expect
    .poll(() =>
      smtp.received
        .filter((m) => m.text.includes('Mustermann'))
        .map((m) => m.to[0])
        .sort(),
    )
    .toEqual(['familie.mustermann@example.org', 'info@demo.club'].sort());
  const confirmation = smtp.received.find((m) => m.to.includes('familie.mustermann@example.org'));
  expect(confirmation?.text).toContain('Mandatsreferenz: MB-');
  expect(confirmation?.text.replace(/\s/g, '')).not.toContain('DE02120300000000202051');
});

test('a member learns at the first step that they cannot apply', async ({ page }) => {
  await page.goto('/become-a-member');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('link', { name: 'LOGIN' }).first().click();
  await page.getByLabel('E-Mail-Adresse').fill('member@demo.club');
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(`${site}/become-a-member`);
  const wizard = page.getByRole('region', { name: 'Mitglied werden' });
  // Told at the first step, before filling in the whole form; there is no way on.
  await expect(wizard.getByText('Du bist bereits Mitglied dieses Vereins')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Weiter' })).toHaveCount(0);
});

test.describe('the club decides', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an administrator accepts the family, exports the SEPA file, and the new member logs in', async ({ page }) => {
    const confirmation = smtp.received.find((m) => m.to.includes('familie.mustermann@example.org'));
    const reference = confirmation?.text.match(/Mandatsreferenz: (MB-[A-Z0-9-]+)/)?.[1];
    expect(reference, 'the first test sent an application').toBeTruthy();

    await page.goto('/');
    await page.getByRole('link', { name: 'LOGIN' }).first().click();
    await page.getByLabel('E-Mail-Adresse').fill('admin@demo.club');
    await page.getByLabel('Passwort').fill(password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page
      .getByRole('button', { name: /Profilmenü von/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Mitgliedsanträge' }).click();
    await expect(page).toHaveURL(`${site}/applications`);

    // The applications table: search finds the row, its details hold the card with the decision.
    await page.getByRole('searchbox', { name: 'Anträge durchsuchen' }).fill('mustermann');
    await page
      .getByRole('row', { name: /Mustermann, Max/ })
      .getByRole('button', { name: 'Details' })
      .click();
    const card = page.getByRole('article', { name: 'Max Mustermann' });
    await expect(card).toContainText('Neu');
    await expect(card).toContainText('DE02 •••• •••• •••• ••20 51');
    await page.screenshot({ path: 'test-results/membership/applications-1440.png', fullPage: true });
    await card.getByRole('button', { name: 'Annehmen: Max Mustermann' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Max Mustermann ist jetzt Mitglied' })).toBeVisible();

    // The SEPA collection: the form offers the next quarter's first business day, refuses a
    // holiday with the reason, previews the run, then downloads a valid pain.008.001.08 file.
    const dueDate = page.getByLabel('Fälligkeitsdatum');
    await expect(dueDate).not.toHaveValue('');
    const offered = await dueDate.inputValue();
    await dueDate.fill(`${Number(offered.slice(0, 4)) + 1}-01-01`);
    await expect(page.getByText(/ziehen Banken nicht ein .* Das nächstmögliche Fälligkeitsdatum ist/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Einzug prüfen' })).toBeDisabled();
    await dueDate.fill(offered);
    await page.getByRole('button', { name: 'Einzug prüfen' }).click();
    const preview = page.getByRole('region', { name: /Einzug fällig am/ });
    await expect(preview.getByRole('row', { name: /Erstlastschriften \(FRST\)/ })).toContainText('140,00');
    await expect(preview.getByRole('row', { name: /Summe/ })).toContainText('Lastschriften: 1');
    await expect(preview).toContainText('Kein Mitglied wird ausgelassen.');
    await page.screenshot({ path: 'test-results/membership/sepa-preview-1440.png', fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      preview.getByRole('button', { name: 'SEPA-Datei herunterladen' }).click(),
    ]);
    const xml = readFileSync((await download.path())!, 'utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    expect(xml).toContain(`<MndtId>${reference}</MndtId>`);
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).toContain(`<ReqdColltnDt>${offered}</ReqdColltnDt>`);
    expect(xml).toMatch(/<Dbtr>\s*<Nm>[^<]+<\/Nm>\s*<PstlAdr>\s*<StrtNm>/);
    for (const xsdPath of xsdPaths) {
      const validation = await validateXML({
        xml: [{ fileName: 'collection.xml', contents: xml }],
        schema: [{ fileName: 'pain.008.001.08.xsd', contents: readFileSync(xsdPath, 'utf8') }],
      });
      expect(validation.errors).toEqual([]);
      expect(validation.valid).toBe(true);
    }
    // The history now lists the collection; the members table has the new member, IBAN masked.
    await expect(page.getByRole('region', { name: 'Bisherige Einzüge' }).getByRole('row')).toHaveCount(2);
    const members = page.getByRole('region', { name: 'Mitglieder', exact: true });
    await members.getByRole('searchbox', { name: 'Mitglieder durchsuchen' }).fill('mustermann');
    await expect(members.getByRole('row', { name: /Mustermann, Max/ })).toContainText('DE02 •••• •••• •••• ••20 51');

    // The invitation: set a password once, then log in as the new member.
    await expect
      .poll(() =>
        smtp.received.find((m) => m.to.includes('familie.mustermann@example.org') && m.text.includes('set-password')),
      )
      .toBeTruthy();
    const invitation = smtp.received.find((m) => m.text.includes('set-password'))!;
    const link = invitation.text.match(/https?:\/\/\S+\/api\/set-password\?\S+/)![0];
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(link);
    await page.getByLabel('Neues Passwort').fill('familie-mustermann-1');
    await page.getByLabel('Passwort wiederholen').fill('familie-mustermann-1');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Dein Passwort ist gespeichert.')).toBeVisible();
    await page.getByRole('link', { name: 'Zur Website' }).click();
    await page.getByRole('link', { name: 'LOGIN' }).first().click();
    await page.getByLabel('E-Mail-Adresse').fill('familie.mustermann@example.org');
    await page.getByLabel('Passwort').fill('familie-mustermann-1');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(`${site}/`);
    const avatar = page.getByRole('button', { name: /Profilmenü von Max Mustermann/ }).first();
    await expect(avatar).toBeVisible();

    // Their data rights: everything the club holds about them, as a file.
    await avatar.click();
    await page.getByRole('link', { name: 'Meine Daten' }).click();
    await expect(page).toHaveURL(`${site}/my-data`);
    const [dataFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Meine Daten herunterladen' }).click(),
    ]);
    const data = JSON.parse(readFileSync((await dataFile.path())!, 'utf8')) as {
      tables: Record<string, Array<Record<string, unknown>>>;
    };
    expect(data.tables.users?.[0]?.email).toBe('familie.mustermann@example.org');
    expect(data.tables.sepa_mandates?.[0]?.reference).toBe(reference);
    expect(data.tables.membership_applications).toHaveLength(1);
  });
});
