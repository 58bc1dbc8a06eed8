import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { decidedContext, loginAsAdmin } from '../editor/support';

// Issue 32, items 4, 6 and 7: the treasurer imports the existing member list (20 rows, 3 bad,
// Windows-1252 with semicolons as Excel writes it); a member gives a new mandate and resigns.
const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';
const memberList = join(__dirname, 'fixtures/mitglieder-20-windows-1252.csv');

async function logInAsMember(page: Page) {
  await page.goto('/members');
  await expect(page).toHaveURL(/\/api\/login\?clientId=demo/);
  await page.getByLabel('E-Mail-Adresse').fill('member@demo.club');
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/members$/);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test.describe.configure({ mode: 'serial' });

test('the treasurer imports a 20-row member list: the 3 bad rows are named in plain words, 17 members come in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(page, '/applications');
  const section = page.getByRole('region', { name: 'Mitgliederliste importieren' });
  await section.getByLabel('Datei').setInputFiles(memberList);
  await expect(section.getByText('20 Zeilen: 17 können importiert werden, 3 mit Fehlern, 0 Doppelte.')).toBeVisible();
  // The columns were recognised from the German headers.
  await expect(section.getByLabel('Straße und Hausnummer')).toHaveValue('4');
  const problems = section.getByRole('table', { name: 'Zeilen, die nicht importiert werden' });
  await expect(problems.getByRole('row')).toHaveCount(4);
  await expect(problems.getByRole('row', { name: /^5 Björn Weiß/ })).toContainText('IBAN: Keine gültige IBAN.');
  await expect(problems.getByRole('row', { name: /^9 / })).toContainText('PLZ: Die Postleitzahl ist nicht gültig');
  await expect(problems.getByRole('row', { name: /^14 / })).toContainText('„31.02.1975“ ist kein Datum');
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'import-preview-de-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'import-preview-de-375');

  // The same file in English: the messages follow the page's language.
  await page.goto('/applications?lang=en');
  const english = page.getByRole('region', { name: 'Import a member list' });
  await english.getByLabel('File').setInputFiles(memberList);
  await expect(english.getByText('20 rows: 17 can be imported, 3 with errors, 0 duplicates.')).toBeVisible();
  await expect(english.getByRole('row', { name: /^9 / })).toContainText('Post code: Post code is not valid');
  await shot(page, 'import-preview-en-375');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'import-preview-en-1440');
  await english.getByRole('button', { name: 'Import 17 members' }).click();
  await expect(english.getByRole('status')).toHaveText(
    '17 members imported (11 with a mandate, 0 invited); 3 rows with errors and 0 duplicates left out.',
  );
  // A second upload finds everyone already there: nothing is doubled.
  await english.getByLabel('File').setInputFiles(memberList);
  await expect(english.getByText('20 rows: 0 can be imported, 3 with errors, 17 duplicates.')).toBeVisible();
  await expect(english.getByRole('button', { name: 'Import 0 members' })).toBeDisabled();
});

test('a member gives a new mandate: the old one ends, the treasurer sees the change', async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logInAsMember(page);
  await page.goto('/members?lang=de#payments');
  const mandate = page.getByRole('region', { name: 'SEPA-Lastschriftmandat' });
  await expect(mandate).toContainText('Du zahlst per Überweisung');
  await mandate.getByLabel('Neue IBAN').fill('DE89 3704 0044 0532 0130 01');
  await mandate.getByLabel('Name des Kontoinhabers').fill('Lena Wagner');
  await mandate.getByRole('button', { name: 'Mandat erteilen' }).click();
  await expect(mandate.getByText('Keine gültige IBAN.')).toBeVisible();
  await mandate.getByLabel('Neue IBAN').fill('DE89 3704 0044 0532 0130 00');
  await mandate.getByRole('button', { name: 'Mandat erteilen' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Dein neues Mandat MB-/ })).toBeVisible();
  await expect(mandate).toContainText('DE89');
  await expect(mandate).toContainText('DE98ZZZ09999999999');
  const first = (await mandate.locator('dd').nth(3).innerText()).trim();

  // A second new mandate (another account): a new reference, the first one ends today.
  await mandate.getByLabel('Neue IBAN').fill('DE02 1203 0000 0000 2020 51');
  await mandate.getByLabel('Name des Kontoinhabers').fill('Lena Wagner');
  await mandate.getByRole('button', { name: 'Mandat erteilen' }).click();
  await expect(mandate.locator('dd').nth(3)).not.toHaveText(first);
  await expect(mandate).toContainText('••20 51');
  await shot(page, 'mandate-de-375');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'mandate-de-1440');
  await page.goto('/members?lang=en#payments');
  await expect(page.getByRole('region', { name: 'SEPA direct debit mandate' })).toContainText('Creditor identifier');
  await shot(page, 'mandate-en-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'mandate-en-375');

  const context = await decidedContext(browser);
  const admin = await context.newPage();
  await admin.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(admin, '/applications?lang=de');
  const changes = admin.getByRole('region', { name: 'Mandatsänderungen' });
  await expect(changes.getByRole('row', { name: new RegExp(`Lena Wagner.*${first}`) })).toContainText(
    'Neues Mandat (neue IBAN)',
  );
  await context.close();
});

test('a member resigns as of the next 30 June or 31 December; the treasurer sees the departure', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsMember(page);
  await page.goto('/members?lang=de#payments');
  const resignation = page.getByRole('region', { name: 'Austritt' });
  const give = resignation.getByRole('button', { name: /Mitgliedschaft zum (30\.06|31\.12)\.\d{4} kündigen/ });
  const label = await give.innerText();
  const endsOn = /(\d{2}\.\d{2}\.\d{4})/.exec(label)![1]!;
  await give.click();
  await resignation.getByRole('button', { name: 'Ja, kündigen' }).click();
  await expect(resignation).toContainText(`Deine Mitgliedschaft endet am ${endsOn}`);
  await shot(page, 'resignation-de-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'resignation-de-375');
  await page.goto('/members?lang=en#payments');
  await expect(page.getByRole('region', { name: 'Resignation' })).toContainText(
    `your membership ends on ${endsOn.replace(/\./g, '/')}`,
  );
  await shot(page, 'resignation-en-375');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'resignation-en-1440');

  const context = await decidedContext(browser);
  const admin = await context.newPage();
  await admin.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(admin, '/applications?lang=de');
  const departures = admin.getByRole('region', { name: 'Bevorstehende Austritte' });
  await expect(departures.getByRole('row', { name: /Lena Wagner/ })).toContainText(endsOn);
  await context.close();
});
