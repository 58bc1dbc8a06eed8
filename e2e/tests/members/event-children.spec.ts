import { addEventBlock } from '../../support/event-block';
import { expect, test } from '../../support/fixtures';
import { ownClubSite } from '../../support/own-site';
import { logIn } from './course-support';

// Issue 35: a parent signs up their child for a one-off event (as in Spond): the child is added
// in "Verknüpfte Profile", the event's form asks "Für wen?", the confirmation mail goes to the
// parent and names the child, "Meine Kurse" lists the child's event marked with the child, and
// the parent cancels it there. A site of its own (fresh database, its own SMTP server).
const own = ownClubSite(83);
/** A birth date eight years ago (a child by any rule). */
const birthDate = `${new Date().getFullYear() - 8}-05-01`;

test('a parent signs up their child for an event with a question, finds it in Meine Kurse and cancels it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await addEventBlock(request, {
    title: 'Kinderfest',
    date: `${new Date().getFullYear() + 1}-07-10`,
    time: '15:00',
    place: 'Vereinsheim',
    places: 5,
    questions: [{ question: 'Allergien?', kind: 'text', required: true }],
  });

  // The parent signs in and adds a child (the demo family has none).
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, 'member@demo.club');
  await page.goto('/members#associatedProfiles');
  await page.getByRole('link', { name: 'Verknüpfte Profile' }).click();
  const addForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Kind hinzufügen' }) });
  await addForm.getByLabel('Vorname').fill('Mia');
  await addForm.getByLabel('Nachname').fill('Wagner');
  await addForm.getByLabel('Geburtsdatum').fill(birthDate);
  await addForm.getByRole('button', { name: 'Kind hinzufügen' }).click();
  await expect(page.getByRole('status')).toHaveText('Mia Wagner wurde hinzugefügt.');

  // The event's form: "Für wen?" lists the parent and the child; the question must be answered.
  await page.goto('/who-we-are');
  const event = page.locator('.event-block');
  await event.scrollIntoViewIfNeeded();
  await expect(event.getByTestId('event-status')).toHaveText('Noch 5 Plätze frei');
  await event.getByRole('button', { name: 'Anmelden' }).click();
  const forWhom = event.getByLabel('Für wen?');
  await expect(forWhom.locator('option')).toHaveText(['Für mich', 'Mia Wagner']);
  await forWhom.selectOption({ label: 'Mia Wagner' });
  await event.getByRole('button', { name: 'Verbindlich anmelden' }).click();
  await expect(event.getByLabel('Allergien? (Pflichtfeld)')).toHaveAccessibleDescription(
    'Bitte beantworte diese Frage.',
  );
  await expect(forWhom).toHaveValue(/[0-9a-f-]{36}/);
  await event.getByLabel('Allergien? (Pflichtfeld)').fill('Nüsse');
  await event.locator('form').screenshot({ path: testInfo.outputPath('event-child-form-375.png') });
  await event.getByRole('button', { name: 'Verbindlich anmelden' }).click();
  await expect(event.getByRole('status')).toContainText('Mia Wagner ist angemeldet.');
  await expect(event.getByTestId('event-status')).toHaveText('Noch 4 Plätze frei');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await event.screenshot({ path: testInfo.outputPath(`event-child-signed-up-${width}.png`) });
  }
  // "Weitere Person anmelden" offers the form again, for the parent or another child.
  await expect(event.getByRole('button', { name: 'Weitere Person anmelden' })).toBeVisible();

  // The mail goes to the parent, greets them and names the child.
  let mail = '';
  await expect(async () => {
    mail = own.smtp.received.find((m) => m.to.includes('member@demo.club') && m.text.includes('Mia'))?.text ?? '';
    expect(mail).not.toBe('');
  }).toPass({ timeout: 30_000 });
  expect(mail).toContain('Hallo Lena Wagner');
  expect(mail).toContain('Mia Wagner ist für „Kinderfest“');

  // Meine Kurse: the child's event, marked with the child; the parent cancels it there.
  await page.goto('/members#myCourses');
  const mine = page.locator('.my-events');
  const item = mine.getByRole('listitem').filter({ hasText: 'Kinderfest' });
  await expect(item.locator('.my-events__title')).toHaveText('Kinderfest für Mia Wagner');
  await expect(item.getByTestId('my-event-status')).toHaveText('Mia Wagner hat einen Platz.');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await mine.scrollIntoViewIfNeeded();
    await mine.screenshot({ path: testInfo.outputPath(`meine-kurse-child-event-${width}.png`) });
  }
  await item.getByRole('button', { name: 'Abmelden' }).click();
  await expect(item.getByText('Mia Wagner von „Kinderfest“ abmelden? Der Platz geht an die Warteliste.')).toBeVisible();
  await item.getByRole('button', { name: 'Ja, abmelden' }).click();
  await expect(mine.getByRole('status')).toHaveText('Mia Wagner ist von „Kinderfest“ abgemeldet.');
  await expect(mine.getByText('Du bist für keine Veranstaltung angemeldet.')).toBeVisible();

  // The event's page has the place back.
  await page.goto('/who-we-are');
  await event.scrollIntoViewIfNeeded();
  await expect(event.getByTestId('event-status')).toHaveText('Noch 5 Plätze frei');
});
