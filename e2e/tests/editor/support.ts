import type { Browser, BrowserContext, Page } from '@playwright/test';
import { decideConsent, expect } from '../../support/fixtures';

const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';

/** Logs in through the login page and lands on `path` with the editor loaded. */
export async function loginAsAdmin(page: Page, path = '/'): Promise<void> {
  // Through the site's LOGIN link: the page starts the login with its PKCE challenge.
  await page.goto('/');
  await page.getByRole('link', { name: 'LOGIN' }).first().click();
  await page.getByLabel('E-Mail-Adresse').fill('admin@demo.club');
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('region', { name: 'Verwaltung' })).toBeVisible();
  if (path !== '/') {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Verwaltung' })).toBeVisible();
  }
}

/** The admin bar. */
export const bar = (page: Page) => page.getByRole('region', { name: 'Verwaltung' });

export async function startEditing(page: Page): Promise<void> {
  await bar(page).getByRole('button', { name: 'Inhalt bearbeiten' }).click();
  await expect(bar(page).getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();
}

/** Closes the info modal by its text button (the dialog's X has the same name). */
export const closeInfo = (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).last().click();

/** A second browser whose visitor already decided on consent (the dialog would cover the page). */
export async function decidedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await decideConsent(context);
  return context;
}

/** A real 1200 x 600 PNG (two colours, so a crop is visible), drawn by the browser. */
export async function pngOf(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1f7a3d';
    context.fillRect(0, 0, 1200, 600);
    context.fillStyle = '#f2c200';
    context.fillRect(0, 300, 400, 300);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(data, 'base64');
}
