import { expect, test } from '../../support/fixtures';

// Issue 35 item 4: the app installs (manifest valid, service worker active) and the timetable
// stays readable with the network off.
test.use({ serviceWorkers: 'allow' });

test('the site installs as an app and shows the timetable offline', async ({ page, context, request }, testInfo) => {
  await page.goto('/training');
  await expect(page.getByText('Kein Kurs ausgewählt')).toBeVisible();

  const href = await page.locator('link[rel="manifest"]').first().getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'TSV Grünwald 1897 e.V.',
    display: 'standalone',
    start_url: '/?source=app',
    lang: 'de',
  });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find(
      (i: { sizes: string; purpose: string }) => i.sizes === size && i.purpose === 'any',
    );
    const answer = await request.get(icon.src);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }

  // Registered after load; active and controlling the page after the next navigation.
  const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  expect(state).toBe('activated');
  await page.reload();
  await expect(page.getByText('Kein Kurs ausgewählt')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText('Kein Kurs ausgewählt')).toBeVisible();
    const shot = testInfo.outputPath('training-offline-375.png');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: shot, fullPage: true, animations: 'disabled' });
    await testInfo.attach('training-offline-375', { path: shot, contentType: 'image/png' });
  } finally {
    await context.setOffline(false);
  }
});
