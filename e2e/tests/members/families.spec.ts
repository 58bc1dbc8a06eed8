import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../../support/fixtures';
import { decidedContext } from '../editor/support';
import { logIn, pickCourse } from '../training/dates';

// Issue 21 item 4: a guardian adds a child, books and pays a course for the child; the coach
// sees the child among the participants, ticks it and exports the attendance with its row.
const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';
const swimming = '/sports/water-sports/swimming';
const nextYear = String(new Date().getFullYear() + 1);
/** A birth date eight years ago (a child by any rule). */
const birthDate = `${new Date().getFullYear() - 8}-05-01`;

async function logInAsMember(page: Page) {
  await page.goto('/members');
  await expect(page).toHaveURL(/\/api\/login\?clientId=demo/);
  await page.getByLabel('E-Mail-Adresse').fill('member@demo.club');
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/members$/);
}

/** Opens the join modal of the course block whose dialog names `course`. */
async function openJoin(page: Page, course: string) {
  await page.goto(swimming);
  await waitForHydration(page);
  const buttons = page.getByRole('button', { name: 'Kurs buchen' });
  const count = await buttons.count();
  for (let index = 0; index < count; index++) {
    await buttons.nth(index).click();
    const dialog = page.getByRole('dialog');
    if ((await dialog.textContent())?.includes(course)) return dialog;
    await dialog.getByRole('button', { name: /Schließen/ }).click();
  }
  throw new Error(`no join button for ${course}`);
}

test.describe.configure({ mode: 'serial' });

test('a guardian books a course for a child; the coach ticks the child and the CSV has its row', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsMember(page);

  // The member adds a child in "associated profiles".
  await page.goto('/members#associatedProfiles');
  await page.getByRole('link', { name: 'Verknüpfte Profile' }).click();
  const addForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Kind hinzufügen' }) });
  await addForm.getByLabel('Vorname').fill('Mia');
  await addForm.getByLabel('Nachname').fill('Wagner');
  await addForm.getByLabel('Geburtsdatum').fill(birthDate);
  await addForm.getByRole('button', { name: 'Kind hinzufügen' }).click();
  await expect(page.getByRole('status')).toHaveText('Mia Wagner wurde hinzugefügt.');
  await expect(page.getByRole('listitem').filter({ hasText: 'Mia Wagner' }).first()).toContainText('Noch keine Kurse.');

  // ... books the children's swimming course for her and pays with the sandbox card.
  const dialog = await openJoin(page, 'Schwimmen Kinder');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  const who = dialog.getByRole('group', { name: 'Wer nimmt teil?' });
  await expect(who.getByRole('radio', { name: /^Ich selbst/ })).toBeChecked();
  await who.getByRole('radio', { name: 'Mia Wagner' }).check();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`families-join-de-${width}.png`) });
  }
  await dialog.getByRole('button', { name: 'Weiter zur Kartenzahlung' }).click();
  await page.getByLabel('Kartennummer').fill('4200 0000 0000 0000');
  await page.getByLabel('Karteninhaber/in').fill('Lena Wagner');
  await page.getByLabel('Ablaufmonat (MM)').fill('12');
  await page.getByLabel('Ablaufjahr (JJJJ)').fill(nextYear);
  await page.getByLabel('Prüfnummer (CVV)').fill('123');
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(page.getByRole('heading', { name: 'Du bist dabei!' })).toBeVisible();

  // The guardian sees the child's course with its next date, in the tab and in My Courses.
  await page.goto('/members#associatedProfiles');
  await expect(page.getByRole('list', { name: 'Kurse von Mia' })).toContainText('Schwimmen Kinder');
  await expect(page.getByRole('list', { name: 'Kurse von Mia' })).toContainText('Nächster Termin');
  await page.goto('/members#myCourses');
  await expect(page.getByRole('row', { name: /Schwimmen Kinder \(für Mia Wagner\)/ })).toBeVisible();

  // Screens: the associated profiles tab at 375 and 1440 px, German and English.
  for (const lang of ['de', 'en']) {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // The spec's language rule: ?lang= chooses (and stores) the language.
      await page.goto(`/members?lang=${lang}#associatedProfiles`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: lang === 'de' ? 'Kinder' : 'Children' })).toBeVisible();
      await expect(page.getByRole('list', { name: lang === 'de' ? 'Kurse von Mia' : 'Courses of Mia' })).toContainText(
        'Schwimmen Kinder',
      );
      await page.screenshot({ path: test.info().outputPath(`families-${lang}-${width}.png`), fullPage: true });
    }
  }

  // The coach of the course opens a date's participants: the child, marked, with her guardian.
  const coachContext = await decidedContext(browser);
  const coach = await coachContext.newPage();
  await coach.setViewportSize({ width: 1440, height: 900 });
  await logIn(coach, '/training', 'coach@demo.club');
  await pickCourse(coach, 'Wassersport', 'Schwimmen Kinder');
  await coach
    .getByRole('button', { name: /^16:30/ })
    .first()
    .click();
  await coach.getByRole('dialog', { name: 'Schwimmen Kinder' }).getByRole('button', { name: 'Teilnehmende' }).click();
  const list = coach.getByRole('dialog', { name: /^Teilnehmende/ });
  const mia = list.getByRole('checkbox', { name: /Mia Wagner/ });
  await expect(list.getByText('Kind · Erziehungsberechtigte: Lena Wagner')).toBeVisible();
  // The tick is saved first and then shown (a controlled box): click, then wait for it.
  await mia.click();
  await expect(mia).toBeChecked();
  await expect(list).toContainText(/1 von \d+ anwesend/);
  await coach.screenshot({ path: test.info().outputPath('families-coach-de-1440.png') });
  await list.getByRole('button', { name: 'Fertig' }).first().click();

  // The attendance CSV has the child's row (present: ja, guardian named).
  const download = coach.waitForEvent('download');
  await coach.getByRole('button', { name: 'Anwesenheit exportieren (CSV)' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  // Columns: … Teilnehmer/in; E-Mail (none for a child); Zusage (not answered); Anwesend; Erziehungsberechtigte.
  expect(csv).toMatch(/;Mia Wagner;;;ja;Lena Wagner\r\n/);
  await coachContext.close();
});
