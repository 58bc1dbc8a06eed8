import { defineConfig, devices } from '@playwright/test';
export default defineConfig({
  testDir: '/work/main/e2e/tests/public-site',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: [['list']],
  outputDir: '/tmp/chrome-shots/test-results',
  use: {
    baseURL: 'http://localhost:8091',
    locale: 'de-DE',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
