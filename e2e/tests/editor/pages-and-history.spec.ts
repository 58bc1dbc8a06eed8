import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { watchRequests } from '../../support/runtime';
import { bar, closeInfo, decidedContext, loginAsAdmin, startEditing } from './support';

const dialog = (page: Page) => page.getByRole('dialog');

async function editBannerTitle(page: Page, title: string) {
  await page.getByRole('button', { name: 'Standard-Banner bearbeiten' }).click();
  await dialog(page)
    .getByRole('textbox', { name: /^Titel/ })
    .fill(title);
  await dialog(page).getByRole('button', { name: 'Fertig' }).click();
}

test.describe('pages, conflicts and history', () => {
  test('two administrators save the same page: the second is told, nothing is lost', async ({ page, browser }) => {
    await loginAsAdmin(page, '/sports/ball-sports/handball');
    const otherContext = await decidedContext(browser);
    const other = await otherContext.newPage();
    await loginAsAdmin(other, '/sports/ball-sports/handball');
    await startEditing(page);
    await startEditing(other);

    await editBannerTitle(page, 'Handball für alle');
    await bar(page).getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();

    await editBannerTitle(other, 'Handball ab 6 Jahren');
    await bar(other).getByRole('button', { name: 'Änderungen speichern' }).click();
    const conflict = dialog(other);
    await expect(conflict.getByRole('heading', { name: 'Jemand anderes hat diese Seite gespeichert' })).toBeVisible();
    // Who saved and when, in the user's language (not the API's English 409 text).
    await expect(conflict.getByText(/^Gespeichert von .+ am .+ \(Version 2\)\.$/)).toBeVisible();
    await expect(conflict.getByText(/saved by/)).toHaveCount(0);
    // The second editor's text is still on screen; keeping it and saving again replaces the first.
    await conflict.getByRole('button', { name: 'Meine Änderungen behalten' }).click();
    await expect(other.getByRole('heading', { name: 'Handball ab 6 Jahren' })).toBeVisible();
    await bar(other).getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(dialog(other).getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();
    await otherContext.close();

    // The first save is not lost either: it is in the history, and restoring it brings it back.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Handball ab 6 Jahren' })).toBeVisible();
    await bar(page)
      .getByRole('button', { name: /Inhaltskonfiguration/ })
      .click();
    await page.getByRole('menuitem', { name: 'Verlauf' }).click();
    const history = dialog(page);
    await expect(history.getByText('Version 3')).toBeVisible();
    // Each entry says what changed, in words.
    await expect(history.getByText('Standard-Banner: Titel geändert')).toHaveCount(2);
    await history.getByRole('button', { name: 'Version 2 mit heute vergleichen' }).click();
    await expect(
      history.getByRole('region', { name: 'Version 2 und heute im Vergleich' }).getByRole('list').first(),
    ).toContainText('Handball für alle');
    // Restoring asks first (from the comparison as from the list).
    await history.getByRole('button', { name: 'Version 2 wiederherstellen' }).click();
    await history.getByRole('alertdialog').getByRole('button', { name: 'Ja, wiederherstellen' }).click();
    await expect(page.getByRole('heading', { name: 'Handball für alle' })).toBeVisible();
    await closeInfo(page);
  });

  test('on a conflict the second administrator compares both versions and keeps theirs or mine', async ({
    page,
    browser,
  }, testInfo) => {
    await loginAsAdmin(page, '/sports/water-sports/swimming');
    const otherContext = await decidedContext(browser);
    const other = await otherContext.newPage();
    await loginAsAdmin(other, '/sports/water-sports/swimming');
    await startEditing(page);
    await startEditing(other);

    await editBannerTitle(page, 'Schwimmen für alle');
    await bar(page).getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();

    await editBannerTitle(other, 'Schwimmen ab 5 Jahren');
    await bar(other).getByRole('button', { name: 'Änderungen speichern' }).click();
    await dialog(other).getByRole('button', { name: 'Vergleichen' }).click();
    const compare = other.getByRole('dialog', { name: 'Gespeicherte Fassung und deine Fassung' });
    await expect(compare.getByText(/^Gespeichert von .+ am .+ \(Version 2\)\.$/)).toBeVisible();
    const row = compare.getByRole('row', { name: /Standard-Banner · Titel/ });
    await expect(row.getByRole('cell').nth(0)).toHaveText('Schwimmen für alle');
    await expect(row.getByRole('cell').nth(1)).toHaveText('Schwimmen ab 5 Jahren');
    await other.setViewportSize({ width: 1440, height: 900 });
    await other.screenshot({ path: testInfo.outputPath('conflict-compare-1440.png') });

    // Keep mine: saved on top of their version, which stays in the history.
    await compare.getByRole('button', { name: 'Meine behalten und speichern' }).click();
    await expect(dialog(other).getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();
    await otherContext.close();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Schwimmen ab 5 Jahren' })).toBeVisible();
  });

  test('uploads a picture and picks it from the library; a 6 MB file is refused', async ({ page }) => {
    await loginAsAdmin(page, '/sports/ball-sports/volleyball');
    await startEditing(page);
    await page.getByRole('button', { name: 'Standard-Banner bearbeiten' }).click();
    await dialog(page).getByRole('button', { name: 'Bild auswählen' }).click();
    const picker = page.getByRole('dialog', { name: 'Bildarchiv' });
    await expect(picker.getByRole('list', { name: 'Bilder' }).getByRole('button').first()).toBeVisible();

    const big = join(tmpdir(), 'club-e2e-6mb.jpg');
    writeFileSync(big, Buffer.alloc(6_000_000, 7));
    await picker.getByLabel('Neues Bild hochladen').setInputFiles(big);
    await expect(picker.getByText('Bild zu groß. Maximale Bildgröße 5 MB.')).toBeVisible();

    // A real picture (a 1x1 PNG) with a label, then found by that label and picked.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await picker.getByRole('searchbox', { name: 'Nach Stichwort suchen' }).fill('volleyballturnier');
    await picker
      .getByLabel('Neues Bild hochladen')
      .setInputFiles({ name: 'turnier.png', mimeType: 'image/png', buffer: png });
    const uploaded = picker.getByRole('list', { name: 'Bilder' }).getByRole('button', { name: /verwenden$/ });
    await expect(uploaded).toHaveCount(1);
    await uploaded.first().click();
    await expect(dialog(page).getByRole('textbox', { name: /^Bild/ })).toHaveValue(
      /\/api\/multimedia-service\/files\/.+\/original\.png$/,
    );
  });

  test('creates a page under a main-menu section, renames its menu item and deletes it', async ({ page, browser }) => {
    await loginAsAdmin(page);
    await bar(page).getByRole('button', { name: 'Neuen Inhalt erstellen' }).click();
    const create = dialog(page);
    await create.getByLabel('Bereich').selectOption({ label: 'Sportarten' });
    await create.getByLabel('Unterbereich').selectOption({ label: 'Ballsport' });
    await create.getByRole('textbox', { name: 'Seitentitel' }).fill('Football');
    await expect(create.getByRole('alert')).toContainText('schon eine andere Seite');
    await create.getByRole('textbox', { name: 'Seitentitel' }).fill('Tischtennis');
    await expect(
      create.getByText('Die Seite erscheint unter: Hauptmenü › Sportarten › Ballsport › Tischtennis'),
    ).toBeVisible();
    await create.getByRole('button', { name: 'Weiter' }).click();
    await expect(create.getByRole('textbox', { name: /^Titel/ })).toHaveValue('Tischtennis');
    await create.getByRole('textbox', { name: /^Text/ }).fill('Neu im Verein: Tischtennis für alle.');
    await create.getByRole('button', { name: 'Seite erstellen' }).click();
    await expect(page).toHaveURL(/\/sports\/ball-sports\/tischtennis$/);
    await expect(page.getByRole('heading', { name: 'Tischtennis' })).toBeVisible();

    const visitor = await browser.newContext();
    const fresh = await visitor.newPage();
    await fresh.goto('/sports/ball-sports/tischtennis');
    await expect(fresh.getByText('Neu im Verein: Tischtennis für alle.')).toBeVisible();
    await visitor.close();

    // Rename sits on the menu item itself, and only in edit mode (§6).
    const sports = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('button', { name: /Sportarten/ });
    await sports.click();
    await expect(page.getByRole('link', { name: 'Tischtennis' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '„Tischtennis“ umbenennen' })).toHaveCount(0);
    await sports.click();
    await startEditing(page);
    await sports.click();
    await page.getByRole('button', { name: '„Tischtennis“ umbenennen' }).click();
    await expect(dialog(page).getByRole('textbox', { name: 'Neuer Name' })).toHaveValue('Tischtennis');
    await dialog(page).getByRole('textbox', { name: 'Neuer Name' }).fill('Tischtennis & Co');
    await dialog(page).getByRole('button', { name: 'Umbenennen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar(page).getByRole('button', { name: 'Änderungen speichern' })).toHaveCount(0);
    await page
      .getByRole('button', { name: /Sportarten/ })
      .first()
      .click();
    await expect(page.getByRole('link', { name: 'Tischtennis & Co' }).first()).toBeVisible();

    await page.goto('/sports/ball-sports/tischtennis');
    await bar(page)
      .getByRole('button', { name: /Inhaltskonfiguration/ })
      .click();
    await page.getByRole('menuitem', { name: 'Inhalt löschen' }).click();
    await dialog(page).getByRole('button', { name: 'Löschen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/sports/ball-sports/tischtennis');
    await expect(page).not.toHaveURL(/tischtennis$/);
  });

  test('creates a page as a tab of an existing page: the page-menu step creates that page’s menu', async ({
    page,
  }, testInfo) => {
    await loginAsAdmin(page);
    await bar(page).getByRole('button', { name: 'Neuen Inhalt erstellen' }).click();
    const create = dialog(page);
    await create.getByLabel('Als Reiter einer bestehenden Seite anlegen (Seitenmenü)').check();
    await create
      .getByLabel('Seite, deren Reiterleiste die neue Seite bekommt')
      .selectOption({ label: 'Sportarten › Ballsport › Basketball' });
    await create.getByRole('textbox', { name: 'Seitentitel' }).fill('Turniere');
    await expect(
      create.getByText(
        'Die Seite erscheint als Reiter unter: Hauptmenü › Sportarten › Ballsport › Basketball › Turniere',
      ),
    ).toBeVisible();
    await create.getByRole('button', { name: 'Weiter' }).click();

    // The optional step: Basketball has no page menu yet, so one is created (§4), named here.
    await expect(create.getByRole('listitem').filter({ hasText: 'Seitenmenü' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(create.getByText('„Basketball“ hat noch kein eigenes Seitenmenü.', { exact: false })).toBeVisible();
    const menuName = create.getByRole('textbox', { name: 'Name des Seitenmenüs (erster Reiter)' });
    await expect(menuName).toHaveValue('Basketball');
    await menuName.fill('Überblick');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('create-page-menu-step-1440.png') });
    await create.getByRole('button', { name: 'Weiter' }).click();
    await expect(create.getByRole('textbox', { name: /^Titel/ })).toHaveValue('Turniere');
    await create.getByRole('button', { name: 'Seite erstellen' }).click();

    await expect(page).toHaveURL(/\/sports\/ball-sports\/basketball\/turniere$/);
    const tabs = page.getByRole('navigation', { name: 'Unterseiten' });
    await expect(tabs.getByRole('link')).toHaveText(['Überblick', 'Turniere']);
    await tabs.getByRole('link', { name: 'Überblick' }).click();
    await expect(page).toHaveURL(/\/sports\/ball-sports\/basketball$/);
    await expect(tabs.getByRole('link')).toHaveText(['Überblick', 'Turniere']);
    // In edit mode the new tab can be renamed where it is shown (the first tab is the page itself).
    await startEditing(page);
    await expect(tabs.getByRole('button', { name: /umbenennen$/ })).toHaveCount(1);
    await expect(tabs.getByRole('button', { name: '„Turniere“ entfernen' })).toBeVisible();
    await tabs.getByRole('button', { name: '„Turniere“ umbenennen' }).click();
    await expect(dialog(page).getByRole('textbox', { name: 'Neuer Name' })).toHaveValue('Turniere');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Clean up: without its tab the page menu shows no tab row.
    await page.goto('/sports/ball-sports/basketball/turniere');
    await bar(page)
      .getByRole('button', { name: /Inhaltskonfiguration/ })
      .click();
    await page.getByRole('menuitem', { name: 'Inhalt löschen' }).click();
    await dialog(page).getByRole('button', { name: 'Löschen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/sports/ball-sports/basketball');
    await expect(page.getByRole('heading', { name: 'Basketball' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Unterseiten' })).toHaveCount(0);
  });

  test('the admin bar is hidden at 375 px, and a member never requests the editor', async ({ page, browser }) => {
    await loginAsAdmin(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('region', { name: 'Verwaltung' })).toBeHidden();

    const memberContext = await decidedContext(browser);
    const member = await memberContext.newPage();
    const requests = watchRequests(member);
    await member.goto('/');
    await member.getByRole('link', { name: 'LOGIN' }).first().click();
    await member.getByLabel('E-Mail-Adresse').fill('member@demo.club');
    await member.getByLabel('Passwort').fill(process.env.DEMO_PASSWORD ?? 'demo-club-2026');
    await member.getByRole('button', { name: 'Anmelden' }).click();
    await expect(member.getByRole('button', { name: /Profilmenü von/ }).first()).toBeVisible();
    await member.goto('/who-we-are');
    await expect(member.getByRole('contentinfo')).toBeVisible();
    await member.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/remotes/mf-editor/'))).toEqual([]);
    await memberContext.close();
  });
});
