import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { expect, test, waitForHydration } from '../../support/fixtures';
import { startClubServer, startSmtp } from '../../support/club-server';
import { mainPort } from '../../playwright.config';

// Its own site (a free port beside the suite's) whose mail goes to a local SMTP server of this spec.
const port = mainPort + 43;
const site = `http://localhost:${port}`;
const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';
const xsdPaths = ['pain.008.001.08.iso.xsd', 'pain.008.001.08_GBIC_5.xsd'].map((name) =>
  join(__dirname, '../../../api/src/testing/fixtures/sepa', name),
);
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let stopServer: () => Promise<void>;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: site });

/** A family application sent and accepted through the API: a member with an active mandate. */
async function acceptedMember(email: string, firstName: string, familyName: string) {
  const api = `${site}/api`;
  const organization = (await (await fetch(`${api}/organizations-service/organizations?name=demo`)).json()) as {
    id: string;
  };
  const token = async (body?: object) => {
    const response = await fetch(`${api}/auth-service/organizations/${organization.id}/authentications`, {
      method: 'PUT',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    return ((await response.json()) as { accessToken: string }).accessToken;
  };
  const base = `${api}/memberships-service/organizations/${organization.id}/applications`;
  const visitor = await token();
  const applied = await fetch(base, {
    method: 'POST',
    headers: { authorization: `Bearer ${visitor}`, 'content-type': 'application/json', 'accept-language': 'de' },
    body: JSON.stringify({
      submissionId: randomUUID(),
      form: {
        // The application's date is the club's (Berlin) day, as the form fills it.
        date: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }),
        types: 5,
        familyName,
        familyMembers: [{ firstName: 'Lena', birthDay: '2015-09-01' }],
        gender: 'Female',
        firstName,
        birthDay: '1983-02-20',
        streetAddress: 'Hauptstraße 5',
        postCode: '82031',
        city: 'Grünwald',
        countryCode: '+49',
        phone: '0151 23456789',
        email,
        iban: 'DE02 1203 0000 0000 2020 51',
        bic: 'BYLADEM1001',
        bank: 'Deutsche Kreditbank Berlin',
        accountHolder: `${firstName} ${familyName}`,
      },
    }),
  });
  expect(applied.status, await applied.clone().text()).toBe(201);
  const { id } = (await applied.json()) as { id: string };
  const admin = await token({ username: 'admin@demo.club', password });
  const accepted = await fetch(`${base}/${id}/accept`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(accepted.status).toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  smtp = await startSmtp();
  // The run's pre-notifications and the reminders go out through the outbox job (issue 32): a pass a second.
  stopServer = await startClubServer(port, { SMTP_URL: smtp.url, OUTBOX_RETRY_MS: '1000' });
  await acceptedMember('greta.sommer@example.org', 'Greta', 'Sommer');
});
test.afterAll(async () => {
  await stopServer?.();
  await smtp?.close();
});

const shot = (name: string) => test.info().outputPath(`${name}.png`);

