import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startClubServer } from '../../support/club-server';
import { expect, test, waitForHydration } from '../../support/fixtures';
import { mainPort } from '../../playwright.config';
import { decidedContext } from '../editor/support';
import { logIn, openCardForm, payWithCard } from './course-support';

// Issue 33 item 4: the treasurer (here the administrator) opens the ledger from the profile menu,
// filters, refunds a course payment with a reason from the list and downloads the CSV and the
// DATEV file. A site of its own: the refund changes the coach's course, which other specs use.
const port = mainPort + 33;
const site = `http://localhost:${port}`;
const year = String(new Date().getFullYear());
let stopServer: () => Promise<void>;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: site });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  stopServer = await startClubServer(port, {});
});
test.afterAll(async () => {
  await stopServer?.();
});

async function shoot(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the treasurer filters, refunds with a reason from the list and exports CSV and DATEV', async ({ browser }) => {
  test.setTimeout(120_000);
  // A course payment to book: the coach pays the back-fitness course by card.
  const coachContext = await decidedContext(browser);
  const coach = await coachContext.newPage();
  await logIn(coach, 'coach@demo.club');
  await openCardForm(coach);
  await payWithCard(coach, '4200 0000 0000 0000');
  await expect(coach.getByRole('heading', { name: 'Du bist dabei!' })).toBeVisible();
  await coachContext.close();

  const adminContext = await decidedContext(browser);
  const page = await adminContext.newPage();
  await logIn(page, 'admin@demo.club');
  await page
    .getByRole('button', { name: /Profilmenü von/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Kassenbuch' }).click();
  await expect(page).toHaveURL(/\/members\/ledger$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kassenbuch' })).toBeVisible();

  // Filters: this year's card payments that are paid.
  const filters = page.getByRole('form', { name: 'Filter' });
  await filters.getByLabel('Von', { exact: true }).fill(`${year}-01-01`);
  await filters.getByLabel('Bis', { exact: true }).fill(`${year}-12-31`);
  await filters.getByLabel('Zahlungsart', { exact: true }).selectOption({ label: 'Karte' });
  await filters.getByLabel('Status', { exact: true }).selectOption({ label: 'bezahlt' });
  const bookings = page.getByRole('table', { name: 'Buchungen' });
  const payment = bookings.getByRole('row', { name: /Jonas Berger/ });
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText('Rückenfit');
  await expect(payment).toContainText(/49,00\s€/);
  await expect(page.getByText(/^Summe: 49,00\s€/)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Summe je Kurs' }).getByRole('row', { name: /Rückenfit/ }),
  ).toContainText(/49,00\s€/);
  await shoot(page, 'ledger-de');

  // The refund: a confirmation dialog, the reason chosen with the keyboard.
  await payment.getByRole('button', { name: /erstatten/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Zahlung erstatten' });
  await expect(dialog).toContainText(/49,00\s€ an Jonas Berger für „Rückenfit“/);
  await dialog.getByRole('button', { name: 'Jetzt erstatten' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Bitte wähle einen Grund.');
  await dialog.getByRole('radio', { name: 'Kurs abgesagt' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'auf Wunsch des Mitglieds' })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('ledger-refund-dialog-de-1440.png') });
  await dialog.getByRole('button', { name: 'Jetzt erstatten' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /wurde erstattet/ })).toBeVisible();

  await filters.getByLabel('Status', { exact: true }).selectOption({ label: 'erstattet' });
  await expect(bookings.getByRole('row', { name: /Jonas Berger/ })).toHaveCount(2);
  await expect(bookings.getByRole('row', { name: /Erstattung/ })).toContainText(/-49,00\s€/);
  await expect(bookings.getByRole('row', { name: /Erstattung/ })).toContainText('auf Wunsch des Mitglieds');
  await expect(page.getByText(/^Summe: 0,00\s€/)).toBeVisible();

  // The CSV for Excel with the same filters: BOM, semicolons, decimal comma, Berlin dates.
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV für Excel' }).click(),
  ]);
  const csv = readFileSync((await csvDownload.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  // The credit column stays empty for a card payment (no member's credit moved).
  expect(lines[0]).toBe('Datum;Art;Beleg;Person;Kurs;Zahlungsart;Status;Betrag (EUR);Guthaben (EUR);Grund');
  expect(lines).toHaveLength(3);
  expect(lines.find((l) => l.includes(';Erstattung;'))).toMatch(
    /^\d{2}\.\d{2}\.\d{4};Erstattung;.*;Jonas Berger;Rückenfit;Karte;erstattet;-49,00;;auf Wunsch des Mitglieds$/,
  );

  // The DATEV Buchungsstapel: EXTF header, the column headings, one S and one H booking.
  const [datevDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'DATEV-Export' }).click(),
  ]);
  expect(datevDownload.suggestedFilename()).toMatch(/^EXTF_Buchungsstapel_\d{4}-\d{2}-\d{2}\.csv$/);
  const datev = readFileSync((await datevDownload.path())!, 'latin1').split('\r\n');
  expect(datev[0]).toMatch(
    new RegExp(
      `^"EXTF";700;21;"Buchungsstapel";13;\\d{17};;"RE";"";"";\\d+;\\d+;${year}0101;4;${year}0101;${year}1231;`,
    ),
  );
  expect(datev[1]!.split(';')).toHaveLength(125);
  expect(datev.filter((l) => /^49,00;"[SH]";"EUR"/.test(l)).map((l) => l.slice(7, 8))).toEqual(['S', 'H']);

  // The payment settings a complete receipt needs.
  await page.getByLabel('Name des Vereins').fill('TSV Grünwald e. V.');
  await page.getByLabel('Anschrift').fill('Südliche Münchner Str. 12\n82031 Grünwald');
  await page.getByLabel('Steuernummer oder USt-IdNr.').fill('143/216/50012');
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(page.getByText('Die Einstellungen sind gespeichert.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Steuernummer oder USt-IdNr.')).toHaveValue('143/216/50012');

  // English.
  await page.goto('/members/ledger?lang=en');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bookings' }).getByRole('row', { name: /Refund/ })).toContainText(
    /-€49\.00/,
  );
  await expect(page.getByRole('button', { name: 'CSV for Excel' })).toBeVisible();
  await shoot(page, 'ledger-en');
  await adminContext.close();
});

test('a member does not see the ledger', async ({ page }) => {
  await logIn(page, 'member@demo.club');
  await page.goto('/members/ledger');
  await waitForHydration(page);
  await expect(page.getByText(/Diese Seite ist für den Vorstand und die Kasse/)).toBeVisible();
  await page
    .getByRole('button', { name: /Profilmenü von/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Kassenbuch' })).toHaveCount(0);
});
