import { expect, test } from '../../support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { addDays, berlinToday, logIn, mondayOf, pickCourse } from './dates';

async function fillClass(dialog: Locator, values: { date: string; hour: string; minute: string }) {
  await dialog.getByLabel('Datum').fill(values.date);
  await dialog.getByLabel('Stunde').selectOption(values.hour);
  await dialog.getByLabel('Minute', { exact: true }).selectOption(values.minute);
  await dialog.getByLabel('Dauer').selectOption('60');
  await dialog.getByLabel('Trainer 1').fill('Eva Probe');
  await dialog.getByLabel('Ort').fill('Schulturnhalle');
}

/** The Saturday classes of the week shown, once the week has loaded. */
async function saturdayCards(page: Page): Promise<Locator> {
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  return page.getByRole('table').getByRole('button', { name: /^(08|10):00/ });
}

test.describe('class editing for coaches', () => {
  test('a coach adds a custom weekly class, is refused an overlap, moves one date and deletes the series', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, '/training', 'coach@demo.club');
    await pickCourse(page, 'Ballsport', 'Basketball');
    const next = page.getByRole('button', { name: 'Nächste Woche' });
    const previous = page.getByRole('button', { name: 'Vorige Woche' });
    await next.click();
    await next.click();
    const saturday = addDays(mondayOf(berlinToday()), 14 + 5);

    // Add: every week on Saturday at 08:00, three times (custom recurrence).
    await page.getByRole('button', { name: 'Training hinzufügen' }).click();
    const add = page.getByRole('dialog', { name: 'Training hinzufügen' });
    await fillClass(add, { date: saturday, hour: '08', minute: '00' });
    await add.getByLabel('Wiederholen', { exact: true }).selectOption('CUSTOM');
    const custom = page.getByRole('dialog', { name: 'Benutzerdefinierte Wiederholung' });
    await custom.getByLabel('Wiederholen alle').selectOption('1');
    await custom.getByLabel('Einheit').selectOption('WEEKLY');
    await expect(custom.getByRole('checkbox', { name: 'Sa' })).toBeChecked();
    await custom.getByRole('radio', { name: 'Nach' }).check();
    await custom.getByLabel('Anzahl der Termine').selectOption('3');
    await custom.getByRole('button', { name: 'Fertig' }).click();
    await expect(add.getByLabel('Trainer 1')).toHaveValue('Eva Probe');
    await add.getByRole('button', { name: 'Speichern' }).click();
    await expect(add).toBeHidden();
    await expect(await saturdayCards(page)).toHaveCount(1);
    await next.click();
    await expect(await saturdayCards(page)).toHaveCount(1);
    await next.click();
    await expect(await saturdayCards(page)).toHaveCount(1);
    await next.click();
    await expect(await saturdayCards(page)).toHaveCount(0);
    await previous.click();
    await previous.click();

    // Overlap: 08:30 on a Saturday of the series is refused with the spec's text, the form keeps its values.
    await page.getByRole('button', { name: 'Training hinzufügen' }).click();
    const clash = page.getByRole('dialog', { name: 'Training hinzufügen' });
    await fillClass(clash, { date: addDays(saturday, 7), hour: '08', minute: '30' });
    await clash.getByRole('button', { name: 'Speichern' }).click();
    await expect(clash.getByRole('alert')).toHaveText('Die Kurse überschneiden sich');
    await expect(clash.getByLabel('Stunde')).toHaveValue('08');
    await clash.getByRole('button', { name: 'Abbrechen' }).click();

    // Move only this week's date to 10:00.
    await (await saturdayCards(page)).first().click();
    await page.getByRole('dialog', { name: 'Basketball' }).getByRole('button', { name: 'Training bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Training bearbeiten' });
    await expect(edit.getByRole('radio', { name: 'Nur diesen Termin' })).toBeChecked();
    await edit.getByLabel('Stunde').selectOption('10');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await expect(edit).toBeHidden();
    await expect(await saturdayCards(page)).toHaveText([/^10:00.*Verlegt/]);
    await previous.click();
    await expect(await saturdayCards(page)).toHaveText([/^08:00/]);
    await next.click();
    await next.click();
    await expect(await saturdayCards(page)).toHaveText([/^08:00/]);

    // Delete the whole series: every date goes, the moved one too.
    await (await saturdayCards(page)).first().click();
    await page.getByRole('dialog', { name: 'Basketball' }).getByRole('button', { name: 'Training bearbeiten' }).click();
    const remove = page.getByRole('dialog', { name: 'Training bearbeiten' });
    await remove.getByRole('radio', { name: 'Alle Termine' }).check();
    await remove.getByRole('button', { name: 'Löschen' }).click();
    // Delete asks first, naming how many dates go (issue 21).
    const confirm = page.getByRole('dialog', { name: '3 Termine löschen?' });
    await confirm.getByRole('button', { name: '3 Termine löschen' }).click();
    await expect(confirm).toBeHidden();
    await expect(remove).toBeHidden();
    await expect(await saturdayCards(page)).toHaveCount(0);
    await previous.click();
    await expect(await saturdayCards(page)).toHaveCount(0);
    await previous.click();
    await expect(await saturdayCards(page)).toHaveCount(0);
    // The course's own classes are untouched.
    await expect(page.getByRole('table').getByRole('button', { name: /18:30/ })).toHaveCount(2);
  });

  test('the class form shows the rule messages and keeps what was typed', async ({ page }) => {
    await logIn(page, '/training', 'coach@demo.club');
    await pickCourse(page, 'Fitness', 'Functional Training');
    await page.getByRole('button', { name: 'Training hinzufügen' }).click();
    const add = page.getByRole('dialog', { name: 'Training hinzufügen' });
    await add.getByLabel('Dauer').selectOption('');
    await add.getByLabel('Trainer 1').fill('x'.repeat(41));
    await add.getByRole('button', { name: 'Speichern' }).click();
    await expect(add).toContainText('Dauer ist erforderlich. Bitte wähle eine aus der Liste.');
    await expect(add).toContainText('Ein Trainername darf höchstens 40 Zeichen haben.');
    await expect(add).toContainText('Dieses Feld ist ein Pflichtfeld');
    await expect(add.getByLabel('Trainer 1')).toHaveValue('x'.repeat(41));
  });
});
