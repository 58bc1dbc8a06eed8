import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../support/fixtures';
import type { Page } from '@playwright/test';

// Accessibility (axe: no serious or critical violations) and full-page screenshots as artifacts.
const pages = [
  { name: 'home', path: '/?lang=en', ready: (page: Page) => page.getByRole('region', { name: 'Highlights' }) },
  {
    name: 'who-we-are',
    path: '/who-we-are?lang=en',
    ready: (page: Page) => page.getByRole('button', { name: 'Our mission' }),
  },
  {
    name: 'profiles',
    path: '/who-we-are/board?lang=en',
    ready: (page: Page) => page.getByRole('heading', { name: 'Claudia Neumeier' }),
  },
  { name: 'news', path: '/news?lang=en', ready: (page: Page) => page.getByRole('article').first() },
  {
    name: 'contact',
    path: '/contact-us?lang=en',
    ready: (page: Page) => page.getByRole('heading', { name: "Let's talk." }),
  },
];

// Every embed is accepted, so the pages are checked with their third-party frames in place.
test.use({ consentChoice: { youtube: true, vimeo: true, instagram: true } });

for (const target of pages) {
  test(`${target.name} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(target.path);
    await expect(target.ready(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });

  // Phone, tablet, small and common desktops, an ultra-wide screen (issue #14 looked at each).
  for (const width of [375, 768, 1200, 1440, 3440]) {
    test(`${target.name} full-page screenshot at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
      await page.goto(target.path);
      await expect(target.ready(page)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const path = testInfo.outputPath(`${target.name}-${width}.png`);
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      await testInfo.attach(`${target.name}-${width}`, { path, contentType: 'image/png' });
    });
  }
}
