import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { loginAsAdmin } from './support';

// Issue 34, defect 10: the admin bar wrapped into 2-3 rows over the page at 768 px and narrower;
// "Social Media bearbeiten" covered the icons. The bar stays one row (the rest in "Mehr"), the
// page gets the bar's height as padding, and the screens are kept with the test results.
const words = {
  de: {
    bar: 'Verwaltung',
    edit: 'Inhalt bearbeiten',
    more: 'Mehr',
    history: 'Verlauf',
    social: 'Social Media bearbeiten',
  },
  en: { bar: 'Administration', edit: 'Edit content', more: 'More', history: 'History', social: 'Edit social media' },
} as const;

const boxOf = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

for (const language of ['de', 'en'] as const) {
  test(`the admin bar is one row that covers nothing, at every width (${language})`, async ({ page }, testInfo) => {
    const w = words[language];
    await loginAsAdmin(page);
    await page.goto(`/?lang=${language}`);
    const bar = page.getByRole('region', { name: w.bar });
    await bar.getByRole('button', { name: w.edit }).click();
    for (const width of [1440, 1200, 768, 600]) {
      await page.setViewportSize({ width, height: 900 });
      const row = await boxOf(page, '.editor-bar__row');
      // One row: no taller than its tallest button (34 px) plus a little.
      expect(row.height, `one row at ${width} px`).toBeLessThan(50);
      const barBox = (await bar.boundingBox())!;
      const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
      expect(padding, `the page's padding is the bar's height at ${width} px`).toBeGreaterThanOrEqual(
        Math.floor(barBox.height),
      );
      // The end of the page scrolls clear of the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const consent = await boxOf(page, '.site-footer__consent');
      expect(consent.y + consent.height, `the page's last line above the bar at ${width} px`).toBeLessThanOrEqual(
        barBox.y,
      );
      // The social media edit button does not lie over the icons.
      const edit = (await page.getByRole('button', { name: w.social }).boundingBox())!;
      const icons = await boxOf(page, '.site-footer__social');
      const overlaps =
        edit.x < icons.x + icons.width &&
        icons.x < edit.x + edit.width &&
        edit.y < icons.y + icons.height &&
        icons.y < edit.y + edit.height;
      expect(overlaps, `edit button beside the icons at ${width} px`).toBe(false);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath(`admin-bar-${language}-${width}.png`) });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.screenshot({ path: testInfo.outputPath(`admin-bar-${language}-${width}-end.png`) });
    }

    // At 768 px the rest is in "More", by keyboard: open, arrows, Home, Enter, Escape back.
    await page.setViewportSize({ width: 768, height: 900 });
    const more = bar.getByRole('button', { name: new RegExp(`^${w.more}`) });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`admin-bar-${language}-768-more.png`) });
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // The second item at 768 px: creating new content (the admin area is the first).
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`create-${language}-768.png`) });

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(bar).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath(`page-${language}-375.png`) });
  });
}
