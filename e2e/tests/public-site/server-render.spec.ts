import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { startClubServer } from '../../support/club-server';
import { addEventBlock } from '../../support/event-block';
import { createPage } from '../../support/own-page';
import { expect, isSetupNote, test } from '../../support/fixtures';
import { mainPort } from '../../playwright.config';

// The public pages arrive rendered (issue: first paint as fast as a static page): readable
// without JavaScript, hydrated without a mismatch, and a remote without server code falls back
// to the browser for its slot only.

const footballPath = '/sports/ball-sports/football';
const html = { Accept: 'text/html' };

async function firstNewsPath(request: APIRequestContext, base: string): Promise<string> {
  const page = await (await request.get(`${base}/news`, { headers: html })).text();
  const path = page.match(/href="(\/news\/[^"?#]+)"/)?.[1];
  if (!path) throw new Error('/news links no news item');
  return path;
}

/** The data the page was rendered with (the JSON the browser hydrates from). */
function hydrationData(page: string): { data: Record<string, { id?: string; name?: string; version?: number }> } {
  const json = page.match(/<script type="application\/json" id="club-ssr-data">([\s\S]*?)<\/script>/)?.[1];
  if (!json) throw new Error('the page carries no hydration data');
  return JSON.parse(json) as { data: Record<string, { id?: string; name?: string; version?: number }> };
}

/** Scrolls to the end, so every block's code (and any CSS it would fetch) loads. */
async function hydrateEveryBlock(page: Page): Promise<void> {
  for (let step = 0; step < 20; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atEnd) break;
    // Two frames: the blocks now in view are seen (IntersectionObserver) and start their loads.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.waitForLoadState('networkidle');
  }
  await page.waitForLoadState('networkidle');
}

/** The CSS files whose text the page carries (an empty <style> only names a copy). */
const inlinedStyles = (page: string) =>
  [...page.matchAll(/<style data-href="([^"]+)">([^<]*)<\/style>/g)]
    .filter(([, , css]) => css !== '')
    .map(([, file]) => file ?? '');

