import { expect, test } from '../../support/fixtures';
import { logIn } from './dates';

test.describe('TRAINING_SCHEDULE block', () => {
  test('the Yoga page shows its course week to visitors, and the add-class control to an admin', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/sports/fitness/yoga');
    const block = page.getByRole('region', { name: 'Yoga-Trainingszeiten' });
    await expect(block.getByRole('heading', { name: 'Yoga-Trainingszeiten' })).toBeVisible();
    await expect(block.getByLabel('Kurs', { exact: true })).toHaveValue(/.+/);
    await expect(block.getByRole('table').getByRole('button', { name: /Yoga/ })).toHaveCount(2);
    await expect(block.getByRole('button', { name: 'Training hinzufügen' })).toHaveCount(0);

    await logIn(page, '/sports/fitness/yoga', 'admin@demo.club');
    const adminBlock = page.getByRole('region', { name: 'Yoga-Trainingszeiten' });
    await expect(adminBlock.getByRole('button', { name: 'Training hinzufügen' })).toBeVisible();
    await adminBlock.getByRole('table').getByRole('button', { name: /18:00/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Yoga' }).getByRole('button', { name: 'Training bearbeiten' }),
    ).toBeVisible();
  });
});
