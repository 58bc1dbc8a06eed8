import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../../support/fixtures';
import { bar, closeInfo, decidedContext, loginAsAdmin, startEditing } from '../editor/support';
import { addDays, berlinToday, logIn, mondayOf, pickCourse } from './dates';

const dialog = (page: Page) => page.getByRole('dialog');
/** goto for pages of contexts made here (the fixture's page waits for hydration by itself). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}
/** "Mo., 07.12.2026" as the course page writes a date in German. */
const germanDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('de-DE', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Picks an option of the editor's searchable dropdown by typing it. */
async function choose(page: Page, label: RegExp, option: string) {
  const box = dialog(page).getByRole('combobox', { name: label });
  await box.fill(option);
  await dialog(page).getByRole('option', { name: option }).click();
}

// Issue 21 "one course, one truth": a COURSE template's fields make the course's classes and
// category; the course page lists the calendar's next dates, so a coach's change shows there.
test.describe('a course made in the editor', () => {
  test('appears on /training with its classes and on its page with its next dates; a moved date shows on the page', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const firstMonday = addDays(mondayOf(berlinToday()), 7);
    const firstThursday = addDays(firstMonday, 3);

    // The administrator adds a COURSE block to the culture page: Fitness, Mondays and Thursdays 17:15.
    await loginAsAdmin(page, '/culture');
    await startEditing(page);
    await bar(page).getByRole('checkbox', { name: 'Vorlagen hinzufügen zeigen' }).check();
    await page.getByRole('button', { name: '+ Vorlage hier einfügen' }).last().click();
    await dialog(page).getByRole('radio', { name: 'Kurs' }).check();
    await dialog(page).getByRole('button', { name: 'Vorlage einfügen' }).click();
    await choose(page, /^Sportkategorie/, 'Fitness');
    await dialog(page)
      .getByRole('textbox', { name: /^Datum/ })
      .fill(firstMonday);
    await dialog(page)
      .getByRole('textbox', { name: /^Uhrzeit/ })
      .fill('17:15');
    await dialog(page)
      .getByRole('spinbutton', { name: /^Dauer/ })
      .fill('45');
    await dialog(page)
      .getByRole('checkbox', { name: /^Montag/ })
      .check();
    await dialog(page)
      .getByRole('checkbox', { name: /^Donnerstag/ })
      .check();
    await choose(page, /^Wiederholung/, 'Wöchentlich');
    await dialog(page)
      .getByRole('spinbutton', { name: /^Wiederholen alle/ })
      .fill('1');
    await dialog(page)
      .getByRole('textbox', { name: /^Enddatum/ })
      .fill(addDays(firstMonday, 55));
    await dialog(page).getByRole('textbox', { name: /^Ort/ }).fill('Vereinsheim');
    await dialog(page)
      .getByRole('textbox', { name: /^Preis/ })
      .fill('59,00');
    // The trainer entry is folded; open it.
    await dialog(page).getByRole('button', { name: '2. (leer)' }).click();
    await dialog(page).getByRole('textbox', { name: /^Name/ }).fill('Jonas Berger');
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    await bar(page).getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();
    await closeInfo(page);

    // A visitor sees the calendar's next dates on the page.
    const visitor = await decidedContext(browser);
    const guest = await visitor.newPage();
    await open(guest, '/culture');
    const dates = guest.getByRole('region', { name: 'Kultur' }).getByRole('listitem');
    await expect(dates.first()).toContainText(`${germanDay(firstMonday)}, 17:15–18:00`);
    await expect(dates.nth(1)).toContainText(`${germanDay(firstThursday)}, 17:15–18:00`);
    await expect(dates.first()).toContainText('Vereinsheim');

    // The course is on /training under Fitness with those classes.
    await open(guest, `/training?week=${firstMonday}`);
    await pickCourse(guest, 'Fitness', 'Kultur');
    await expect(guest.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    await expect(guest.getByRole('table').getByRole('button', { name: /^17:15/ })).toHaveCount(2);
    await expect(guest).toHaveURL(/eventsGroupId=/);
    const trainingUrl = guest.url();

    // The coach moves the Monday date to 19:00; the page shows it.
    const coach = await decidedContext(browser);
    const coachPage = await coach.newPage();
    await coachPage.setViewportSize({ width: 1440, height: 900 });
    await logIn(coachPage, '/training', 'coach@demo.club');
    // The same course and week the visitor looked at (the login comes back without the week).
    await open(coachPage, trainingUrl);
    await expect(coachPage.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    await expect(coachPage.getByRole('table').getByRole('button', { name: /^17:15/ })).toHaveCount(2);
    await coachPage
      .getByRole('table')
      .getByRole('button', { name: /^17:15/ })
      .first()
      .click();
    await coachPage
      .getByRole('dialog', { name: 'Kultur' })
      .getByRole('button', { name: 'Training bearbeiten' })
      .click();
    const edit = coachPage.getByRole('dialog', { name: 'Training bearbeiten' });
    await expect(edit.getByRole('radio', { name: 'Nur diesen Termin' })).toBeChecked();
    await edit.getByLabel('Stunde').selectOption('19');
    await edit.getByLabel('Minute', { exact: true }).selectOption('00');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await expect(edit).toBeHidden();
    await expect(coachPage.getByRole('status')).toContainText('gespeichert');

    await open(guest, '/culture');
    await expect(dates.first()).toContainText(`${germanDay(firstMonday)}, 19:00–19:45`);
    await expect(dates.nth(1)).toContainText(`${germanDay(firstThursday)}, 17:15–18:00`);

    // Screens looked at: 375 and 1440 px, German and English (a fresh visitor per language).
    for (const lang of ['de', 'en']) {
      const reader = await decidedContext(browser);
      await reader.addCookies([{ name: 'language', value: lang, domain: 'localhost', path: '/' }]);
      const view = await reader.newPage();
      for (const width of [375, 1440]) {
        await view.setViewportSize({ width, height: 900 });
        await open(view, '/culture');
        // The block is named after the page: Kultur / Culture.
        const block = view.getByRole('region', { name: /^(Kultur|Culture)$/ });
        await expect(block.getByRole('listitem').first()).toContainText('19:00');
        await view.screenshot({ path: test.info().outputPath(`course-page-${lang}-${width}.png`), fullPage: true });
        await open(view, trainingUrl);
        // The moved Monday at 19:00, not a cached week from before the move (on a phone only the
        // first day's panel is open, so the Thursday is checked in the grid).
        await expect(view.getByRole('button', { name: /19:00/ }).first()).toBeAttached();
        if (width > 767) await expect(view.getByRole('button', { name: /17:15/ }).first()).toBeAttached();
        await view.screenshot({ path: test.info().outputPath(`training-${lang}-${width}.png`), fullPage: true });
      }
      await reader.close();
    }
    await visitor.close();
    await coach.close();
  });

  test('the coach ticks who came on a phone, and edit controls stay hidden there', async ({ browser }) => {
    const phone = await decidedContext(browser);
    const page = await phone.newPage();
    // Logged in at desktop width (the LOGIN link sits in the folded menu on a phone), then a phone.
    await logIn(page, '/training', 'coach@demo.club');
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/training');
    await pickCourse(page, 'Gesundheitskurse', 'Schwimmkurs für Erwachsene');
    await expect(page.getByRole('button', { name: 'Training hinzufügen' })).toBeHidden();
    const day = page.getByRole('button', { name: /^Mittwoch/ }).first();
    if (await day.isVisible()) await day.click();
    await page
      .getByRole('button', { name: /^18:30/ })
      .first()
      .click();
    const info = page.getByRole('dialog', { name: 'Schwimmkurs für Erwachsene' });
    await expect(info.getByRole('button', { name: 'Training bearbeiten' })).toBeHidden();
    await info.getByRole('button', { name: 'Teilnehmende' }).click();
    const list = page.getByRole('dialog', { name: /^Teilnehmende/ });
    await expect(list).toContainText(/\d+ von \d+ anwesend/);
    await phone.close();
  });
});
