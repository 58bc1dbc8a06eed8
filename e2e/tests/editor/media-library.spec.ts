import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { bar, closeInfo, decidedContext, loginAsAdmin, pngOf, startEditing } from './support';

const path = '/sports/water-sports/aqua-fitness';
const dialog = (page: Page) => page.getByRole('dialog').last();
const picker = (page: Page) => page.getByRole('dialog', { name: 'Bildarchiv' });

async function saveChanges(page: Page): Promise<void> {
  await bar(page).getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();
  await closeInfo(page);
}

async function openPicker(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Standard-Banner bearbeiten' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bild auswählen' }).click();
  await expect(picker(page)).toBeVisible();
}

// Issue 25 item 7: the media library - labels on upload, rename, focal point, delete.
test.describe.serial('the media library', () => {
  test('labels and names an upload, moves its focal point into the visitor’s HTML, refuses to delete it while shown and deletes an unused one', async ({
    page,
    request,
  }) => {
    // A long journey (two uploads, an edit, a save, the visitor's HTML, two deletions): 1.1-1.6 min
    // on a loaded 2-core machine, as long as the course journeys that have the same budget.
    test.setTimeout(150_000);
    await loginAsAdmin(page, path);
    await startEditing(page);
    await openPicker(page);
    const library = picker(page);
    // Labels typed for the upload, with an empty search box.
    await library.getByRole('textbox', { name: 'Stichwörter für neue Bilder' }).fill('Aquafitness, Becken');
    await library
      .getByLabel('Neues Bild hochladen')
      .setInputFiles({ name: 'becken-morgens.png', mimeType: 'image/png', buffer: await pngOf(page) });
    await expect(library.getByRole('button', { name: 'Bild becken morgens verwenden' })).toBeVisible();
    await library.getByRole('searchbox', { name: 'Nach Stichwort suchen' }).fill('becken');
    await expect(library.getByRole('list', { name: 'Bilder' }).getByRole('button', { name: /verwenden$/ })).toHaveCount(
      1,
    );

    // Rename, and the focal point by a click on the picture (20 % from the left, 80 % from the top).
    await library.getByRole('button', { name: 'Bild becken morgens bearbeiten' }).click();
    await library.getByRole('textbox', { name: 'Name' }).fill('Aquafitness Becken');
    const focus = library.getByRole('button', { name: /^Bildmittelpunkt/ });
    const picture = focus.locator('img');
    const box = (await picture.boundingBox())!;
    await picture.click({ position: { x: box.width * 0.2, y: box.height * 0.8 } });
    await expect(focus).toHaveAccessibleName(/ (19|20|21) % von links, (79|80|81) % von oben/);
    await focus.press('ArrowRight');
    await expect(focus).toHaveAccessibleName(/ (24|25|26) % von links, (79|80|81) % von oben/);
    const [, x, y] = /(\d+) % von links, (\d+) % von oben/.exec((await focus.getAttribute('aria-label'))!)!;
    await library.getByRole('button', { name: 'Bild speichern' }).click();
    await expect(library.getByRole('status')).toHaveText('Gespeichert.');
    await library.getByRole('button', { name: 'Zurück zu allen Bildern' }).click();
    await library.getByRole('button', { name: 'Bild Aquafitness Becken verwenden' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: /^Bild/ })).toHaveValue(/original\.png$/);
    // Another picture empties the old one's alt text: the editor asks for the new picture's.
    const alt = page.getByRole('dialog').getByRole('textbox', { name: 'Alternativtext des Bildes' });
    await expect(alt).toHaveValue('');
    await alt.fill('Das Becken am Morgen');
    await page.getByRole('dialog').getByRole('button', { name: 'Fertig' }).click();
    await saveChanges(page);

    // The visitor's server-rendered HTML crops the banner around that point.
    const html = await (await request.get(path)).text();
    const banner = /<img[^>]*class="common-banner__picture"[^>]*>/.exec(html)?.[0] ?? '';
    expect(banner).toContain(`object-position:${x}% ${y}%`);

    // Shown on the page: the library refuses to delete it and names the page.
    await openPicker(page);
    await picker(page).getByRole('button', { name: 'Bild Aquafitness Becken bearbeiten' }).click();
    await picker(page).getByRole('button', { name: 'Bild löschen' }).click();
    await picker(page).getByRole('alertdialog').getByRole('button', { name: 'Ja, Bild löschen' }).click();
    await expect(picker(page).getByRole('alert')).toHaveText(
      "Dieses Bild wird noch hier gezeigt: 'Aquafitness'. Bitte dort zuerst ein anderes Bild wählen.",
    );
    await picker(page).getByRole('button', { name: 'Zurück zu allen Bildern' }).click();
    await expect(picker(page).getByRole('button', { name: 'Bild Aquafitness Becken verwenden' })).toBeVisible();

    // An unused picture goes.
    await picker(page)
      .getByLabel('Neues Bild hochladen')
      .setInputFiles({ name: 'fehlgriff.png', mimeType: 'image/png', buffer: await pngOf(page) });
    await picker(page).getByRole('button', { name: 'Bild fehlgriff bearbeiten' }).click();
    // Deleting asks first (issue 34); "Abbrechen" keeps the picture.
    await picker(page).getByRole('button', { name: 'Bild löschen' }).click();
    const confirm = picker(page).getByRole('alertdialog', { name: 'Bild löschen' });
    await expect(confirm).toContainText('Das Bild „fehlgriff“ endgültig löschen?');
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(confirm).toHaveCount(0);
    await picker(page).getByRole('button', { name: 'Bild löschen' }).click();
    await confirm.getByRole('button', { name: 'Ja, Bild löschen' }).click();
    await expect(picker(page).getByRole('list', { name: 'Bilder' })).toBeVisible();
    await expect(picker(page).getByRole('button', { name: 'Bild fehlgriff verwenden' })).toHaveCount(0);
    await picker(page).getByRole('searchbox', { name: 'Nach Stichwort suchen' }).fill('fehlgriff');
    await expect(picker(page).getByText('Keine Bilder gefunden.')).toBeVisible();
  });

  test('asks per field where two administrators changed the same one, and merges the rest', async ({
    page,
    browser,
  }) => {
    await loginAsAdmin(page, path);
    const otherContext = await decidedContext(browser);
    const other = await otherContext.newPage();
    await loginAsAdmin(other, path);
    await startEditing(page);
    await startEditing(other);

    await page.getByRole('button', { name: 'Standard-Banner bearbeiten' }).click();
    await dialog(page)
      .getByRole('textbox', { name: /^Titel/ })
      .fill('Aquafitness am Morgen');
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    await saveChanges(page);

    await other.getByRole('button', { name: 'Standard-Banner bearbeiten' }).click();
    await dialog(other)
      .getByRole('textbox', { name: /^Titel/ })
      .fill('Aquafitness am Abend');
    await dialog(other).getByRole('textbox', { name: /^Text/ }).fill('Jetzt auch mittwochs im Lehrschwimmbecken.');
    await dialog(other).getByRole('button', { name: 'Fertig' }).click();
    await bar(other).getByRole('button', { name: 'Änderungen speichern' }).click();
    const conflict = dialog(other);
    const title = conflict.getByRole('group', { name: 'Standard-Banner · Titel' });
    await expect(title.getByRole('radio', { name: /^Meine: .?Aquafitness am Abend.?$/ })).toBeChecked();
    // Only the field both changed is asked about; the text is mine alone and is not.
    await expect(conflict.getByRole('group')).toHaveCount(1);
    await title.getByRole('radio', { name: /^Gespeicherte: .?Aquafitness am Morgen.?$/ }).check();
    await conflict.getByRole('button', { name: 'Meine Änderungen behalten' }).click();
    await expect(other.getByRole('heading', { name: 'Aquafitness am Morgen' })).toBeVisible();
    await saveChanges(other);
    await otherContext.close();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Aquafitness am Morgen' })).toBeVisible();
    await expect(page.getByText('Jetzt auch mittwochs im Lehrschwimmbecken.')).toBeVisible();
  });
});
