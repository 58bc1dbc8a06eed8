import type { Page } from '@playwright/test';

const day = 86_400_000;
/** Today's date in Berlin, YYYY-MM-DD (the club's clock, whatever the machine's zone). */
export const berlinToday = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => iso(new Date(utc(date).getTime() + days * day));
export const mondayOf = (date: string): string => addDays(date, -((utc(date).getUTCDay() + 6) % 7));

/** ISO 8601 week number. */
export function isoWeek(date: string): number {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.ceil(((d.getTime() - yearStart) / day + 1) / 7);
}

export const germanMonth = (date: string): string =>
  utc(date).toLocaleString('de-DE', { month: 'long', timeZone: 'UTC' });

const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';

/** Logs in through the site's LOGIN link and comes back to the page it started on. */
export async function logIn(page: Page, path: string, email: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('link', { name: 'LOGIN' }).first().click();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page
    .getByRole('button', { name: /Profilmenü von/ })
    .first()
    .waitFor();
}

/** Picks a category and a course in the training schedule's dropdowns. */
export async function pickCourse(scope: Page, category: string, course: string): Promise<void> {
  await scope.getByLabel('Sportarten').selectOption({ label: category });
  await scope.getByLabel('Kurs', { exact: true }).selectOption({ label: course });
}
