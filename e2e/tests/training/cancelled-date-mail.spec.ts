import { expect, test } from '../../support/fixtures';
import { ownClubSite } from '../../support/own-site';
import { logIn, pickCourse } from './dates';

// Issue 21 item 5: a coach cancels one date; the course's participants get a mail in their
// language saying which date falls out. A site of its own whose SMTP server keeps the mails.

test.describe.configure({ mode: 'serial' });
const own = ownClubSite(27);

test('a coach cancels a Yoga date and its participant is mailed', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, '/training', 'coach@demo.club');
  await page.goto('/training');
  await pickCourse(page, 'Fitness', 'Yoga');
  // Next week: every date there lies ahead.
  await page.getByRole('button', { name: 'Nächste Woche' }).click();
  const grid = page.getByRole('table');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await grid.getByRole('button', { name: /18:00/ }).first().click();
  await page.getByRole('dialog', { name: 'Yoga' }).getByRole('button', { name: 'Training bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Training bearbeiten' });
  await expect(edit.getByRole('radio', { name: 'Nur diesen Termin' })).toBeChecked();
  await edit.getByRole('button', { name: 'Löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Diesen Termin absagen?' });
  await confirm.getByRole('button', { name: 'Termin absagen' }).click();
  await expect(confirm).toBeHidden();
  // The date stays in the week, marked as cancelled.
  await expect(grid.getByText('Fällt aus').first()).toBeVisible();

  // member@demo.club takes part in Yoga (demo data) and hears about it, in German.
  await expect(async () => {
    const mail = own.smtp.received.find((m) => m.to.includes('member@demo.club') && /Abgesagt: Yoga am/.test(m.text));
    expect(mail?.text).toMatch(/der Termin von „Yoga“ am .+ um 18:00 Uhr fällt aus\./);
  }).toPass({ timeout: 30_000 });
  // Its link leads to the course's week on the public site.
  const mail = own.smtp.received.find((m) => m.to.includes('member@demo.club') && /Abgesagt: Yoga am/.test(m.text))!;
  expect(mail.text).toMatch(new RegExp(`${own.site}/training\\?eventsGroupId=[0-9a-f-]{36}`));
});
