import { expect, personPage, test } from '../../support/fixtures';
import { ownClubSite } from '../../support/own-site';
import { adminApi, backFitness, logIn, openCardForm, payWithCard } from './course-support';

// Issue 33: a paid course whose coach cancels one date. The administrator chooses "refund the
// date's share" in the course rules on the training page; the coach cancels a date; the member
// gets the share back (refund mail) and sees it under My Courses. A site of its own: its SMTP
// server keeps the mails.
const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';
let courseId = '';
let categoryId = '';
const courseBlock = 1;

test.describe.configure({ mode: 'serial' });
const own = ownClubSite(13);

test('the administrator sets "refund the date’s share" in the course rules; a member pays', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const admin = await adminApi(request);
  const content = await admin.load();
  content.templates.push(admin.futureCourse(content, '20', '5'));
  await admin.save(content);
  const saved = (await admin.load()).templates.filter((t) => t.type === 'COURSE')[courseBlock]!;
  courseId = String(saved.metadata!.eventsGroupId);
  categoryId = String(saved.metadata!.categoryId ?? '');

  const { page: member, close: closeMember } = await personPage(browser, own.site);
  await logIn(member, 'member@demo.club');
  await member.goto(backFitness);
  await openCardForm(member, courseBlock);
  await payWithCard(member, '4200 0000 0000 0000');
  await expect(member.getByRole('heading', { name: 'Du bist dabei!' })).toBeVisible();
  await closeMember();

  const { page, close } = await personPage(browser, own.site);
  await logIn(page, 'admin@demo.club');
  await page.goto(`/training?categoryId=${categoryId}&eventsGroupId=${courseId}&lang=de`);
  const rules = page.locator('details.course-rules');
  await rules.getByText('Kursregeln: Stornierung und ausgefallene Termine').click();
  await expect(rules.getByLabel('Wenn ein einzelner Termin ausfällt')).toHaveValue('NONE');
  // Out of range: the server refuses, the form keeps what was typed.
  await rules.getByLabel('Tage vorher').fill('400');
  await rules.getByRole('button', { name: 'Regeln speichern' }).click();
  await expect(rules.getByRole('alert')).toBeVisible();
  await expect(rules.getByLabel('Tage vorher')).toHaveValue('400');
  await rules.getByLabel('Tage vorher').fill('2');
  await rules.getByLabel('Selbst stornieren mit Erstattung').selectOption('DAYS_BEFORE_NEXT');
  await rules.getByLabel('Wenn ein einzelner Termin ausfällt').selectOption('PARTIAL_REFUND');
  await rules.getByRole('button', { name: 'Regeln speichern' }).click();
  await expect(rules.getByRole('status')).toHaveText('Die Kursregeln sind gespeichert.');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await rules.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`course-rules-de-${width}.png`), fullPage: true });
  }
  // In English, after a reload: the saved choice.
  await page.goto(`/training?categoryId=${categoryId}&eventsGroupId=${courseId}&lang=en`);
  await page.getByText('Course rules: cancellation and cancelled dates').click();
  await expect(page.getByLabel('When a single date is cancelled')).toHaveValue('PARTIAL_REFUND');
  await expect(page.getByLabel('Days before')).toHaveValue('2');
  await page.screenshot({ path: testInfo.outputPath('course-rules-en-1440.png'), fullPage: true });
  await close();
});

test('the coach cancels one date: the member gets the share back by mail and sees it in My Courses', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  expect(courseId).not.toBe('');
  const organization = (await (await request.get('/api/organizations-service/organizations?name=demo')).json()) as {
    id: string;
  };
  const session = (await (
    await request.put(`/api/auth-service/organizations/${organization.id}/authentications`, {
      data: { username: 'coach@demo.club', password },
    })
  ).json()) as { accessToken: string };
  const dates = (await (
    await request.get(`/api/calendar-service/public/organizations/${organization.id}/courses/${courseId}/next?count=3`)
  ).json()) as Array<{ id: string }>;
  expect(dates.length).toBeGreaterThan(1);
  const cancelled = await request.delete(
    `/api/calendar-service/organizations/${organization.id}/schedule/${dates[1]!.id}?scope=occurrence`,
    { headers: { Authorization: `Bearer ${session.accessToken}` } },
  );
  expect(cancelled.status(), await cancelled.text()).toBe(204);

  let share = '';
  await expect(async () => {
    const mail = own.smtp.received.find((m) => m.to.includes('member@demo.club') && /Erstatteter Betrag/.test(m.text));
    share = /Erstatteter Betrag: (\d+,\d\d)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(share).not.toBe('');
  }).toPass({ timeout: 30_000 });

  const { page, close } = await personPage(browser, own.site);
  await logIn(page, 'member@demo.club');
  for (const language of ['de', 'en'] as const) {
    await page.goto(`/members?lang=${language}#myCourses`);
    const note =
      language === 'de'
        ? new RegExp(`Termin am .* ausgefallen: ${share}\\s€ erstattet`)
        : new RegExp(`Date on .* cancelled: €${share.replace(',', '.')} refunded`);
    await expect(page.getByText(note)).toBeVisible();
    // The payments list has the partial refund as a line of its own (issue 33).
    const line =
      language === 'de'
        ? new RegExp(`^Teilerstattung ${share}\\s€ am \\d\\d\\.\\d\\d\\.\\d{4}$`)
        : new RegExp(`^Partial refund €${share.replace(',', '.')} on \\d\\d/\\d\\d/\\d{4}$`);
    await expect(page.getByText(line)).toBeVisible();
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByText(note).scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`date-refund-${language}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await close();
});
