import type { Page } from '@playwright/test';
import { startClubServer } from '../../support/club-server';
import { expect, test, waitForHydration } from '../../support/fixtures';
import { mainPort } from '../../playwright.config';
import { decidedContext } from '../editor/support';
import { logIn, pickCourse } from '../training/dates';

// Issue 31: an administrator makes a member coach of one course on the roles page; the member
// then ticks attendance for that course and is refused for another. A site of its own, since the
// demo member's rights change here and other tests rely on them.
const port = mainPort + 31;
const site = `http://localhost:${port}`;
let stopServer: () => Promise<void>;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: site });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  stopServer = await startClubServer(port, {});
});
test.afterAll(async () => {
  await stopServer?.();
});

async function openRoles(page: Page) {
  await page.goto('/members/roles');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Rollen und Rechte' })).toBeVisible();
}

/** Opens the first date of a course in next week's timetable and its participants list. */
async function participantsOf(page: Page, category: string, course: string, time: RegExp) {
  await page.goto('/training');
  await waitForHydration(page);
  await pickCourse(page, category, course);
  await page.getByRole('button', { name: 'Nächste Woche' }).click();
  const grid = page.getByRole('table');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await grid.getByRole('button', { name: time }).first().click();
  await page.getByRole('dialog', { name: course }).getByRole('button', { name: 'Teilnehmende' }).click();
  return page.getByRole('dialog', { name: /^Teilnehmende/ });
}

test('an administrator makes a member coach of Yoga: she ticks attendance there and nowhere else', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const adminContext = await decidedContext(browser);
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 1440, height: 900 });
  await logIn(admin, '/', 'admin@demo.club');
  await openRoles(admin);
  await admin.getByLabel('Person suchen (Name oder E-Mail)').fill('Lena');
  const people = admin.getByRole('list', { name: 'Rollen und Rechte' });
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await people.getByRole('button', { name: 'Ändern: Lena Wagner' }).click();

  const dialog = admin.getByRole('dialog', { name: 'Rolle und Rechte von Lena Wagner' });
  await expect(dialog.getByLabel('Rolle')).toHaveValue('MEMBER_USER');
  // Courses to coach only with the timetable right: the box says why it is closed.
  await expect(dialog.getByRole('checkbox', { name: 'Yoga' })).toBeDisabled();
  await expect(dialog).toContainText('Kurse betreuen kann nur, wer den Trainingsplan bearbeiten darf.');
  await dialog.getByRole('checkbox', { name: 'Trainingsplan bearbeiten' }).check();
  await dialog.getByRole('checkbox', { name: 'Yoga' }).check();
  await admin.screenshot({ path: test.info().outputPath('roles-dialog-de-1440.png') });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('status').filter({ hasText: 'Gespeichert' })).toContainText('Gespeichert: Lena Wagner');
  const lena = people.getByRole('listitem').filter({ hasText: 'Lena Wagner' });
  await expect(lena).toContainText('Trainingsplan bearbeiten');
  await expect(lena).toContainText('Yoga');
  // The change is on record: who changed whom.
  await expect(admin.getByRole('region', { name: 'Letzte Änderungen' })).toContainText(
    /Anna Hofmann änderte Lena Wagner – Rechte: Trainingsplan bearbeiten; Trainer\/in von: Yoga/,
  );
  await admin.screenshot({ path: test.info().outputPath('roles-de-1440.png'), fullPage: true });
  await admin.setViewportSize({ width: 375, height: 800 });
  await admin.screenshot({ path: test.info().outputPath('roles-de-375.png'), fullPage: true });
  await expect.poll(() => admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The member, signed in now, coaches Yoga: she sees its participants and ticks herself.
  const memberContext = await decidedContext(browser);
  const member = await memberContext.newPage();
  await member.setViewportSize({ width: 1440, height: 900 });
  await logIn(member, '/training', 'member@demo.club');
  const yoga = await participantsOf(member, 'Fitness', 'Yoga', /18:00/);
  const herself = yoga.getByRole('checkbox', { name: /Lena Wagner/ });
  // The tick is saved first and then shown (a controlled box): click, then wait for it.
  await herself.click();
  await expect(herself).toBeChecked();
  await expect(yoga).toContainText(/1 von \d+ anwesend/);
  await member.keyboard.press('Escape');

  // Another course: the server says no, in words (and, as the spec has it for any 403, the
  // browser forgets the session).
  const other = await participantsOf(member, 'Fitness', 'Functional Training', /19:00/);
  await expect(other.getByRole('alert')).toContainText('Nur die Trainer/innen dieses Kurses');
  await member.screenshot({ path: test.info().outputPath('roles-refused-de-1440.png') });

  // Taken away again: signed in anew, Yoga's dates offer her no participants list any more.
  await admin.setViewportSize({ width: 1440, height: 900 });
  await people.getByRole('button', { name: 'Ändern: Lena Wagner' }).click();
  await dialog.getByRole('checkbox', { name: 'Trainingsplan bearbeiten' }).uncheck();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(lena).not.toContainText('Yoga');
  await logIn(member, '/training', 'member@demo.club');
  await member.goto('/training');
  await waitForHydration(member);
  await pickCourse(member, 'Fitness', 'Yoga');
  await member.getByRole('button', { name: 'Nächste Woche' }).click();
  await member.getByRole('table').getByRole('button', { name: /18:00/ }).first().click();
  const info = member.getByRole('dialog', { name: 'Yoga' });
  await expect(info).toBeVisible();
  await expect(info.getByRole('button', { name: 'Teilnehmende' })).toBeHidden();

  await adminContext.close();
  await memberContext.close();
});

test('the roles page in English at phone width, and closed to members', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await decidedContext(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, '/', 'admin@demo.club');
  await page.goto('/members/roles?lang=en');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Roles and permissions' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Change: Jonas Berger' }).click();
  const dialog = page.getByRole('dialog', { name: 'Role and permissions of Jonas Berger' });
  await expect(dialog.getByRole('checkbox', { name: 'Edit the timetable' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('roles-dialog-en-375.png') });
  // Keyboard: Escape closes the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await context.close();

  const memberContext = await decidedContext(browser);
  const member = await memberContext.newPage();
  await logIn(member, '/', 'member@demo.club');
  await member.goto('/members/roles');
  await waitForHydration(member);
  await expect(member.getByText('Diese Seite ist nur für Administrator/innen.')).toBeVisible();
  await memberContext.close();
});
