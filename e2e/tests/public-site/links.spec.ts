import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

// No dead ends (issue #14): every internal link on home and on every page of the header menu
// leads to a real page, in German and in English - never to the not-found page.
const languages = [
  { lang: 'de', notFound: 'Die Seite, die du suchst, gibt es nicht', mainNav: 'Hauptnavigation' },
  { lang: 'en', notFound: "The page you are currently looking for doesn't exist", mainNav: 'Main navigation' },
] as const;

/** Internal links of the page (same origin, not the API, without fragment), as paths. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return (
    hrefs
      .map((href) => new URL(href))
      .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/'))
      // The language switch ('?lang=') is left out: the other language has its own run.
      .filter((url) => !url.searchParams.has('lang'))
      .map((url) => url.pathname + url.search)
  );
}

/** Waits until the routed page has rendered its heading (content loaded, or not-found shown). */
async function pageHeading(page: Page) {
  // Pages of other remotes (training, members) render their own layout: any level-1 heading.
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  return heading;
}

/** The pages of the header menu: direct links and every link of each dropdown. */
async function headerPages(page: Page, mainNavName: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: mainNavName });
  const paths = new Set<string>();
  const origin = new URL(page.url()).origin;
  const add = async (links: string[]) => {
    for (const href of links) {
      const url = new URL(href, origin);
      if (url.origin === origin) paths.add(url.pathname);
    }
  };
  await add(
    await nav.locator(':scope > ul > li > a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')),
  );
  const toggles = nav.locator('button[aria-expanded]');
  for (let index = 0; index < (await toggles.count()); index += 1) {
    const toggle = toggles.nth(index);
    const name = (await toggle.textContent())?.trim() ?? '';
    await toggle.click();
    const panel = nav.getByRole('region', { name, exact: true });
    await expect(panel).toBeVisible();
    await add(await panel.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')));
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
  return [...paths];
}

for (const { lang, notFound, mainNav } of languages) {
  test(`every internal link on home and the header menu's pages reaches a page (${lang})`, async ({ page }) => {
    test.setTimeout(480_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/?lang=${lang}`);
    await pageHeading(page);
    const starts = ['/', ...(await headerPages(page, mainNav))];
    expect(starts.length).toBeGreaterThan(10);

    const toVisit = new Set<string>();
    for (const start of starts) {
      await page.goto(start);
      const heading = await pageHeading(page);
      await expect(heading, `${start} is a page of the header menu`).not.toHaveText(notFound);
      for (const link of await internalLinks(page)) toVisit.add(link);
    }
    for (const start of starts) toVisit.delete(start);

    const deadEnds: string[] = [];
    for (const link of toVisit) {
      await page.goto(link);
      const heading = await pageHeading(page);
      if ((await heading.textContent())?.trim() === notFound) deadEnds.push(link);
    }
    expect(deadEnds, `links seen: ${[...toVisit].join(', ')}`).toEqual([]);
    // The legal pages are among them (footer) and really exist.
    expect([...toVisit]).toEqual(expect.arrayContaining(['/legal/imprint', '/legal/privacy']));
  });
}
