import { expect, test } from '../../support/fixtures';
import { mainPort, movedRemotePort, remoteDownPort } from '../../playwright.config';
import { countReactRenderers, expectRemoteMounted, watchRequests } from '../../support/runtime';

test.describe('assembled site', () => {
  test('mounts each remote on its route', async ({ page }) => {
    await page.goto('/training');
    await expectRemoteMounted(page, 'mf-training/TrainingPage');
    await page.goto('/news');
    await expectRemoteMounted(page, 'mf-content/NewsRoutes');
    await expect(page.getByRole('main')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a visitor never requests the editor remote', async ({ page }) => {
    const requests = watchRequests(page);
    for (const path of ['/', '/training', '/news']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(requests.some((url) => url.includes('/remotes/mf-content/'))).toBe(true);
    expect(requests.filter((url) => url.includes('/remotes/mf-editor/'))).toEqual([]);
  });

  test('runs one React renderer and one @club/shared instance across remotes', async ({ page }) => {
    await countReactRenderers(page);
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('banner').waitFor();
    await page.goto('/training');
    await expectRemoteMounted(page, 'mf-training/TrainingPage');
    const counts = await page.evaluate(() => ({
      renderers: (window as unknown as { __reactRenderers: number }).__reactRenderers,
      shared: (window as unknown as { __CLUB_SHARED_INSTANCES__: number }).__CLUB_SHARED_INSTANCES__,
    }));
    expect(counts).toEqual({ renderers: 1, shared: 1 });
  });
});

test.describe('a remote that is down', () => {
  test('shows the fallback in its slot and the rest of the site keeps working', async ({ page }) => {
    const base = `http://localhost:${remoteDownPort}`;
    await page.goto(`${base}/training`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Dieser Bereich ist gerade nicht verfügbar' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto(`${base}/?lang=en`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('This part of the page is not available right now')).toHaveCount(0);
  });
});

test.describe('a remote moved to another origin', () => {
  test('loads from the origin remotes.json names, with no rebuild of the shell', async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto(`http://localhost:${movedRemotePort}/training`);
    await expectRemoteMounted(page, 'mf-training/TrainingPage');
    const otherOrigin = `http://127.0.0.1:${mainPort}/remotes/mf-training/`;
    expect(requests.some((url) => url.startsWith(`${otherOrigin}remoteEntry.js`))).toBe(true);
    expect(requests.some((url) => url.startsWith(otherOrigin) && url.endsWith('.js'))).toBe(true);
    expect(requests.some((url) => url.startsWith(`http://localhost:${movedRemotePort}/remotes/mf-training/`))).toBe(
      false,
    );
  });
});
