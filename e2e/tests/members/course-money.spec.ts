import { expect, personPage, test } from '../../support/fixtures';
import { ownClubSite } from '../../support/own-site';
import { adminApi, backFitness, logIn, nextYear, openCardForm, payWithCard } from './course-support';

// Issue 33: a course with one place. The member books it; the page shows it full (the waiting
// list at once, from the server render on); the club removes the course's dates; the member is
// refunded, sees it in the members area and gets the refund receipt by mail. A site of its own:
// its SMTP server keeps the mails.
let springCourseId = '';

test.describe.configure({ mode: 'serial' });
const own = ownClubSite(37);

const springCourse = 1;

test('a full course shows the waiting list at once, in German and English', async ({ browser, request }, testInfo) => {
  test.setTimeout(150_000);
  const admin = await adminApi(request);
  const content = await admin.load();
  content.templates.push(admin.futureCourse(content, '20', '1'));
  await admin.save(content);
  const saved = await admin.load();
  springCourseId = String(saved.templates.filter((t) => t.type === 'COURSE')[springCourse]!.metadata!.eventsGroupId);

  const { page, close } = await personPage(browser, own.site);
  await logIn(page, 'member@demo.club');
  await page.goto(backFitness);
  await expect(page.getByText('noch 1 Platz')).toBeVisible();
  await openCardForm(page, springCourse);
  await payWithCard(page, '4200 0000 0000 0000');
  await expect(page.getByRole('heading', { name: 'Du bist dabei!' })).toBeVisible();
  await close();

  // The server's HTML already says it (no click, no script).
  const html = await (await request.get(backFitness, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('ausgebucht – auf die Warteliste');

  const { page: other, close: closeOther } = await personPage(browser, own.site);
  for (const language of ['de', 'en'] as const) {
    await other.goto(`${backFitness}?lang=${language}`);
    const full = language === 'de' ? 'ausgebucht – auf die Warteliste' : 'fully booked – join the waiting list';
    await expect(other.getByText(full)).toBeVisible();
    const button = other.getByRole('button', {
      name: language === 'de' ? 'Auf die Warteliste' : 'Join the waiting list',
    });
    await expect(button).toHaveCount(1);
    for (const width of [375, 1440]) {
      await other.setViewportSize({ width, height: 900 });
      await button.scrollIntoViewIfNeeded();
      const overflow = await other.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await other.screenshot({ path: testInfo.outputPath(`full-course-${language}-${width}.png`) });
    }
    await other.setViewportSize({ width: 1280, height: 900 });
  }
  // The modal of the full course opens at its waiting-list text (German again).
  await other.goto(`${backFitness}?lang=de`);
  await other.getByRole('button', { name: 'Auf die Warteliste' }).click();
  await expect(other.getByRole('dialog').getByText(/ist ausgebucht\. Trag dich auf die Warteliste ein/)).toBeVisible();
  await closeOther();
});

test('the club removes the course’s dates: the member is refunded, sees it and gets the receipt', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  expect(springCourseId).not.toBe('');
  // The course's coach work, in the schedule's own screens: the course's week next spring, each
  // series deleted with "Alle Termine" (as the club's administrator, who may edit every course).
  const { page: coach, close: closeCoach } = await personPage(browser, own.site);
  await coach.setViewportSize({ width: 1440, height: 900 });
  await logIn(coach, 'admin@demo.club');
  await coach.goto(`/training?eventsGroupId=${springCourseId}&week=${nextYear}-03-08`);
  const grid = coach.getByRole('table');
  const dates = grid.getByRole('button', { name: /^\d\d:\d\d/ });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expect(dates.first()).toBeVisible();
  // A weekly series has one date in the week: each deletion takes one card away.
  for (let left = await dates.count(); left > 0; left -= 1) {
    await dates.first().click();
    await coach.getByRole('dialog').getByRole('button', { name: 'Training bearbeiten' }).click();
    const edit = coach.getByRole('dialog', { name: 'Training bearbeiten' });
    await edit.getByRole('radio', { name: 'Alle Termine' }).check();
    await edit.getByRole('button', { name: 'Löschen' }).click();
    const confirm = coach.getByRole('dialog', { name: /Termine löschen\?$/ });
    await confirm.getByRole('button', { name: /Termine löschen$/ }).click();
    await expect(edit).toBeHidden();
    await expect(dates).toHaveCount(left - 1);
  }
  await closeCoach();

  // The refund receipt reaches the member's mailbox.
  await expect(async () => {
    const mail = own.smtp.received.find(
      (m) => m.to.includes('member@demo.club') && /Der Verein hat den Kurs abgesagt/.test(m.text),
    );
    expect(mail?.text).toMatch(/Erstatteter Betrag: 20,00/);
  }).toPass({ timeout: 30_000 });

  const { page, close } = await personPage(browser, own.site);
  await logIn(page, 'member@demo.club');
  for (const language of ['de', 'en'] as const) {
    await page.goto(`/members?lang=${language}#myCourses`);
    const note =
      language === 'de'
        ? 'Der Verein hat den Kurs abgesagt; dein Geld wurde erstattet.'
        : 'The club cancelled the course; your money was refunded.';
    await expect(page.getByText(note)).toBeVisible();
    await expect(
      page.getByRole('link', { name: language === 'de' ? 'Erstattungsbeleg' : 'Refund receipt' }).first(),
    ).toBeVisible();
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByText(note).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`refunded-${language}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  // The course page offers no booking for it any more.
  await page.goto(`${backFitness}?lang=de`);
  await expect(page.getByText('Der Kurs hat keine kommenden Termine und kann nicht gebucht werden.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kurs buchen' })).toHaveCount(1);
  await close();
});
