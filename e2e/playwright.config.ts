import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';

// The e2e suite drives Debian's Chromium (Playwright cannot download browsers here) against the
// built, assembled site, started by the suite itself on its own ports with fresh databases.
export const mainPort = Number(process.env.E2E_PORT ?? 8090);
export const remoteDownPort = mainPort + 3;
/** A site whose remotes.json loads mf-training from the main server's origin. */
export const movedRemotePort = mainPort + 6;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${mainPort}`,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    // The site's service worker (issue 35) would take requests out of page.route's reach; only
    // the installable-app spec allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node scripts/serve.mjs ${mainPort}`,
      url: `http://localhost:${mainPort}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same site with mf-training's files missing: its slot must fall back, the rest works.
      command: `node scripts/serve.mjs ${remoteDownPort} --empty-remote=mf-training`,
      url: `http://localhost:${remoteDownPort}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve.mjs ${movedRemotePort} --remote-entry=mf-training=http://127.0.0.1:${mainPort}/remotes/mf-training/mf-manifest.json`,
      url: `http://localhost:${movedRemotePort}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
