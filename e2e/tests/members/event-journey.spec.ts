import { readFile } from 'node:fs/promises';
import { addEventBlock } from '../../support/event-block';
import { expect, personPage, test } from '../../support/fixtures';
import { ownClubSite } from '../../support/own-site';
import { logIn } from './course-support';

// Issue 35 item 3: a member signs up for an event on its page, finds it in "Meine Kurse", the
// organiser sees the sign-up with its answer and downloads the CSV, and the member cancels in
// "Meine Kurse". A site of its own (a fresh database: the event changes no other spec's page).
const own = ownClubSite(47);

test('a member signs up for an event, finds it in Meine Kurse, the organiser sees it, the member cancels there', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const date = `${new Date().getFullYear() + 1}-07-10`;
  // The editor's save adds an EVENT block (five places, guests, one question) to /who-we-are.
  await addEventBlock(request, {
    title: 'Sommerfest',
    date,
    time: '15:00',
    place: 'Vereinsheim',
    places: 5,
    guests: true,
    questions: [{ question: 'Was bringst du mit?', kind: 'choice', options: ['Salat', 'Kuchen'], required: true }],
  });
  // "Sa., 10.07.2027, 15:00 Uhr": the weekday of next year’s 10 July, German short form.
  const weekday = ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'][new Date(`${date}T12:00:00Z`).getUTCDay()];
  const when = `${weekday}, ${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}, 15:00 Uhr`;

  // The member signs up on the event's page: name and e-mail come from the profile.
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, 'member@demo.club');
  await page.goto('/who-we-are');
  const event = page.locator('.event-block');
  await event.scrollIntoViewIfNeeded();
  await expect(event.getByTestId('event-status')).toHaveText('Noch 5 Plätze frei');
  await event.getByRole('button', { name: 'Anmelden' }).click();
  await expect(event.getByLabel('Name')).toHaveCount(0);
  await event.getByLabel('Anzahl Gäste').fill('1');
  await event.getByLabel('Was bringst du mit? (Pflichtfeld)').selectOption('Salat');
  await event.getByRole('button', { name: 'Verbindlich anmelden' }).click();
  await expect(event.getByRole('status')).toContainText('Du bist angemeldet.');
  await expect(event.getByTestId('event-status')).toHaveText('Noch 3 Plätze frei');

  // Meine Kurse: the event with its day and time, place, the place and the guest, the deadline.
  await page.goto('/members#myCourses');
  const mine = page.locator('.my-events');
  await expect(mine.getByRole('heading', { name: 'Meine Veranstaltungen' })).toBeVisible();
  const item = mine.getByRole('listitem').filter({ hasText: 'Sommerfest' });
  await expect(item).toContainText(when);
  await expect(item).toContainText('Vereinsheim');
  await expect(item.getByTestId('my-event-status')).toHaveText('Du hast einen Platz. · mit 1 Gast');
  // No deadline on the block: cancelling is possible until the start.
  await expect(item).toContainText(`Abmelden bis ${when}`);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await mine.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`meine-kurse-event-${width}.png`), fullPage: true });
  }

  // The organiser (an administrator, from the profile menu) sees the sign-up with its answer.
  const organiser = await personPage(browser, own.site);
  try {
    await organiser.page.setViewportSize({ width: 1440, height: 900 });
    await logIn(organiser.page, 'admin@demo.club');
    await organiser.page
      .getByRole('button', { name: /Profilmenü von/ })
      .first()
      .click();
    await organiser.page.getByRole('link', { name: 'Veranstaltungen: Anmeldungen' }).click();
    await expect(organiser.page).toHaveURL(/\/members\/events$/);
    const card = organiser.page.getByRole('article', { name: 'Sommerfest' });
    await expect(card.getByTestId('event-places')).toHaveText('2 von 5 belegt, 3 frei');
    const row = card.getByRole('row', { name: /Lena Wagner/ });
    await expect(row).toContainText('Salat');
    await expect(row).toContainText('bestätigt');
    const download = organiser.page.waitForEvent('download');
    await card.getByRole('button', { name: 'CSV herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('anmeldungen-sommerfest.csv');
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv).toContain('Lena Wagner;member@demo.club;1;bestätigt;ja;');
    for (const width of [375, 1440]) {
      await organiser.page.setViewportSize({ width, height: 900 });
      expect(
        await organiser.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await organiser.page.screenshot({ path: testInfo.outputPath(`organiser-${width}.png`), fullPage: true });
    }
  } finally {
    await organiser.close();
  }

  // The member cancels in Meine Kurse, after saying yes once more; keyboard only.
  await page.setViewportSize({ width: 375, height: 800 });
  await item.getByRole('button', { name: 'Abmelden' }).focus();
  await page.keyboard.press('Enter');
  await expect(item.getByRole('button', { name: 'Ja, abmelden' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(mine.getByRole('status')).toHaveText('Du bist von „Sommerfest“ abgemeldet.');
  await expect(mine.getByText('Du bist für keine Veranstaltung angemeldet.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('meine-kurse-cancelled-375.png'), fullPage: true });

  // The event's page gives the places back.
  await page.goto('/who-we-are');
  await event.scrollIntoViewIfNeeded();
  await expect(event.getByTestId('event-status')).toHaveText('Noch 5 Plätze frei');
});