test.describe('server-rendered public pages', () => {
  test('without JavaScript, home, a content page and a news item show their text and navigation links', async ({
    browser,
    request,
  }) => {
    const newsPath = await firstNewsPath(request, `http://localhost:${mainPort}`);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    // The first slide's title (the editor specs may retitle it on this server).
    await expect(page.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
    await expect(page.getByRole('heading', { level: 2, name: 'Probetraining gratis' })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation.getByRole('link', { name: 'Trainingsplan' })).toHaveAttribute('href', '/training');

    await navigation.getByRole('link', { name: 'Wer wir sind' }).click();
    await expect(page).toHaveURL(/\/who-we-are$/);
    await expect(page.getByRole('main')).not.toBeEmpty();

    await page.goto(footballPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Fußball' })).toBeVisible();
    await expect(page).toHaveTitle('Fußball | TSV Grünwald 1897 e.V.');

    await page.goto(newsPath);
    const headline = page.getByRole('heading', { level: 1 });
    await expect(headline).not.toBeEmpty();
    await expect(page.getByRole('link', { name: /Zurück/ })).toHaveAttribute('href', '/news');
    await context.close();
  });

  test('the first HTML has what a search engine reads: title, description, canonical, Open Graph, lang', async ({
    request,
  }) => {
    const base = `http://localhost:${mainPort}`;
    for (const path of ['/', footballPath, await firstNewsPath(request, base)]) {
      const response = await request.get(`${base}${path}`, { headers: html });
      expect(response.status()).toBe(200);
      const page = await response.text();
      expect(page, path).toMatch(/<html lang="de"/);
      expect(page, path).toMatch(/<title>[^<]+ \| TSV Grünwald 1897 e\.V\.<\/title>/);
      expect(page, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(page, path).toContain(`<link rel="canonical" href="${base}${path}"`);
      expect(page, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      // Nothing but data inline: the Content-Security-Policy needs no exception.
      expect(page.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g) ?? [], path).toEqual([]);
    }
    const english = await (await request.get(`${base}${footballPath}?lang=en`, { headers: html })).text();
    expect(english).toMatch(/<html lang="en"/);
    expect(english).toContain('<title>Football | TSV Grünwald 1897 e.V.</title>');
  });

  test('a visitor page hydrates without a warning and then works', async ({ page, request }) => {
    const messages: string[] = [];
    const record = (message: ConsoleMessage) => {
      if (['error', 'warning'].includes(message.type()) && !isSetupNote(message.text()))
        messages.push(`${message.type()}: ${message.text()}`);
    };
    page.on('console', record);
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    // The page's CSS is in its HTML: a stylesheet fetched after it restyles the whole page on a
    // phone (mf-content's Layout CSS, the same bytes as ContentPage's, was fetched again).
    const stylesheets: string[] = [];
    page.on('request', (asked) => asked.resourceType() === 'stylesheet' && stylesheets.push(asked.url()));
    const newsPath = await firstNewsPath(request, `http://localhost:${mainPort}`);
    for (const path of ['/', footballPath, '/news', newsPath, '/training']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await hydrateEveryBlock(page);
    }
    expect(messages).toEqual([]);
    expect(stylesheets).toEqual([]);

    // Hydrated: the menus respond (a server-rendered page without React would not open them).
    await page.goto('/');
    await page.getByRole('button', { name: 'Sportarten' }).click();
    await expect(page.getByRole('link', { name: 'Fußball' }).first()).toBeVisible();
    // Every remote module mounted once, from the server's markup.
    const mounted = await page.evaluate(
      () => (window as { __CLUB_MOUNTED_REMOTES__?: string[] }).__CLUB_MOUNTED_REMOTES__,
    );
    expect(mounted).toEqual(expect.arrayContaining(['mf-content/Layout', 'mf-content/ContentPage']));
  });

  test('a page carries the CSS of the blocks and parts it shows, also of a block added later, and fetches none', async ({
    page,
    request,
  }) => {
    // Written by mf-content's build: the CSS files only lazy parts need, by part.
    const { parts } = (await (await request.get('/remotes/mf-content/lazy-part-styles.json')).json()) as {
      parts: Record<string, string[]>;
    };
    const accordion = parts.Accordion ?? [];
    const event = parts.EventBlock ?? [];
    expect(accordion.length).toBeGreaterThan(0);
    expect(event.length).toBeGreaterThan(0);

    // An administrator makes a page with an accordion and no event.
    const path = await createPage(request, 'Stilprobe');
    const before = inlinedStyles(await (await request.get(path, { headers: html })).text());
    expect(before).toEqual(expect.arrayContaining(accordion));
    expect(before.filter((file) => event.includes(file))).toEqual([]);
    // The news page shows no accordion and is found: it carries neither's CSS.
    const notFound = [...(parts.NotFound ?? []), ...(parts.NearMiss ?? [])];
    expect(notFound.length).toBeGreaterThan(0);
    const news = inlinedStyles(await (await request.get('/news', { headers: html })).text());
    expect(news.filter((file) => accordion.includes(file) || notFound.includes(file))).toEqual([]);
    // An address nobody made shows the not-found page (with the nearest pages), styled from the
    // first paint.
    const missing = await request.get('/gibt-es-nicht', { headers: html });
    expect(missing.status()).toBe(404);
    expect(inlinedStyles(await missing.text()).filter((file) => notFound.includes(file))).not.toEqual([]);

    // A day later an event is added to the page: the saved page carries the event's CSS too.
    await addEventBlock(
      request,
      { title: 'Sommerfest', date: '2027-07-03', time: '15:00', place: 'Vereinsheim' },
      '/header/sports/fitness/stilprobe',
    );
    const after = inlinedStyles(await (await request.get(path, { headers: html })).text());
    expect(after).toEqual(expect.arrayContaining([...accordion, ...event]));

    // In the browser every block hydrates from the page's own CSS: no stylesheet is fetched.
    const stylesheets: string[] = [];
    page.on('request', (asked) => asked.resourceType() === 'stylesheet' && stylesheets.push(asked.url()));
    await page.goto(path, { waitUntil: 'networkidle' });
    await hydrateEveryBlock(page);
    await expect(page.getByRole('heading', { name: 'Sommerfest' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Was kostet es?' })).toBeVisible();
    expect(stylesheets).toEqual([]);
  });
});

test.describe('server-rendered data, keyed by the call', () => {
  // (Instagram's feed is never in the HTML: a decided visitor's page is cached without any tool.)
  test('a page hydrates without asking again for the menus, pages and news it carries', async ({ page, request }) => {
    // The keys are the calls' own (method, path with the organization, query); the menus travel
    // as store seeds, not as data.
    const home = Object.keys(hydrationData(await (await request.get('/', { headers: html })).text()).data);
    expect(home).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/content-service\/organizations\/[^/]+\/content\/[^/?]+$/),
        expect.stringMatching(/^GET \/news-service\/organizations\/[^/]+\/news\?/),
      ]),
    );
    expect(home.filter((key) => key.includes('menu/main'))).toEqual([]);

    const asked: string[] = [];
    const carried =
      /\/api\/(content-service\/organizations\/[^/]+\/(menu\/main|content\/[^/]+)|news-service\/organizations\/[^/]+\/news)$/;
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (sent.method() === 'GET' && carried.test(pathname)) asked.push(pathname);
    });
    for (const path of ['/', footballPath, '/news']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await hydrateEveryBlock(page);
    }
    expect(asked).toEqual([]);
  });
});