test('the treasurer runs a collection, records a return and sends two reminders', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/members');
  await page.getByLabel('E-Mail-Adresse').fill('admin@demo.club');
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await page.goto('/applications');
  await waitForHydration(page);

  // The collection: the form tells the notice period; the preview and the file.
  await expect(page.getByText(/Vorabankündigung per Mail .* \(14 Tage Frist: frühestens/)).toBeVisible();
  const dueDate = page.getByLabel('Fälligkeitsdatum');
  await expect(dueDate).not.toHaveValue('');
  const offered = await dueDate.inputValue();
  await page.getByRole('button', { name: 'Einzug prüfen' }).click();
  const preview = page.getByRole('region', { name: /Einzug fällig am/ });
  await expect(preview.getByRole('row', { name: /Erstlastschriften \(FRST\)/ })).toContainText('140,00');
  await expect(preview.getByRole('row', { name: /Rechnungen/ })).toContainText('0,00');
  await page.screenshot({ path: shot('fees-preview-de-1440'), fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    preview.getByRole('button', { name: 'SEPA-Datei herunterladen' }).click(),
  ]);
  const xml = readFileSync((await download.path())!, 'utf8');
  expect(xml).toContain('<SeqTp>FRST</SeqTp>');
  for (const xsdPath of xsdPaths) {
    const validation = await validateXML({
      xml: [{ fileName: 'collection.xml', contents: xml }],
      schema: [{ fileName: 'pain.008.001.08.xsd', contents: readFileSync(xsdPath, 'utf8') }],
    });
    expect(validation.errors).toEqual([]);
  }
  // The pre-notification reached the member's mailbox.
  await expect
    .poll(
      () =>
        smtp.received.find((m) => m.to.includes('greta.sommer@example.org') && /Lastschriftankündigung/.test(m.text)),
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const notice = smtp.received.find((m) => /Lastschriftankündigung/.test(m.text))!;
  expect(notice.text).toContain('Gläubiger-Identifikationsnummer: DE98ZZZ09999999999');
  expect(notice.text).toMatch(/Mandatsreferenz: MB-/);
  const [y, m, d] = offered.split('-');
  expect(notice.text).toContain(`am ${d}.${m}.${y}`);

  // A returned debit recorded on the member's application.
  await page.getByRole('button', { name: 'Alle' }).click();
  await page.getByRole('searchbox', { name: 'Anträge durchsuchen' }).fill('sommer');
  await page
    // The applications table comes first; the members table below lists her too.
    .getByRole('row', { name: /Sommer, Greta/ })
    .first()
    .getByRole('button', { name: 'Details' })
    .click();
  const card = page.getByRole('article', { name: 'Greta Sommer' });
  await card.getByLabel('Grund').selectOption('AM04');
  await card.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Rücklastschrift wurde erfasst' })).toBeVisible();

  // The open items: two reminders, then the exclusion can be marked.
  const items = page.getByRole('region', { name: 'Offene Posten' });
  const row = items.getByRole('row', { name: /Greta Sommer/ });
  await expect(row).toContainText('Rücklastschrift: Deckung unzureichend (AM04)');
  await expect(row).toContainText('140,00 €');
  await row.getByRole('button', { name: '1. Mahnung an Greta Sommer senden' }).click();
  await expect(items.getByRole('status')).toHaveText('Die 1. Mahnung an Greta Sommer wurde verschickt.');
  await row.getByRole('button', { name: '2. Mahnung an Greta Sommer senden' }).click();
  await expect(items.getByRole('status')).toHaveText('Die 2. Mahnung an Greta Sommer wurde verschickt.');
  await expect(row).toContainText('Zwei Mahnungen: Ausschluss möglich');
  await expect(row.getByRole('button', { name: /Mahnung an Greta Sommer senden/ })).toHaveCount(0);
  await items.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('open-items-de-1440'), fullPage: true });

  await expect
    .poll(
      () => smtp.received.filter((m) => m.to.includes('greta.sommer@example.org') && /Mahnung:/.test(m.text)).length,
      { timeout: 30_000 },
    )
    .toBe(2);
  const reminder = smtp.received.find((m) => m.text.includes('zweite und letzte Mahnung'))!;
  expect(reminder).toBeTruthy();
  expect(reminder.text).toContain('Deckung unzureichend (AM04)');
  expect(reminder.text).toContain('140,00');
  // The GiroCode travels as an inline image (nodemailer turns the data: URL into a cid: part).
  expect(reminder.text).toMatch(/Content-Type: image\/png/i);

  // The same list in English on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/applications?lang=en');
  await waitForHydration(page);
  const english = page.getByRole('region', { name: 'Open items' });
  const englishRow = english.getByRole('row', { name: /Greta Sommer/ });
  await expect(englishRow).toContainText('Returned debit: Insufficient funds (AM04)');
  await expect(englishRow).toContainText('Two reminders: exclusion possible');
  await english.getByRole('heading', { name: 'Open items' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('open-items-en-375') });
  await englishRow.getByRole('button', { name: 'Mark exclusion of Greta Sommer' }).click();
  await expect(english.getByRole('status')).toHaveText('The exclusion of Greta Sommer was marked.');
  await expect(englishRow).toContainText('Exclusion decided on');
  await englishRow.getByRole('button', { name: 'Record payment of Greta Sommer' }).click();
  await expect(english.getByRole('status')).toHaveText('The payment of Greta Sommer was recorded; the item is closed.');
  await expect(english).toContainText('No open items.');
  await page.screenshot({ path: shot('open-items-closed-en-375'), fullPage: true });

  // And German at 375, English at 1440: the collection form with the notice period.
  await page.goto('/applications?lang=de');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Offene Posten' })).toContainText('Keine offenen Posten.');
  await page.getByRole('region', { name: 'Offene Posten' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('open-items-de-375') });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/applications?lang=en');
  await waitForHydration(page);
  await expect(page.getByText(/pre-notification mail .* \(14 days' notice: earliest/)).toBeVisible();
  await page.screenshot({ path: shot('fees-en-1440'), fullPage: true });
});
