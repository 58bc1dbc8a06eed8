import type { ConsoleMessage } from '@playwright/test';
import { addEventBlock } from '../../support/event-block';
import { expect, isSetupNote, test } from '../../support/fixtures';
import { ownClubSite } from '../../support/own-site';
import { logIn } from '../members/course-support';

// Issue 35: /events arrives rendered from the server like /news: the events are in the first
// HTML and readable without JavaScript; the browser hydrates it without moving anything. Then a
// member signs up for the event and reads "Meine Kurse" (courses and events) offline. A site of
// its own (the event changes no other spec's page); the second test uses the first one's event.
const own = ownClubSite(75);
test.describe.configure({ mode: 'serial' });
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

  // The first HTML: the event's title, its place and its free places; the page's own title. (On a
  // busy machine the fresh site's first render may pass the renderer's time limit: the page then
  // falls back to the browser and is not cached, so the next request is asked.)
  let first = '';
  await expect(async () => {
    first = await (await request.get('/events', { headers: { Accept: 'text/html' } })).text();
    expect(first).toContain('<h2>Sommerfest</h2>');
  }).toPass({ timeout: 60_000 });
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
    const shift = await page.evaluate(() =>
      ((window as { __shifts?: number[] }).__shifts ?? []).reduce((a, b) => a + b, 0),
    );
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

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a signed-in member reads Meine Kurse, courses and events, with the network off', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await logIn(page, 'member@demo.club');
    await page.goto('/who-we-are');
    const event = page.locator('.event-block');
    await event.scrollIntoViewIfNeeded();
    await event.getByRole('button', { name: 'Anmelden' }).click();
    await event.getByRole('button', { name: 'Verbindlich anmelden' }).click();
    await expect(event.getByRole('status')).toContainText('Du bist angemeldet.');

    // The first visit: the service worker takes over; the next one keeps what the page loaded.
    await page.goto('/members#myCourses');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
    await page.reload();
    const courses = page.getByRole('complementary', { name: 'Meine Kurse' });
    const events = page.locator('.my-events');
    await expect(courses.getByRole('link', { name: 'Yoga' })).toBeVisible();
    await expect(events.getByRole('listitem').filter({ hasText: 'Sommerfest' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(courses.getByRole('link', { name: 'Yoga' })).toBeVisible();
      await expect(courses.getByRole('link', { name: 'Rückenfit' })).toBeVisible();
      const item = events.getByRole('listitem').filter({ hasText: 'Sommerfest' });
      await expect(item.getByTestId('my-event-status')).toHaveText('Du hast einen Platz.');
      await expect(item).toContainText('Vereinsheim');
      await events.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('meine-kurse-offline-375.png'), fullPage: true });
    } finally {
      await context.setOffline(false);
    }
  });
});
