import { startClubServer, startSmtp } from '../../support/club-server';
import { expect, personPage, test } from '../../support/fixtures';
import { mainPort } from '../../playwright.config';
import { adminApi, backFitness, logIn, openCardForm, payWithCard } from './course-support';

// Issue 21 item 2: a course with 2 places. Two people book, a third joins the waiting list, one
// cancels, the third gets the offer mail, follows its link, pays and is a participant. A site of
// its own: its SMTP server keeps the mails, and the outbox and waiting-list jobs run every second.
const port = mainPort + 24;
const site = `http://localhost:${port}`;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let stopServer: () => Promise<void>;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: site });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  smtp = await startSmtp();
  stopServer = await startClubServer(port, {
    SMTP_URL: smtp.url,
    // Offers are written to the outbox in the freeing transaction; its job sends them.
    OUTBOX_RETRY_MS: '1000',
    WAITING_LIST_EVERY_MS: '1000',
  });
});
test.afterAll(async () => {
  await stopServer?.();
  await smtp?.close();
});

test('a freed place goes to the first in line, who books it from the offer mail', async ({ browser, request }) => {
  test.setTimeout(180_000);
  // The administrator adds a second course to the back-fitness page: next spring, 2 places.
  const admin = await adminApi(request);
  const content = await admin.load();
  content.templates.push(admin.futureCourse(content, '20', '2'));
  await admin.save(content);
  const springCourse = 1;

  const people = ['member@demo.club', 'coach@demo.club'];
  for (const email of people) {
    const { page, close } = await personPage(browser, site);
    await logIn(page, email);
    await openCardForm(page, springCourse);
    await payWithCard(page, '4200 0000 0000 0000');
    await expect(page.getByRole('heading', { name: 'Du bist dabei!' })).toBeVisible();
    await close();
  }

  // The course is full: the page says so and its button is the waiting list (issue 33 item 3).
  const { page: third, close: closeThird } = await personPage(browser, site);
  await logIn(third, 'admin@demo.club');
  await third.goto(backFitness);
  await expect(third.getByText('ausgebucht – auf die Warteliste')).toBeVisible();
  await third.getByRole('button', { name: 'Auf die Warteliste' }).click();
  const dialog = third.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByText('Dieser Kurs ist ausgebucht.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Auf die Warteliste' }).click();
  await expect(dialog.getByText(/Du bist Nummer 1 auf der Warteliste/)).toBeVisible();

  // The member cancels before the first date: the place is free again.
  const { page: member, close: closeMember } = await personPage(browser, site);
  await logIn(member, 'member@demo.club');
  await member.goto('/members#myCourses');
  await member.getByRole('button', { name: 'Stornieren und erstatten' }).last().click();
  await member.getByRole('button', { name: 'Ja, stornieren' }).click();
  await expect(member.getByText(/ist storniert und die Zahlung wurde erstattet/)).toBeVisible();
  await closeMember();

  // The job offers the place to the first in line by mail, with a link to the course's modal.
  let link = '';
  await expect(async () => {
    const offer = smtp.received.find((mail) => mail.to.includes('admin@demo.club') && /\?join=/.test(mail.text));
    link = offer?.text.match(/https?:\/\/\S+\?join=\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 30_000 });
  expect(link).toContain(`${site}${backFitness}?join=`);

  await third.goto(link);
  // Only the offered course's modal opens (the page shows two courses), at the account step.
  await expect(third.getByRole('dialog')).toHaveCount(1);
  const offered = third.getByRole('dialog', { name: 'Dein Konto' });
  await expect(offered.getByText('Angemeldet als Anna Hofmann')).toBeVisible();
  await offered.getByRole('button', { name: 'Weiter' }).click();
  await expect(third.getByRole('dialog').getByText('20,00 €').first()).toBeVisible();
  await third.getByRole('dialog').getByRole('button', { name: 'Weiter zur Kartenzahlung' }).click();
  await payWithCard(third, '4200 0000 0000 0000');
  await expect(third.getByRole('heading', { name: 'Du bist dabei!' })).toBeVisible();

  // A participant now, and no longer in line.
  await third.goto('/members#myCourses');
  await expect(third.getByRole('complementary', { name: 'Meine Kurse' }).getByText(/^20,00\s€ · /)).toHaveCount(1);
  await expect(third.getByRole('button', { name: 'Warteliste verlassen' })).toHaveCount(0);
  await closeThird();
});
