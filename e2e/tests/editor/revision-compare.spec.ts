import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { createPage } from '../../support/own-page';
import { bar, closeInfo, loginAsAdmin, startEditing } from './support';

// Issue 34, item 6: the history shows a chosen revision rendered by the site next to today's
// page, the blocks that differ marked in words, and restores it as before. A page of its own
// under Fitness, so no other editor spec saves it.

const dialog = (page: Page) => page.getByRole('dialog');
const moves = (page: Page, name: string) => page.getByRole('group', { name: `${name} verschieben` });

/** One side's block by its name, with its marks in words. */
const blockOn = (side: Locator, name: string) =>
  side.getByRole('listitem').filter({ has: side.page().getByText(name, { exact: true }) });

async function save(page: Page) {
  await bar(page).getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();
  await closeInfo(page);
}

async function openHistory(page: Page, configuration: string, history: string) {
  await bar(page)
    .getByRole('button', { name: new RegExp(configuration) })
    .click();
  await page.getByRole('menuitem', { name: history }).click();
}

test('a revision compared visually: both renderings side by side, the changed blocks marked, restored', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const path = await createPage(request, 'Fassungen');
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(page, path);
  await startEditing(page);

  // Two saves: the banner's title, then the accordion's title and the grey banner moved up twice.
  await page.getByRole('button', { name: 'Standard-Banner bearbeiten' }).click();
  await dialog(page)
    .getByRole('textbox', { name: /^Titel/ })
    .fill('Fassungen im Sommer');
  await dialog(page).getByRole('button', { name: 'Fertig' }).click();
  await save(page);
  await page.getByRole('button', { name: 'Akkordeon bearbeiten' }).click();
  await dialog(page)
    .getByRole('textbox', { name: /^Titel/ })
    .fill('Was kostet es im Winter?');
  await dialog(page).getByRole('button', { name: 'Fertig' }).click();
  await moves(page, 'Grauer Banner').getByRole('button', { name: 'Block nach oben' }).click();
  await moves(page, 'Grauer Banner').getByRole('button', { name: 'Block nach oben' }).click();
  await save(page);

  await openHistory(page, 'Inhaltskonfiguration', 'Verlauf');
  const history = dialog(page);
  // The newest version is today's page: nothing to compare it with.
  await expect(history.getByRole('button', { name: 'Version 3 mit heute vergleichen' })).toHaveCount(0);
  // Keyboard: the compare button is reached and pressed like any button.
  await history.getByRole('button', { name: 'Version 1 mit heute vergleichen' }).focus();
  await page.keyboard.press('Enter');
  const comparison = history.getByRole('region', { name: 'Version 1 und heute im Vergleich' });
  await expect(comparison).toBeVisible();
  // The focus moves to the comparison's introduction, which says what is marked.
  await expect(
    comparison.getByText(/^Version 1, gespeichert am .+ von .+, und die Seite, wie sie heute/),
  ).toBeFocused();

  const revision = comparison.getByRole('list').first();
  const today = comparison.getByRole('list').last();
  await expect(comparison.getByRole('heading', { name: /^Version 1 vom / })).toBeVisible();
  await expect(comparison.getByRole('heading', { name: 'Heute (Version 3)' })).toBeVisible();
  // Both sides rendered by the site's own blocks (headings and texts as a visitor sees them).
  await expect(revision.locator('.editor-revision__render h1')).toHaveText('Fassungen');
  await expect(today.locator('.editor-revision__render h1')).toHaveText('Fassungen im Sommer');
  await expect(today.locator('.editor-revision__render')).toHaveCount(4);
  await expect(today.locator('.editor-revision__render').getByText('Was kostet es im Winter?')).toBeVisible();
  // The differing blocks are marked in words, on both sides; the untouched one is not.
  await expect(blockOn(today, 'Standard-Banner')).toContainText('Geändert: Titel');
  await expect(blockOn(revision, 'Standard-Banner')).toContainText('Geändert: Titel');
  await expect(blockOn(today, 'Akkordeon')).toContainText('Geändert: Titel');
  await expect(blockOn(today, 'Grauer Banner')).toContainText('Verschoben');
  await expect(blockOn(today, 'Akkordeon')).not.toContainText('Verschoben');
  await expect(blockOn(today, 'Textbereich')).not.toContainText(/Geändert|Verschoben|Neu seit/);
  // Screen readers get each block's text beside its name (the rendering itself is inert).
  await expect(blockOn(revision, 'Akkordeon')).toContainText('Was kostet es? · Zwei Probetrainings sind frei.');

  // Screens looked at: the comparison at 1440, 1200, 768 and 375 px, in German.
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
  for (const width of [1440, 1200, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(comparison).toBeVisible();
    // Side by side from 700 px, one above the other on a phone.
    const [left, right] = [(await revision.boundingBox())!, (await today.boundingBox())!];
    if (width >= 768) expect(right.x).toBeGreaterThan(left.x + left.width - 1);
    else expect(right.y).toBeGreaterThan(left.y + left.height - 1);
    await shot(`revision-compare-de-${width}`);
  }

  // The same in English, through the site's language switch (the edits went into the German copy:
  // English shows the order, which both languages share).
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click();
  const adminBar = page.getByRole('region', { name: 'Administration' });
  await expect(adminBar).toBeVisible();
  await adminBar.getByRole('button', { name: /Content configuration/ }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  await dialog(page).getByRole('button', { name: 'Compare version 1 with today' }).click();
  const english = dialog(page).getByRole('region', { name: 'Version 1 and today compared' });
  await expect(english.getByRole('heading', { name: 'Today (version 3)' })).toBeVisible();
  await expect(blockOn(english.getByRole('list').last(), 'Grey banner')).toContainText('Moved');
  for (const width of [1440, 1200, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(english).toBeVisible();
    await shot(`revision-compare-en-${width}`);
  }

  // Restoring stays as before: it asks, then version 1 is the published page again.
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog(page).getByRole('button', { name: 'Restore version 1' }).click();
  await dialog(page).getByRole('alertdialog').getByRole('button', { name: 'Yes, restore' }).click();
  await expect(page.getByRole('heading', { name: 'Fassungen', exact: true })).toBeVisible();
  await expect(page.getByText('Was kostet es?')).toBeVisible();
  expect(
    await page
      .locator('.block-slot')
      .evaluateAll((slots) => slots.map((slot) => (slot as HTMLElement).dataset.templateType)),
  ).toEqual(['COMMON_BANNER', 'TEXT_AREA', 'ACCORDION', 'GREY_BANNER']);
});
