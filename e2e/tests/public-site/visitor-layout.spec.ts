import type { Locator } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

// Layout defects a visitor met (issue #14), kept fixed by measuring the rendered boxes.

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [768, 1024, 1200]) {
  test(`the carousel arrows stay off the slide's heading and text at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // No autoplay (the carousel honours reduced motion): the first slide stays while it is measured.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const slide = carousel.getByRole('group', { name: 'Folie 1 von 3' });
    // Whatever the title says (the editor specs change it on the same server).
    const heading = slide.getByRole('heading').first();
    await expect(heading).toBeVisible();
    const text = slide.getByText('Sport für alle Generationen seit 1897.');
    for (const name of ['Zurück', 'Weiter']) {
      const arrow = await box(carousel.getByRole('button', { name, exact: true }));
      expect(overlaps(arrow, await box(heading)), `${name} over the heading`).toBe(false);
      expect(overlaps(arrow, await box(text)), `${name} over the text`).toBe(false);
    }
  });
}

test('the sport pictures are squares, five per view, and their arrows cover none at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const sports = page.getByRole('region', { name: 'Unsere Sportarten' });
  const football = sports.getByRole('link', { name: 'Fußball' });
  await football.scrollIntoViewIfNeeded();
  const tile = await box(football);
  expect(Math.abs(tile.width - tile.height)).toBeLessThanOrEqual(1);
  const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
  expect(Math.abs(tile.width - pageWidth / 5)).toBeLessThanOrEqual(2);

  const tiles = await sports.getByRole('link').all();
  for (const name of ['Zurück', 'Weiter']) {
    const arrow = await box(sports.getByRole('button', { name, exact: true }));
    for (const link of tiles) {
      const linkBox = await link.boundingBox();
      if (linkBox && linkBox.x < pageWidth && linkBox.x + linkBox.width > 0) {
        expect(overlaps(arrow, linkBox), `${name} over a tile`).toBe(false);
      }
    }
  }
});

test.describe('a mobile user agent on a wide screen', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    viewport: { width: 1024, height: 768 },
    consentDecided: false,
  });

  test('gets the mobile layout: consent as a page, one sport picture per view', async ({ page }) => {
    await page.goto('/');
    const consent = page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' });
    await expect(consent).toBeVisible();
    const consentBox = await box(consent);
    expect(consentBox.width).toBeGreaterThanOrEqual(1000);
    await consent.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(consent).toBeHidden();

    const football = page.getByRole('region', { name: 'Unsere Sportarten' }).getByRole('link', { name: 'Fußball' });
    await football.scrollIntoViewIfNeeded();
    // Saving the consent page mounts the home blocks again; the slider sizes its slides on mount.
    await expect.poll(async () => (await box(football)).width).toBeGreaterThanOrEqual(1000);
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeVisible();
  });
});

test('news cards keep long headlines inside the card and line up their pictures', async ({ page }) => {
  for (const width of [1024, 1440, 1920]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto('/news');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    const pictureHeights: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      const overflow = await card.evaluate((element) => {
        const body = element.querySelector('.news-card__body');
        return body ? body.scrollWidth - body.clientWidth : 0;
      });
      expect(overflow, `card ${index} overflows at ${width} px`).toBeLessThanOrEqual(0);
      const picture = card.locator('img');
      if ((await picture.count()) > 0) pictureHeights.push((await box(picture)).height);
    }
    // One aspect ratio: the heights differ by sub-pixel rounding at most.
    const spread = Math.max(...pictureHeights) - Math.min(...pictureHeights);
    expect(spread, `picture heights at ${width} px: ${pictureHeights.join(', ')}`).toBeLessThanOrEqual(1);
  }
});

test('the info modal centres its title', async ({ page }) => {
  await page.goto('/contact-us');
  await page.route('**/push-notification-service/**', (route) =>
    route.fulfill({ status: 500, body: '{"code":"x","message":"x","title":"x"}' }),
  );
  await page.getByLabel('Name').fill('Erika Muster');
  await page.getByLabel('E-Mail').fill('erika@example.org');
  await page.getByLabel('Nachricht').fill('Gibt es noch Plätze im Yogakurs?');
  await page.getByRole('button', { name: 'Senden' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const dialogBox = await box(dialog);
  const title = await box(dialog.getByRole('heading').first());
  const centre = (b: Box) => b.x + b.width / 2;
  expect(Math.abs(centre(title) - centre(dialogBox))).toBeLessThanOrEqual(2);
});

test('the main menu marks the section of a sub-page, and the news item names the tab', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/sports/ball-sports/football');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('button', { name: 'Sportarten' })).toHaveAttribute('aria-current', 'true');
  await expect(nav.getByRole('button', { name: 'Kurse' })).not.toHaveAttribute('aria-current', 'true');

  const newsRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/news-service\/organizations\/[^/]+\/news\?/.test(request.url())) newsRequests.push(request.url());
  });
  await page.goto('/news');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The list arrives in the server-rendered page: the browser asks for it no more.
  expect(newsRequests).toHaveLength(0);
  await expect(page).toHaveTitle('Neuigkeiten | TSV Grünwald 1897 e.V.');

  const first = page.getByRole('article').first().getByRole('link');
  const headline = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
  await expect(page).toHaveTitle(`${headline} | TSV Grünwald 1897 e.V.`);
});

test('at 320 px the sub-page menu scrolls its current tab into view', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/who-we-are/board');
  const menu = page.getByRole('navigation', { name: 'Unterseiten' });
  const current = menu.getByRole('link', { name: 'Vorstand' });
  await expect(current).toHaveClass(/active/);
  await expect
    .poll(async () => {
      const tab = await box(current);
      return tab.x >= 0 && tab.x + tab.width <= 320;
    })
    .toBe(true);
  // The row scrolls sideways instead of wrapping: more tabs than the screen is wide.
  const list = menu.getByRole('list');
  expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
});
