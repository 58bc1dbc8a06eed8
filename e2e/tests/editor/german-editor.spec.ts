import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { createPage } from '../../support/own-page';
import { bar, closeInfo, loginAsAdmin, startEditing } from './support';

// Issue 34, defect 9: "Mesh Images", "initial" and field names in English in the German editor;
// no way to add a sport category for a new sport; the history's preview listed file paths.
const dialog = (page: Page) => page.getByRole('dialog');
/** English or technical words a German volunteer met in the editor. */
const english =
  /\b(Mesh Images|initial|picture|title|subtitle|category|place|eventsGroupId|Save|Cancel|Delete|Upload|Search|Load their version|This field)\b/;

/** What a person sees and hears in a part of the page: its text and its labels and hints. */
const wordsIn = (locator: Locator) =>
  locator.evaluate((root) => {
    const labels = Array.from(root.querySelectorAll('[aria-label], [placeholder], [title]')).flatMap((element) =>
      ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [(root as HTMLElement).innerText, ...labels].join('\n');
  });

test.describe('the German editor speaks German', () => {
  test('the admin bar, a block, the picture library and the history are in German, the comparison in words', async ({
    page,
    request,
  }) => {
    // A page of its own: the media library's spec saves Aquafitness at the same time (two workers
    // meet the editor's conflict dialog).
    await loginAsAdmin(page, await createPage(request, 'Sprachtest'));
    await startEditing(page);
    expect(await wordsIn(bar(page))).not.toMatch(english);

    await page.getByRole('button', { name: 'Standard-Banner bearbeiten' }).click();
    expect(await wordsIn(dialog(page))).not.toMatch(english);
    await dialog(page)
      .getByRole('textbox', { name: /^Titel/ })
      .fill('Sprachtest für alle');
    await dialog(page).getByRole('button', { name: 'Bild auswählen' }).first().click();
    const library = page.getByRole('dialog', { name: 'Bildarchiv' });
    await expect(library).toBeVisible();
    expect(await wordsIn(library)).not.toMatch(english);
    await library.getByRole('button', { name: 'Schließen' }).first().click();
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    await bar(page).getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();
    await closeInfo(page);

    await bar(page)
      .getByRole('button', { name: /Inhaltskonfiguration/ })
      .click();
    await page.getByRole('menuitem', { name: 'Verlauf' }).click();
    const history = dialog(page);
    // The page's first version, made in the editor (here through its API), named in German.
    await expect(history.getByText('Seite angelegt')).toBeVisible();
    // Version 1 beside today's page: the blocks by name with their texts, not the pictures' file paths.
    await history.getByRole('button', { name: 'Version 1 mit heute vergleichen' }).click();
    const comparison = history.getByRole('region', { name: 'Version 1 und heute im Vergleich' });
    await expect(comparison.getByRole('list').first()).toContainText('Standard-Banner');
    await expect(comparison).not.toContainText('/media');
    await expect(comparison.getByText(/^Version 1, gespeichert am .+ von .+, und die Seite/)).toBeVisible();
    await expect(comparison.getByText('Geändert: Titel').first()).toBeVisible();
    expect(await wordsIn(history)).not.toMatch(english);
  });

  test('the editor adds a sport category for a new sport, named in German and English', async ({ page }) => {
    // As in course-page.spec: the template chooser's "Kurs" within reach.
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAsAdmin(page, '/culture');
    await startEditing(page);
    await bar(page).getByRole('checkbox', { name: 'Vorlagen hinzufügen zeigen' }).check();
    await page.getByRole('button', { name: '+ Vorlage hier einfügen' }).last().click();
    await dialog(page).getByRole('radio', { name: 'Kurs' }).check();
    await dialog(page).getByRole('button', { name: 'Vorlage einfügen' }).click();
    expect(await wordsIn(dialog(page))).not.toMatch(english);

    await dialog(page).getByRole('button', { name: 'Neue Sportkategorie anlegen' }).click();
    const form = dialog(page).getByRole('group', { name: 'Neue Sportkategorie' });
    await form.getByRole('textbox', { name: 'Name auf Deutsch' }).fill('Klettern');
    await form.getByRole('button', { name: 'Kategorie anlegen' }).click();
    await expect(form.getByRole('alert')).toHaveText('Bitte gib den Namen auf Deutsch und auf Englisch ein.');
    await form.getByRole('textbox', { name: 'Name auf Englisch' }).fill('Climbing');
    await form.getByRole('button', { name: 'Kategorie anlegen' }).click();
    await expect(form).toHaveCount(0);
    await expect(dialog(page).getByRole('combobox', { name: /^Sportkategorie/ })).toHaveValue('Klettern');
    // The same name again: the server's refusal, in German.
    await dialog(page).getByRole('button', { name: 'Neue Sportkategorie anlegen' }).click();
    await form.getByRole('textbox', { name: 'Name auf Deutsch' }).fill('Klettern');
    await form.getByRole('textbox', { name: 'Name auf Englisch' }).fill('Climbing');
    await form.getByRole('button', { name: 'Kategorie anlegen' }).click();
    await expect(form.getByRole('alert')).toHaveText('Dieser Name ist in diesem Verein schon vergeben.');
  });
});
