import { expect, test } from '../../support/fixtures';
import { addDays, berlinToday, germanMonth, isoWeek, mondayOf, pickCourse } from './dates';

test.describe('training schedule for visitors', () => {
  test('a visitor picks a category and a course, moves between weeks and opens a class', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/training');
    await expect(page.getByText('Kein Kurs ausgewählt')).toBeVisible();

    await pickCourse(page, 'Fitness', 'Yoga');
    const today = berlinToday();
    const heading = page.getByRole('heading', { level: 3 });
    await expect(heading).toContainText(`KW ${isoWeek(today)}`);
    await expect(heading).toContainText(germanMonth(mondayOf(today)));
    const grid = page.getByRole('table');
    await expect(grid.getByRole('button', { name: /Yoga/ })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Kurs ansehen' })).toHaveAttribute('href', '/sports/fitness/yoga');

    await page.getByRole('button', { name: 'Nächste Woche' }).click();
    const next = addDays(mondayOf(today), 7);
    await expect(heading).toContainText(`KW ${isoWeek(next)}`);
    await expect(heading).toContainText(germanMonth(next));
    await page.getByRole('button', { name: 'Vorige Woche' }).click();
    await page.getByRole('button', { name: 'Vorige Woche' }).click();
    const previous = addDays(mondayOf(today), -7);
    await expect(heading).toContainText(`KW ${isoWeek(previous)}`);
    await expect(heading).toContainText(germanMonth(previous));
    await page.getByRole('button', { name: 'Nächste Woche' }).click();
    await expect(heading).toContainText(`KW ${isoWeek(today)}`);

    await page.waitForLoadState('networkidle');
    const shot = testInfo.outputPath('training-week-1440.png');
    await page.screenshot({ path: shot, fullPage: true, animations: 'disabled' });
    await testInfo.attach('training-week-1440', { path: shot, contentType: 'image/png' });

    await grid.getByRole('button', { name: /18:00/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Yoga' });
    await expect(dialog).toContainText('Mira Schulz');
    await expect(dialog).toContainText('Gymnastikraum');
    await expect(dialog).toContainText('75 Minuten');
    await expect(dialog).toContainText('18:00–19:15');
    await expect(dialog).toContainText('Bitte eigene Matte mitbringen.');
    await expect(dialog.getByRole('link', { name: 'Zum Kurs' })).toHaveAttribute('href', '/sports/fitness/yoga');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('on a phone the week is a day accordion opened on today', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/training');
    await pickCourse(page, 'Ballsport', 'Fußball Jugend');
    await expect(page.getByRole('table')).toBeHidden();
    const todayButton = page.getByRole('button', { name: /\(heute\)/ });
    await expect(todayButton).toHaveAttribute('aria-expanded', 'true');
    const days = page.locator('.day-accordion__toggle');
    await expect(days).toHaveCount(7);
    await expect(page.locator('.day-accordion__toggle[aria-expanded="true"]')).toHaveCount(1);

    // Monday holds a youth training; open it and see its class.
    const monday = days.first();
    if ((await monday.getAttribute('aria-expanded')) === 'false') await monday.click();
    await expect(monday).toHaveAttribute('aria-expanded', 'true');
    const mondayPanel = page.getByRole('region', { name: /^Montag/ });
    await expect(mondayPanel.getByRole('button', { name: /17:00/ })).toBeVisible();

    await page.waitForLoadState('networkidle');
    const shot = testInfo.outputPath('training-accordion-375.png');
    await page.screenshot({ path: shot, fullPage: true, animations: 'disabled' });
    await testInfo.attach('training-accordion-375', { path: shot, contentType: 'image/png' });

    await mondayPanel.getByRole('button', { name: /17:00/ }).click();
    await expect(page.getByRole('dialog', { name: 'Fußball Jugend' })).toContainText('Kunstrasenplatz');
  });
});
