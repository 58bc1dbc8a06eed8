import { expect, test } from '../../support/fixtures';
import { loginAsAdmin } from './support';

// Issue 25: the editor's new parts looked at in both languages at 1440, 768 and 577 px (just above
// the hidden-bar limit) and at 375 px, where edit mode ends. Each screen must fit its width; the
// screenshots are kept with the test results.
const widths = [1440, 768, 577];

for (const language of ['de', 'en'] as const) {
  test(`the footer list editor and the admin bar fit every width (${language})`, async ({ page }, testInfo) => {
    await loginAsAdmin(page);
    await page.goto(`/?lang=${language}`);
    const adminBar = page.getByRole('region', { name: language === 'de' ? 'Verwaltung' : 'Administration' });
    await expect(adminBar).toBeVisible();
    const editLabel = language === 'de' ? 'Inhalt bearbeiten' : 'Edit content';
    await adminBar.getByRole('button', { name: editLabel }).click();
    const footerLabel = language === 'de' ? 'Fußzeile bearbeiten' : 'Edit footer';
    await page.getByRole('button', { name: footerLabel }).click();
    const dialog = page.getByRole('dialog');
    // The second entry is the first link column.
    await dialog.getByRole('button', { name: /^2\. / }).click();
    await expect(dialog.getByRole('group').first()).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`footer-editor-${language}-${width}.png`) });
    }
    // At 576 px and narrower the bar is hidden, so edit mode ends and the dialog closes: nothing
    // changes without a Save button in reach.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: footerLabel })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`page-${language}-375.png`) });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(adminBar.getByRole('button', { name: editLabel })).toHaveAttribute('aria-pressed', 'false');
    await page.screenshot({ path: testInfo.outputPath(`admin-bar-${language}-1440.png`) });
  });
}
