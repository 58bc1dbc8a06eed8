import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';

// `pnpm test:topology`: the compose topology run for real (nginx + two API replicas on
// PostgreSQL); topology/global-setup.ts starts it and stops it after the run.
export default defineConfig({
  testDir: './tests-topology',
  globalSetup: './topology/global-setup.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${Number(process.env.TOPOLOGY_PORT ?? 8900)}`,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    // The site's service worker (issue 35) would take requests out of page.route's reach; only
    // the installable-app spec allows it.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
