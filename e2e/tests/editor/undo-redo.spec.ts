import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { bar, loginAsAdmin, startEditing } from './support';

// Issue 34, item 2: undo and redo over the whole draft, from the bar's buttons and the keys,
// 20 steps back and forth; typing in one field is one step; the steps outlive the autosave.
const dialog = (page: Page) => page.getByRole('dialog');
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

async function setTitle(page: Page, title: string) {
  await page.getByRole('button', { name: 'Standard-Banner bearbeiten' }).click();
  await dialog(page)
    .getByRole('textbox', { name: /^Titel/ })
    .fill(title);
  await dialog(page).getByRole('button', { name: 'Fertig' }).click();
}

test('undoes and redoes 20 steps, a typed word as one step, across the autosave', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(page, '/sports/ball-sports/handball');
  await startEditing(page);
  const original = (await heading(page).textContent())!;
  const undo = bar(page).getByRole('button', { name: 'Rückgängig' });
  const redo = bar(page).getByRole('button', { name: 'Wiederholen' });
  await expect(undo).toBeDisabled();

  for (let step = 1; step <= 20; step += 1) await setTitle(page, `Schritt ${step}`);
  await expect(heading(page)).toHaveText('Schritt 20');
  for (let step = 19; step >= 1; step -= 1) {
    await undo.click();
    await expect(heading(page)).toHaveText(`Schritt ${step}`);
  }
  await undo.click();
  await expect(heading(page)).toHaveText(original);
  await expect(undo).toBeDisabled();
  await expect(bar(page).getByRole('button', { name: 'Änderungen speichern' })).toBeDisabled();

  // Redo by the keys, outside any text field: Ctrl+Shift+Z and Ctrl+Y.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  for (let step = 1; step <= 10; step += 1) await page.keyboard.press('Control+Shift+Z');
  await expect(heading(page)).toHaveText('Schritt 10');
  for (let step = 11; step <= 20; step += 1) await page.keyboard.press('Control+Y');
  await expect(heading(page)).toHaveText('Schritt 20');
  await expect(redo).toBeDisabled();

  // Twenty keystrokes in one field are one step; the autosave keeps the steps.
  await page.getByRole('button', { name: 'Standard-Banner bearbeiten' }).click();
  const title = dialog(page).getByRole('textbox', { name: /^Titel/ });
  const autosaved = page.waitForResponse((r) => r.url().endsWith('/draft') && r.request().method() === 'PUT');
  await title.selectText();
  await title.pressSequentially('Handball in Grünwald');
  await dialog(page).getByRole('button', { name: 'Fertig' }).click();
  await expect(heading(page)).toHaveText('Handball in Grünwald');
  await autosaved;
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Control+Z');
  await expect(heading(page)).toHaveText('Schritt 20');
  await page.keyboard.press('Control+Shift+Z');
  await expect(heading(page)).toHaveText('Handball in Grünwald');
});
