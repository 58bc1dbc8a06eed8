import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { bar, loginAsAdmin, startEditing } from '../editor/support';

// Issue 26: the API answers in the person's language, and the site shows its words as a sentence
// of their own. Three refusals a German user meets, each shown as German only.

// Words that only an English sentence would hold (none of them is German).
const englishWords = /\b(the|this|with|already|must|could|not|exists|account|please|after|today|contains|allowed)\b/i;

async function expectGermanOnly(message: Locator, german: RegExp): Promise<void> {
  await expect(message).toHaveText(german);
  expect(await message.innerText()).not.toMatch(englishWords);
}

async function openApplications(page: Page): Promise<void> {
  await loginAsAdmin(page);
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'SEPA-Lastschrift' })).toBeVisible();
}

test.describe('messages in German', () => {
  test.describe.configure({ mode: 'serial' });

  test('an application with the e-mail of an existing account: accepting it says why, in German', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/become-a-member');
    const wizard = page.getByRole('region', { name: 'Mitglied werden' });
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    await wizard.getByLabel('Mitgliedsart').selectOption({ label: 'Für mich' });
    await wizard.getByLabel('Vorname', { exact: true }).fill('Mia');
    await wizard.getByLabel('Familienname').fill('Doppelt');
    await wizard.getByLabel('Geburtstag', { exact: true }).fill('1990-01-01');
    await wizard.getByLabel('Weiblich').check();
    await wizard.getByLabel('Straße und Hausnummer').fill('Weg 1');
    await wizard.getByLabel('Postleitzahl').fill('80331');
    await wizard.getByLabel('Ort', { exact: true }).fill('München');
    await wizard.getByLabel('Telefon').fill('030 1234567');
    await wizard.getByLabel('E-Mail').fill('member@demo.club');
    // Pasted whole from a banking app, behind the fixed DE.
    await wizard.getByLabel('IBAN', { exact: true }).fill('DE89 3704 0044 0532 0130 00');
    await expect(wizard.getByLabel('IBAN', { exact: true })).toHaveValue('89 3704 0044 0532 0130 00');
    await expect(wizard.getByLabel('BIC', { exact: true })).toHaveValue('COBADEFFXXX');
    await wizard.getByLabel('Kontoinhaber').fill('Mia Doppelt');
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    await wizard.getByRole('button', { name: 'Akzeptieren' }).click();
    await expect(wizard.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();

    await page.setViewportSize({ width: 1440, height: 900 });
    await openApplications(page);
    // The applications table: the row's details hold the card with the decision.
    await page.getByRole('searchbox', { name: 'Anträge durchsuchen' }).fill('doppelt');
    await page
      .getByRole('row', { name: /Doppelt, Mia/ })
      .getByRole('button', { name: 'Details' })
      .click();
    const card = page.getByRole('article', { name: 'Mia Doppelt' });
    await expect(card).toContainText('030 1234567');
    await card.getByRole('button', { name: 'Annehmen: Mia Doppelt' }).click();
    await expectGermanOnly(
      card.getByRole('alert'),
      /^Das hat nicht geklappt\. In diesem Verein gibt es schon ein Konto mit dieser E-Mail-Adresse\.$/,
    );
  });

  test('a SEPA file for a past due date is refused in German', async ({ page }) => {
    await openApplications(page);
    // The form judges the date with the server's TARGET rule before asking: the reason in German only.
    await page.getByLabel('Fälligkeitsdatum').fill('2020-01-02');
    await expectGermanOnly(
      page.getByText(/^Die Bank braucht die Datei/),
      /^Die Bank braucht die Datei einen Geschäftstag vor der Fälligkeit: frühestes Fälligkeitsdatum ist der .+\.$/,
    );
    await expect(page.getByRole('button', { name: 'Einzug prüfen' })).toBeDisabled();
  });

  test('a page the server refuses to save names the block in German', async ({ page }) => {
    await loginAsAdmin(page, '/who-we-are');
    await startEditing(page);
    await page.getByRole('button', { name: 'Textbereich bearbeiten' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Text/ }).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Unser Verein');
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    // A script the editor itself never writes, as a crafted request would carry it: the real
    // server refuses the save (nothing else in the request is changed).
    await page.route('**/content-service/organizations/*/content', async (route) => {
      const request = route.request();
      if (request.method() !== 'PUT') return route.continue();
      const body = (request.postData() ?? '').replace('Unser Verein', 'Unser Verein<script>alert(1)</script>');
      return route.continue({ postData: body });
    });
    await bar(page).getByRole('button', { name: 'Änderungen speichern' }).click();
    await expectGermanOnly(
      page.getByRole('dialog').getByText(/Baustein/),
      /^Textbereich \(Baustein \d+\): Dieser Text enthält nicht erlaubte Inhalte\.$/,
    );
  });
});
