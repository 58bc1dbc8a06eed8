import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { bar, closeInfo, loginAsAdmin, startEditing } from './support';

const dialog = (page: Page) => page.getByRole('dialog');

/** Adds a template of the type (by its German name) as the page's last block. */
async function addTemplate(page: Page, name: string) {
  await page.getByRole('button', { name: '+ Vorlage hier einfügen' }).last().click();
  await dialog(page).getByRole('radio', { name, exact: true }).check();
  await dialog(page).getByRole('button', { name: 'Vorlage einfügen' }).click();
}

// Issue 34, item 7: a picture needs an alt text or the "decorative" mark before the page saves;
// a vague link text ("hier") gets a hint after the save, which does not stop it.
test.describe('accessibility in the editor', () => {
  test('a new picture asks for its alt text, saves once decorative, and a "hier" link gets its hint', async ({
    page,
  }) => {
    await loginAsAdmin(page, '/sports/ball-sports/football');
    await startEditing(page);
    await bar(page).getByRole('checkbox', { name: 'Vorlagen hinzufügen zeigen' }).check();

    await addTemplate(page, 'Fotogalerie');
    await dialog(page).getByRole('button', { name: 'Bild auswählen' }).click();
    const library = page.getByRole('dialog', { name: 'Bildarchiv' });
    await library
      .getByRole('list', { name: 'Bilder' })
      .getByRole('button', { name: /verwenden$/ })
      .first()
      .click();
    await expect(dialog(page).getByRole('textbox', { name: /^Bild/ })).not.toHaveValue('');

    // Told next to the field.
    const alt = dialog(page).getByRole('textbox', { name: 'Alternativtext des Bildes' });
    const message = 'Bitte das Bild in wenigen Worten beschreiben (Alternativtext) oder als dekorativ markieren.';
    await expect(alt).toHaveAttribute('aria-invalid', 'true');
    await expect(alt).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[()]/g, '\\$&')}`));
    await expect(dialog(page).getByRole('alert').filter({ hasText: message })).toBeVisible();

    // Marked decorative: the message goes, the text box is off.
    await dialog(page).getByRole('checkbox', { name: 'Dekoratives Bild (kein Alternativtext)' }).check();
    await expect(dialog(page).getByText(message)).toHaveCount(0);
    await expect(alt).toBeDisabled();
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();

    // A grey banner whose button says only "hier".
    await addTemplate(page, 'Grauer Banner');
    await dialog(page)
      .getByRole('textbox', { name: /^Titel/ })
      .fill('Probetraining');
    await dialog(page)
      .getByRole('textbox', { name: /^Button-Text/ })
      .fill('hier');
    await dialog(page)
      .getByRole('textbox', { name: /^Button-Link/ })
      .fill('/contact-us');
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();

    await bar(page).getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();
    await closeInfo(page);

    // The live region announces the count only; the list with its buttons is a region beside it.
    await expect(
      bar(page)
        .getByRole('status')
        .filter({ hasText: /^Hinweise zur Barrierefreiheit/ }),
    ).toHaveText(/^Hinweise zur Barrierefreiheit \(\d+\)$/);
    const hints = bar(page).getByRole('region', { name: /^Hinweise zur Barrierefreiheit/ });
    await expect(hints.getByRole('heading')).toHaveText(/^Hinweise zur Barrierefreiheit \(\d+\)$/);
    await expect(
      hints
        .getByRole('listitem')
        .filter({ hasText: 'Der Link „hier“ sagt allein nicht, wohin er führt. Nenne das Ziel' }),
    ).toBeVisible();
    // Keyboard: the hint's button opens the block it names.
    const go = hints.getByRole('button', { name: /^Zum Baustein Grauer Banner/ });
    await go.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByRole('textbox', { name: /^Button-Text/ })).toHaveValue('hier');
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();

    // The site shows the editor's alt texts: the demo's sponsor logos carry theirs.
    await page.goto('/');
    await expect(page.locator('img[alt="Logo von Sponsor 1"]').first()).toBeAttached();
  });
});
