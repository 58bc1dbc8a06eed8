import { addEventBlock } from '../../support/event-block';
import { expect, test } from '../../support/fixtures';
import { ownClubSite } from '../../support/own-site';

// Issue 35 item 3: a visitor signs up for an event with a question and cancels through the link
// of the confirmation mail. A site of its own: its real SMTP server keeps the mails.
const own = ownClubSite(15);

test('a visitor signs up for an event with a question and cancels through the mail’s link', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  // The editor's save adds an EVENT block with three places and one required question.
  await addEventBlock(request, {
    title: 'Sommerfest',
    date: `${new Date().getFullYear() + 1}-07-10`,
    time: '15:00',
    place: 'Vereinsheim',
    places: 3,
    questions: [{ question: 'Was bringst du mit?', kind: 'choice', options: ['Salat', 'Kuchen'], required: true }],
  });

  // The visitor: the event with its places, the form only after "Anmelden".
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/who-we-are');
  const event = page.locator('.event-block');
  await expect(event.getByRole('heading', { name: 'Sommerfest' })).toBeVisible();
  // Blocks hydrate as they come near the viewport: the visitor scrolls to it.
  await event.scrollIntoViewIfNeeded();
  await expect(event.getByTestId('event-status')).toHaveText('Noch 3 Plätze frei');
  // German reads times with "Uhr".
  await expect(event.locator('.event-block__facts')).toContainText(', 15:00 Uhr');
  await event.getByRole('button', { name: 'Anmelden' }).click();
  await event.getByLabel('Name').fill('Anna Schmidt');
  await event.getByLabel('E-Mail').fill('anna.event@example.org');
  await event.getByRole('button', { name: 'Verbindlich anmelden' }).click();
  // The question was not answered: said beside it, what was typed stays.
  const answer = event.getByLabel('Was bringst du mit? (Pflichtfeld)');
  await expect(answer).toHaveAccessibleDescription('Bitte beantworte diese Frage.');
  await expect(event.getByLabel('Name')).toHaveValue('Anna Schmidt');
  await answer.selectOption('Kuchen');
  await event.getByRole('button', { name: 'Verbindlich anmelden' }).click();
  await expect(event.getByRole('status')).toContainText('Du bist angemeldet.');
  await expect(event.getByTestId('event-status')).toHaveText('Noch 2 Plätze frei');
  await event.screenshot({ path: testInfo.outputPath('event-signed-up-de-375.png') });

  // The confirmation mail's link opens the event's page, which offers to cancel.
  let mail = '';
  await expect(async () => {
    mail = own.smtp.received.find((m) => m.to.includes('anna.event@example.org'))?.text ?? '';
    expect(mail).not.toBe('');
  }).toPass({ timeout: 30_000 });
  expect(mail).toContain('du bist für „Sommerfest“');
  const link = /Link: (\S+cancel=[A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  expect(link).not.toBe('');
  const target = new URL(link);
  expect(target.pathname).toBe('/who-we-are');
  await page.goto(`${target.pathname}${target.search}`);
  await event.scrollIntoViewIfNeeded();
  await expect(event.getByText('Möchtest du deine Anmeldung zurückziehen?')).toBeVisible();
  // The cancel button is the club's green button, like the sign-up button.
  const cancelButton = event.getByRole('button', { name: 'Abmelden' });
  await page.mouse.move(0, 0);
  await expect(cancelButton).toHaveCSS('background-color', 'rgb(31, 122, 61)');
  await cancelButton.click();
  await expect(event.getByRole('status')).toHaveText('Du bist abgemeldet.');
  await expect(event.getByTestId('event-status')).toHaveText('Noch 3 Plätze frei');
  // Without a reload the block offers to sign up again, and the address no longer cancels.
  const signUpAgain = event.getByRole('button', { name: 'Anmelden' });
  await expect(signUpAgain).toBeVisible();
  // (the pointer away from it: hovered, the green is darker)
  await page.mouse.move(0, 0);
  await expect(signUpAgain).toHaveCSS('background-color', 'rgb(31, 122, 61)');
  expect(new URL(page.url()).search).toBe('');
  await page.setViewportSize({ width: 1440, height: 900 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const width of [768, 1200, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`event-de-${width}.png`) });
  }
});
