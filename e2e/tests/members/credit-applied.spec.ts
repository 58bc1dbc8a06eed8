import { expect, personPage, test } from '../../support/fixtures';
import { ownClubSite } from '../../support/own-site';
import { adminApi, backFitness, logIn, openCardForm, payWithCard } from './course-support';

// Issue 33: a cancelled date's credit note is spent at the member's next booking. The club gives
// credit for cancelled dates of a course; the member pays it; a date is cancelled; when the member
// books another course, the payment step says "Guthaben … wird angerechnet" and the card pays
// the rest; My Courses shows the credit part, the statement a credit line next to the card line,
// and the cancel question what goes back to the card and what back as credit. A site of its own:
// the member's credit would change what other specs charge.
const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';
const courses: string[] = [];
// The page's blocks: 0 is Rückenfit (the member takes part already), 1 and 2 the two new courses.
const firstBlock = 1;
const secondBlock = 2;

test.describe.configure({ mode: 'serial' });
const own = ownClubSite(63);

test('a course with credit for cancelled dates is paid; a date is cancelled: the member has credit', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await adminApi(request);
  const content = await admin.load();
  content.templates.push(admin.futureCourse(content, '20', '5'), admin.futureCourse(content, '30', '5'));
  await admin.save(content);
  const saved = (await admin.load()).templates.filter((t) => t.type === 'COURSE');
  courses.push(String(saved[firstBlock]!.metadata!.eventsGroupId), String(saved[secondBlock]!.metadata!.eventsGroupId));
  expect(courses[0]).not.toBe(courses[1]);

  const organization = (await (await request.get('/api/organizations-service/organizations?name=demo')).json()) as {
    id: string;
  };
  const session = (await (
    await request.put(`/api/auth-service/organizations/${organization.id}/authentications`, {
      data: { username: 'admin@demo.club', password },
    })
  ).json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const rules = await request.put(
    `/api/calendar-service/organizations/${organization.id}/eventsGroup/${courses[0]}/money-rules`,
    { headers, data: { cancellationRule: 'FIRST_ATTENDABLE', cancellationDays: 0, dateCancelPolicy: 'CREDIT' } },
  );
  expect(rules.status(), await rules.text()).toBe(200);

  const { page: member, close } = await personPage(browser, own.site);
  await logIn(member, 'member@demo.club');
  await member.goto(backFitness);
  await openCardForm(member, firstBlock);
  await payWithCard(member, '4200 0000 0000 0000');
  await expect(member.getByRole('heading', { name: 'Du bist dabei!' })).toBeVisible();
  await close();

  const dates = (await (
    await request.get(
      `/api/calendar-service/public/organizations/${organization.id}/courses/${courses[0]}/next?count=3`,
    )
  ).json()) as Array<{ id: string }>;
  expect(dates.length).toBeGreaterThan(1);
  const cancelled = await request.delete(
    `/api/calendar-service/organizations/${organization.id}/schedule/${dates[1]!.id}?scope=occurrence`,
    { headers },
  );
  expect(cancelled.status(), await cancelled.text()).toBe(204);
});

