import type { APIRequestContext, Page } from '@playwright/test';
import { startClubServer } from '../../support/club-server';
import { expect, test } from '../../support/fixtures';
import { createPage } from '../../support/own-page';
import { mainPort } from '../../playwright.config';
import { bar, decidedContext } from './support';

// Issue 34 item 5, "who else is here": two administrators open the same page in edit mode and
// see each other; the second takes it over, the first is told and can only read until taking it
// back. A site of its own: the coach becomes a second administrator there, which no other spec
// may meet on the shared site.
const port = mainPort + 55;
const site = `http://localhost:${port}`;
const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';
let stopServer: () => Promise<void>;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: site });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  stopServer = await startClubServer(port, {});
});
test.afterAll(async () => {
  await stopServer?.();
});

/** The coach (Jonas Berger) becomes an administrator, through the roles page's route. */
async function secondAdministrator(request: APIRequestContext): Promise<void> {
  const organization = (await (await request.get('/api/organizations-service/organizations?name=demo')).json()) as {
    id: string;
  };
  const session = (await (
    await request.put(`/api/auth-service/organizations/${organization.id}/authentications`, {
      data: { username: 'admin@demo.club', password },
    })
  ).json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const base = `/api/users-service/organizations/${organization.id}`;
  const people = (await (
    await request.get(`${base}/access/people?search=coach@demo.club`, { headers })
  ).json()) as Array<{
    userId: string;
    coachOf: string[];
  }>;
  const coach = people[0]!;
  const promoted = await request.put(`${base}/users/${coach.userId}/access`, {
    headers,
    data: { role: 'ADMINISTRATOR', extraPermissions: [], coachOf: coach.coachOf },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
}

async function logIn(page: Page, email: string, path: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'LOGIN' }).first().click();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(bar(page)).toBeVisible();
  await page.goto(path);
  await expect(bar(page)).toBeVisible();
}

const presenceLine = (page: Page) => bar(page).locator('.editor-presence');
const save = (page: Page) => bar(page).getByRole('button', { name: 'Änderungen speichern' });
const editBanner = (page: Page) => page.getByRole('button', { name: 'Standard-Banner bearbeiten' });

test('two administrators see each other in edit mode; the second takes over, the first is told', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await secondAdministrator(request);
  const path = await createPage(request, 'Anwesenheit');
  const shot = (page: Page, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });

  const anna = await (await decidedContext(browser)).newPage();
  await anna.setViewportSize({ width: 1440, height: 900 });
  await logIn(anna, 'admin@demo.club', path);
  await bar(anna).getByRole('button', { name: 'Inhalt bearbeiten' }).click();
  await expect(save(anna)).toBeVisible();
  // Anna changes the banner's title and does not save yet.
  await editBanner(anna).click();
  const dialog = anna.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Titel/ }).fill('Anwesenheit – Annas Entwurf');
  await dialog.getByRole('button', { name: 'Fertig' }).click();
  await expect(anna.getByRole('heading', { name: 'Anwesenheit – Annas Entwurf' })).toBeVisible();
  await expect(presenceLine(anna)).toHaveCount(0);

  // Jonas opens the same page in edit mode: he sees who edits since when and watches read-only.
  const jonas = await (await decidedContext(browser)).newPage();
  await jonas.setViewportSize({ width: 1440, height: 900 });
  await logIn(jonas, 'coach@demo.club', path);
  await bar(jonas).getByRole('button', { name: 'Inhalt bearbeiten' }).click();
  await expect(presenceLine(jonas)).toHaveText(
    /^Anna Hofmann bearbeitet diese Seite seit \d\d:\d\d\. Du siehst sie nur an\.Bearbeitung übernehmen$/,
  );
  await expect(save(jonas)).toHaveCount(0);
  await expect(editBanner(jonas)).toHaveCount(0);
  // Anna learns of him without reloading.
  await expect(presenceLine(anna)).toHaveText(
    /^Ebenfalls im Bearbeitungsmodus, nur lesend: Jonas Berger \(seit \d\d:\d\d\)$/,
  );
  await expect(save(anna)).toBeEnabled();
  // The bar's row stays one row with the notice above it.
  expect((await bar(jonas).locator('.editor-bar__row').boundingBox())!.height).toBeLessThan(50);
  await shot(anna, 'presence-holder-1440');
  await shot(jonas, 'presence-watching-1440');

  // Jonas takes over: he edits, Anna is told by whom and can only read; her edits stay.
  await presenceLine(jonas).getByRole('button', { name: 'Bearbeitung übernehmen' }).click();
  await expect(save(jonas)).toBeVisible();
  await expect(editBanner(jonas)).toBeVisible();
  await expect(presenceLine(jonas)).toHaveText(/^Ebenfalls im Bearbeitungsmodus, nur lesend: Anna Hofmann/);
  await expect(presenceLine(anna)).toContainText(
    /^Jonas Berger hat die Bearbeitung um \d\d:\d\d übernommen\. Deine ungespeicherten Änderungen bleiben als Entwurf erhalten/,
  );
  await expect(save(anna)).toHaveCount(0);
  await expect(editBanner(anna)).toHaveCount(0);
  await expect(anna.getByRole('heading', { name: 'Anwesenheit – Annas Entwurf' })).toBeVisible();
  // Jonas works on what was saved, not on Anna's unsaved draft.
  await expect(jonas.getByRole('heading', { name: 'Anwesenheit – Annas Entwurf' })).toHaveCount(0);
  await expect(jonas.getByRole('heading', { name: 'Anwesenheit', exact: true }).first()).toBeVisible();
  await shot(anna, 'presence-taken-over-1440');
  await shot(jonas, 'presence-took-over-1440');

  // At 768 px (the narrowest bar) the notice fits above a row that stays one row.
  await anna.setViewportSize({ width: 768, height: 900 });
  await expect(presenceLine(anna).getByRole('button', { name: 'Bearbeitung zurückholen' })).toBeVisible();
  expect((await bar(anna).locator('.editor-bar__row').boundingBox())!.height).toBeLessThan(50);
  await shot(anna, 'presence-taken-over-768');

  // Anna takes it back and saves her edits; Jonas is told and watches.
  await presenceLine(anna).getByRole('button', { name: 'Bearbeitung zurückholen' }).click();
  await expect(save(anna)).toBeEnabled();
  await expect(presenceLine(jonas)).toContainText(/^Anna Hofmann hat die Bearbeitung um \d\d:\d\d übernommen/);
  await expect(save(jonas)).toHaveCount(0);
  await anna.setViewportSize({ width: 1440, height: 900 });
  await save(anna).click();
  await expect(anna.getByRole('dialog').getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();

  // At 375 px the bar is hidden (§2) and edit mode ends there: Jonas leaves, Anna sees him go.
  await jonas.setViewportSize({ width: 375, height: 800 });
  await expect(bar(jonas)).toBeHidden();
  await shot(jonas, 'presence-left-375');
  await expect(presenceLine(anna)).toHaveCount(0);

  // Jonas watches again; Anna closes her tab in edit mode. The leave goes out as the tab goes
  // (pagehide, a keepalive request), so Jonas holds the page at once, not after the 40 s a
  // missing heartbeat takes.
  await jonas.setViewportSize({ width: 1440, height: 900 });
  await bar(jonas).getByRole('button', { name: 'Inhalt bearbeiten' }).click();
  await expect(presenceLine(jonas)).toContainText(/^Anna Hofmann bearbeitet diese Seite seit/);
  await expect(presenceLine(anna)).toContainText('Jonas Berger');
  await anna.close();
  await expect(save(jonas)).toBeVisible({ timeout: 10_000 });
  await expect(presenceLine(jonas)).toHaveCount(0);
});
