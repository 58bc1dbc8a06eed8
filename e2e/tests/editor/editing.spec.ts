import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { bar, closeInfo, loginAsAdmin, startEditing } from './support';

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('in-place editing', () => {
  test('edits the home carousel title and a rich text, saves, and a fresh visitor sees both', async ({
    page,
    browser,
  }) => {
    await loginAsAdmin(page);
    await startEditing(page);
    await page.getByRole('button', { name: 'Startseiten-Karussell bearbeiten' }).click();
    const title = dialog(page).getByRole('textbox', { name: /^Titel/ });
    await title.fill('Willkommen im neuen Vereinsheim');
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    await expect(page.getByRole('heading', { name: 'Willkommen im neuen Vereinsheim' })).toBeVisible();
    await bar(page).getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();
    await closeInfo(page);

    await page.goto('/who-we-are');
    await startEditing(page);
    await page.getByRole('button', { name: 'Textbereich bearbeiten' }).click();
    const rich = dialog(page).getByRole('textbox', { name: /^Text/ });
    await rich.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Wir sind ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('sportlich');
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    await bar(page).getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();

    const visitor = await browser.newContext();
    const fresh = await visitor.newPage();
    await fresh.goto('/');
    await expect(fresh.getByRole('heading', { name: 'Willkommen im neuen Vereinsheim' })).toBeVisible();
    await fresh.goto('/who-we-are');
    await expect(fresh.locator('strong', { hasText: 'sportlich' })).toBeVisible();
    await visitor.close();
  });

  test('adds a template and fills it; remove changes restores the published page', async ({ page }) => {
    await loginAsAdmin(page, '/sports/ball-sports/football');
    await startEditing(page);
    await bar(page).getByRole('checkbox', { name: 'Vorlagen hinzufügen zeigen' }).check();
    await page.getByRole('button', { name: '+ Vorlage hier einfügen' }).last().click();
    await dialog(page).getByRole('radio', { name: 'Grauer Banner' }).check();
    await dialog(page).getByRole('button', { name: 'Vorlage einfügen' }).click();
    await dialog(page)
      .getByRole('textbox', { name: /^Titel/ })
      .fill('Jetzt Probetraining buchen');
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    await expect(page.getByRole('heading', { name: 'Jetzt Probetraining buchen' })).toBeVisible();
    await expect(page.getByText('Neu', { exact: true })).toBeVisible();

    await bar(page).getByRole('button', { name: 'Änderungen verwerfen' }).click();
    await dialog(page).getByRole('button', { name: 'Verwerfen' }).click();
    await expect(page.getByRole('heading', { name: 'Jetzt Probetraining buchen' })).toHaveCount(0);
    await expect(bar(page).getByRole('button', { name: 'Änderungen speichern' })).toBeDisabled();
  });

  test('an invalid link and a too-long title show the spec messages and block saving', async ({ page }) => {
    await loginAsAdmin(page);
    await startEditing(page);
    await page.getByRole('button', { name: 'Startseiten-Karussell bearbeiten' }).click();
    await dialog(page).getByRole('textbox', { name: /^Link/ }).fill('kein link');
    await expect(dialog(page).getByText('Ungültige URL.')).toBeVisible();
    await dialog(page)
      .getByRole('textbox', { name: /^Titel/ })
      .fill('x'.repeat(61));
    await expect(dialog(page).getByText('Dieser Text ist zu lang.')).toBeVisible();
    await expect(dialog(page).getByText('61/60')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    // Save stays disabled while a value fails; the bar jumps to the first error instead.
    await expect(bar(page).getByRole('button', { name: 'Änderungen speichern' })).toBeDisabled();
    await bar(page).getByRole('button', { name: 'Zum ersten Fehler' }).click();
    await expect(dialog(page).getByText('Dieser Text ist zu lang.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    // Nothing was saved: a visitor still sees the published title.
    await bar(page).getByRole('button', { name: 'Änderungen verwerfen' }).click();
    await dialog(page).getByRole('button', { name: 'Verwerfen' }).click();
    await expect(page.getByRole('heading', { name: 'x'.repeat(61) })).toHaveCount(0);
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await loginAsAdmin(page, '/culture');
    await startEditing(page);
    // The first block's edit button (the admin bar's 'Inhalt bearbeiten' is outside main).
    await page
      .getByRole('main')
      .getByRole('button', { name: /bearbeiten$/ })
      .first()
      .click();
    await dialog(page)
      .getByRole('textbox', { name: /^Titel/ })
      .fill('Kultur im Verein');
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Wer wir sind' }).first().click();
    await expect(dialog(page).getByRole('heading', { name: 'Ungespeicherte Änderungen' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/culture$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Wer wir sind' }).first().click();
    await dialog(page).getByRole('button', { name: 'Fortfahren' }).click();
    await expect(page).toHaveURL(/\/who-we-are$/);
  });

  test('the browser back button with unsaved changes asks first; cancel keeps the edits', async ({ page }) => {
    await loginAsAdmin(page, '/culture');
    await startEditing(page);
    // The first block's edit button (the admin bar's 'Inhalt bearbeiten' is outside main).
    await page
      .getByRole('main')
      .getByRole('button', { name: /bearbeiten$/ })
      .first()
      .click();
    await dialog(page)
      .getByRole('textbox', { name: /^Titel/ })
      .fill('Kultur für alle');
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();

    await page.goBack();
    await expect(dialog(page).getByRole('heading', { name: 'Ungespeicherte Änderungen' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/culture$/);
    await expect(page.getByRole('heading', { name: 'Kultur für alle' })).toBeVisible();

    // Asked again on the next back; continuing leaves to where the admin came from.
    await page.goBack();
    await dialog(page).getByRole('button', { name: 'Fortfahren' }).click();
    await expect(page).not.toHaveURL(/\/culture$/);
    await expect(page.getByRole('heading', { name: 'Kultur für alle' })).toHaveCount(0);
  });
});