test('the member books another course: the credit is applied first, the card pays the rest', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { page, close } = await personPage(browser, own.site);
  await logIn(page, 'member@demo.club');
  // My Courses shows the open credit.
  await page.goto('/members?lang=de#myCourses');
  const balance = page.getByText(/Dein Guthaben: \d+,\d\d\s€/);
  await expect(balance).toBeVisible();
  const credit = /(\d+,\d\d)/.exec((await balance.textContent()) ?? '')![1]!;
  const creditCents = Number(credit.replace(',', ''));
  const rest = ((3000 - creditCents) / 100).toFixed(2).replace('.', ',');

  await page.goto(backFitness);
  const dialog = page.getByRole('dialog');
  const note = dialog.getByText(new RegExp(`^Guthaben ${credit}\\s€ wird angerechnet$`));
  // Up to the payment step (the modal's "Weiter" buttons), where the credit is shown before paying.
  await expect(async () => {
    if (await note.isVisible()) return;
    if (await dialog.isVisible())
      await dialog
        .getByRole('button', { name: /^Weiter$/ })
        .first()
        .click({ timeout: 2_000 });
    else await page.getByRole('button', { name: 'Kurs buchen' }).nth(secondBlock).click({ timeout: 2_000 });
    await expect(note).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(dialog.getByText('Restbetrag')).toBeVisible();
  await expect(dialog.getByText(new RegExp(`^${rest}\\s€$`))).toBeVisible();
  // The credit is applied by itself: no "Guthaben (noch nicht verfügbar)" method under it.
  const methods = dialog.getByRole('group', { name: 'Zahlungsmethode' });
  await expect(methods.getByRole('radio', { name: 'Kreditkarte (Visa, Mastercard)' })).toBeChecked();
  await expect(methods.getByText(/Guthaben/)).toHaveCount(0);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await note.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`credit-applied-de-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Weiter zur Kartenzahlung' }).click();
  await payWithCard(page, '4200 0000 0000 0000');
  await expect(page.getByRole('heading', { name: 'Du bist dabei!' })).toBeVisible();

  // My Courses: the credit is spent and the order names its credit part, in German and English.
  for (const language of ['de', 'en'] as const) {
    await page.goto(`/members?lang=${language}#myCourses`);
    const part =
      language === 'de'
        ? page.getByText(new RegExp(`davon ${credit}\\s€ aus Guthaben bezahlt`))
        : page.getByText(`€${credit.replace(',', '.')} of it paid from credit`);
    await expect(part).toBeVisible();
    await expect(page.getByText(/Dein Guthaben|Your credit/)).toHaveCount(0);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await part.scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`credit-spent-${language}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await close();
});

test('the statement shows the credit as a line of its own; the cancel question names the card and the credit', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { page, close } = await personPage(browser, own.site);
  await logIn(page, 'member@demo.club');
  const money = (cents: number, language: 'de' | 'en') =>
    language === 'de' ? `${(cents / 100).toFixed(2).replace('.', ',')}\\s€` : `€${(cents / 100).toFixed(2)}`;
  // The credit the second course spent, from its order ("davon … aus Guthaben bezahlt").
  await page.goto('/members?lang=de#myCourses');
  const part = page.getByText(/davon \d+,\d\d\s€ aus Guthaben bezahlt/);
  await expect(part).toBeVisible();
  const creditCents = Number(
    /(\d+),(\d\d)/
      .exec((await part.textContent()) ?? '')!
      .slice(1)
      .join(''),
  );
  const cardCents = 3000 - creditCents;
  const texts = {
    de: {
      credit: 'Guthaben angerechnet',
      card: 'mit Karte',
      cancel: 'Stornieren und erstatten',
      keep: 'Platz behalten',
      question: (card: string, credit: string) =>
        new RegExp(
          `stornieren\\? ${card} gehen auf deine Karte zurück, ${credit} bekommst du als Guthaben zurück, und dein Platz wird frei\\.`,
        ),
    },
    en: {
      credit: 'Credit applied',
      card: 'by card',
      cancel: 'Cancel and refund',
      keep: 'Keep my place',
      question: (card: string, credit: string) =>
        new RegExp(
          `\\? ${card} goes back to your card and ${credit} back to you as credit, and your place becomes free\\.`,
        ),
    },
  };
  for (const language of ['de', 'en'] as const) {
    const text = texts[language];
    await page.goto(`/members?lang=${language}#myCourses`);
    // The statement: the card's part and the credit's part of one price, each with its amount.
    const creditLine = page.locator('.side-list li', { hasText: `(${text.credit})` });
    await expect(creditLine).toHaveCount(1);
    await expect(creditLine).toContainText(new RegExp(money(creditCents, language)));
    const cardLine = page.locator('.side-list li', { hasText: `(${text.card})` });
    await expect(cardLine).toContainText(new RegExp(money(cardCents, language)));
    // The newest order (the course paid partly by credit) asks before cancelling what goes where.
    const order = page.locator('.order-list__items > li').first();
    await order.getByRole('button', { name: text.cancel }).click();
    const question = order.getByRole('group', { name: text.cancel });
    await expect(question).toContainText(text.question(money(cardCents, language), money(creditCents, language)));
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await creditLine.scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`credit-line-${language}-${width}.png`) });
      await question.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`cancel-question-${language}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await question.getByRole('button', { name: text.keep }).click();
    await expect(question).toHaveCount(0);
  }
  await close();
});