test.describe('server rendering with a remote down and after a save', () => {
  // Each test starts a site of its own (a fresh database, its own remotes).
  test.setTimeout(180_000);
  const port = mainPort + 2;
  const base = `http://localhost:${port}`;
  let stopServer: (() => Promise<void>) | null = null;

  test.afterEach(async () => {
    await stopServer?.();
    stopServer = null;
  });

  test('without mf-content’s server code the page renders in the browser, the rest from the server', async ({
    page,
    request,
  }) => {
    stopServer = await startClubServer(port, {}, ['--no-server-code=mf-content']);
    const first = await (await request.get(`${base}${footballPath}`, { headers: html })).text();
    // The shell answered (its document and data), but mf-content's slot is left to the browser.
    expect(first).toContain('id="club-ssr-data"');
    expect(first).not.toContain('Fußball</h1>');

    await page.goto(`${base}${footballPath}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fußball' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });

  test('after an administrator saves a page, a visitor’s next request shows the change', async ({ request }) => {
    stopServer = await startClubServer(port, {});
    const before = await (await request.get(`${base}${footballPath}`, { headers: html })).text();
    expect(before).toContain('<title>Fußball | TSV Grünwald 1897 e.V.</title>');
    const pageEntry = Object.entries(hydrationData(before).data).find(([, value]) => value.name === 'Fußball');
    if (!pageEntry) throw new Error('the football page is not in its own hydration data');
    const contentId = pageEntry[0].replace(/^.*\/content\//, '');

    const organization = (await (
      await request.get(`${base}/api/organizations-service/organizations?name=demo`)
    ).json()) as { id: string };
    const session = (await (
      await request.put(`${base}/api/auth-service/organizations/${organization.id}/authentications`, {
        data: { username: 'admin@demo.club', password: process.env.DEMO_PASSWORD ?? 'demo-club-2026' },
      })
    ).json()) as { accessToken: string };
    const auth = { Authorization: `Bearer ${session.accessToken}` };
    const contentPath = `${base}/api/content-service/organizations/${organization.id}/content`;
    const stored = (await (await request.get(`${contentPath}/${contentId}`, { headers: auth })).json()) as Record<
      string,
      unknown
    >;
    const saved = await request.put(contentPath, { headers: auth, data: { ...stored, name: 'Fußball und Futsal' } });
    expect(saved.status()).toBe(200);

    const after = await (await request.get(`${base}${footballPath}`, { headers: html })).text();
    expect(after).toContain('<title>Fußball und Futsal | TSV Grünwald 1897 e.V.</title>');
  });
});
