import type { ConsoleMessage } from '@playwright/test';
import { addEventBlock } from '../../support/event-block';
import { expect, isSetupNote, test } from '../../support/fixtures';
import { ownClubSite } from '../../support/own-site';

// Issue 35: /events arrives rendered from the server like /news: the events are in the first
// HTML and readable without JavaScript; the browser hydrates it without moving anything. A site of
// its own (the event changes no other spec's page).
const own = ownClubSite(75);
const nextYear = new Date().getFullYear() + 1;

test('the events list is in the first HTML, readable without JavaScript, and hydrates in place', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await addEventBlock(request, {
    title: 'Sommerfest',
    date: `${nextYear}-07-10`,
    time: '15:00',
    place: 'Vereinsheim',
    places: 3,
  });

  // The first HTML: the event's title, its place and its free places; the page's own title.
  const first = await (await request.get('/events', { headers: { Accept: 'text/html' } })).text();
  expect(first).toContain('<h2>Sommerfest</h2>');
  expect(first).toContain('Noch 3 Plätze frei');
  expect(first).toContain('<title>Veranstaltungen | TSV Grünwald 1897 e.V.</title>');
  expect(first).toMatch(/<meta name="description" content="Die kommenden Veranstaltungen/);

  // Without JavaScript: the list, and the link to the event's page.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: own.site });
  try {
    const plain = await noScript.newPage();
    await plain.goto('/events');
    await expect(plain.getByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeVisible();
    const item = plain.getByRole('listitem').filter({ hasText: 'Sommerfest' });
    await expect(item).toContainText(`10. Juli ${nextYear} · 15:00 Uhr · Vereinsheim`);
    await expect(item.getByRole('link', { name: 'Zur Veranstaltung' })).toHaveAttribute('href', /^\/who-we-are#event-/);
  } finally {
    await noScript.close();
  }

  // With JavaScript: hydrated without a warning and without a layout shift.
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type()) && !isSetupNote(message.text()))
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { __shifts?: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/events', { waitUntil: 'networkidle' });
    await expect
      .poll(() =>
        page.evaluate(() => (window as { __CLUB_MOUNTED_REMOTES__?: string[] }).__CLUB_MOUNTED_REMOTES__ ?? []),
      )
      .toContain('mf-content/EventsRoutes');
    await expect(page.getByTestId('events-list-status')).toHaveText('Noch 3 Plätze frei');
    const shift = await page.evaluate(() => ((window as { __shifts?: number[] }).__shifts ?? []).reduce((a, b) => a + b, 0));
    expect(shift, `layout shift at ${width} px`).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`events-${width}.png`), fullPage: true });
  }
  expect(messages).toEqual([]);

  // Hydrated: the link navigates in the app to the event's page.
  await page.getByRole('link', { name: 'Zur Veranstaltung' }).click();
  await expect(page).toHaveURL(/\/who-we-are#event-/);
  await expect(page.locator('.event-block').getByRole('heading', { name: 'Sommerfest' })).toBeVisible();
});
