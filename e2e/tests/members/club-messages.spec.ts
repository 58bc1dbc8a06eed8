import { expect, test } from '../../support/fixtures';
import { ownClubSite } from '../../support/own-site';
import { logIn } from './course-support';

// Issue 35: an administrator writes to a course's participants from the members area. A site of
// its own: its real SMTP server keeps the mails, read as the member's mail program would.

const own = ownClubSite(14);
test('an administrator writes to the Yoga course: the member gets it with a one-click unsubscribe, the sent list shows it delivered', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'admin@demo.club');
  await page
    .getByRole('button', { name: /Profilmenü von/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Nachrichten an Mitglieder' }).click();
  await expect(page.getByRole('heading', { name: 'Nachrichten an Mitglieder', level: 1 })).toBeVisible();

  const form = page.locator('form.club-messages__form');
  await form.getByRole('radio', { name: 'Ein Kurs' }).check();
  // Nothing chosen yet: the form says so and keeps the text.
  await form.getByLabel('Betreff (Deutsch)').fill('Yoga zieht um');
  await form.getByLabel('Text (Deutsch)').fill('Ab Dienstag trainieren wir im Gymnastikraum 2.');
  await form.getByRole('button', { name: 'Senden' }).click();
  await expect(form.getByRole('alert')).toHaveText('Bitte einen Kurs wählen.');
  await expect(form.getByLabel('Betreff (Deutsch)')).toHaveValue('Yoga zieht um');
  await form.getByLabel('Kurs', { exact: true }).selectOption({ label: 'Yoga' });
  await form.getByLabel('Betreff (Englisch, freiwillig)').fill('Yoga moves');
  await form.getByLabel('Text (Englisch, freiwillig)').fill('From Tuesday we train in gym room 2.');
  await form.getByRole('button', { name: 'Senden' }).click();
  await expect(form.getByRole('status')).toContainText('Die Nachricht „Yoga zieht um“ geht an');

  // The member's mail: the German text, replies to the administrator, a one-click unsubscribe.
  let mail = '';
  await expect(async () => {
    mail =
      own.smtp.received.find((m) => m.to.includes('member@demo.club') && /Gymnastikraum 2/.test(m.text))?.text ?? '';
    expect(mail).not.toBe('');
  }).toPass({ timeout: 30_000 });
  expect(mail.replace(/\r?\n[ \t]+/g, ' ')).toMatch(/^Reply-To: .*admin@demo\.club/m);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  // Long header lines are folded (RFC 5322): unfolded, as a mail program reads them.
  const headers = mail.replace(/\r?\n[ \t]+/g, ' ');
  const unsubscribe = /^List-Unsubscribe: <mailto:[^>]+>, <([^>]+)>/m.exec(headers)?.[1] ?? '';
  expect(unsubscribe).toMatch(/^http/);
  // The mail program's one-click: no login, no cookie.
  const oneClick = await request.post(unsubscribe, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status(), await oneClick.text()).toBe(200);

  // The sent list: the message with its course and, once the outbox has sent it, delivered.
  const sentItem = page.locator('.club-messages__item').filter({ hasText: 'Yoga zieht um' });
  await expect(async () => {
    await page.reload();
    await expect(sentItem).toContainText('Kurs Yoga', { timeout: 2_000 });
    await expect(sentItem).toContainText(/(\d+) von \1 zugestellt/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`messages-de-${width}.png`), fullPage: true });
  }
  await page.goto('/members/messages?lang=en');
  await expect(page.getByRole('heading', { name: 'Messages to members', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'A fee category' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('messages-en-1440.png'), fullPage: true });
});
