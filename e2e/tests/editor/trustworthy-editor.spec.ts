import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { bar, closeInfo, decidedContext, loginAsAdmin, startEditing } from './support';

const dialog = (page: Page) => page.getByRole('dialog');

async function saveChanges(page: Page): Promise<void> {
  await bar(page).getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();
  await closeInfo(page);
}

/** The demo club's id and an administrator's headers, for setting a scene through the API. */
async function adminApi(request: APIRequestContext) {
  const organization = (await (await request.get('/api/organizations-service/organizations?name=demo')).json()) as {
    id: string;
  };
  const session = (await (
    await request.put(`/api/auth-service/organizations/${organization.id}/authentications`, {
      data: { username: 'admin@demo.club', password: process.env.DEMO_PASSWORD ?? 'demo-club-2026' },
    })
  ).json()) as { accessToken: string };
  return {
    base: `/api/content-service/organizations/${organization.id}`,
    headers: { Authorization: `Bearer ${session.accessToken}` },
  };
}

// Issue 25: the editor a volunteer can trust.
test.describe('an editor a volunteer can trust', () => {
  test('deletes a block added to the home page, and a visitor no longer sees it', async ({ page, browser }) => {
    await loginAsAdmin(page);
    await startEditing(page);
    await bar(page).getByRole('checkbox', { name: 'Vorlagen hinzufügen zeigen' }).check();
    await page.getByRole('button', { name: '+ Vorlage hier einfügen' }).last().click();
    await dialog(page).getByRole('radio', { name: 'Akkordeon' }).check();
    await dialog(page).getByRole('button', { name: 'Vorlage einfügen' }).click();
    await dialog(page)
      .getByRole('textbox', { name: /^Titel/ })
      .fill('Versehentlich hinzugefügt');
    await dialog(page).getByRole('textbox', { name: /^Text/ }).fill('Dieser Block soll wieder weg.');
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    await saveChanges(page);

    const visitorContext = await decidedContext(browser);
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await expect(visitor.getByText('Versehentlich hinzugefügt')).toBeVisible();

    // Edit mode stays on after saving.
    await page.getByRole('button', { name: 'Akkordeon bearbeiten' }).click();
    await dialog(page).getByRole('button', { name: 'Vorlage löschen' }).click();
    await expect(page.getByText('Versehentlich hinzugefügt')).toHaveCount(0);
    await saveChanges(page);

    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(visitor.getByText('Versehentlich hinzugefügt')).toHaveCount(0);
    await visitorContext.close();

    // The first block and the home news keep no delete button.
    await page.getByRole('button', { name: 'Startseiten-Karussell bearbeiten' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Vorlage löschen' })).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    await page.getByRole('button', { name: 'Startseiten-News bearbeiten' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Vorlage löschen' })).toHaveCount(0);
  });

  test('saves a 190-character Instagram token that is never shown again', async ({ page }) => {
    const token = `IGQV${'a1B2'.repeat(46)}Zz`;
    await loginAsAdmin(page);
    await startEditing(page);
    await page.getByRole('button', { name: 'Instagram-Feed bearbeiten' }).click();
    const field = dialog(page).getByRole('textbox', { name: /^Zugangs-Token/ });
    await expect(dialog(page).getByText('Pflichtfeld')).toHaveCount(0);
    await expect(field).toHaveAttribute('type', 'password');
    await field.fill(token);
    await expect(field).toHaveValue(token);
    await expect(dialog(page).getByText('190/500')).toBeVisible();
    await expect(dialog(page).getByRole('alert')).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    const saved = page.waitForResponse((r) => r.url().includes('/content') && r.request().method() === 'PUT');
    await saveChanges(page);
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain(token);

    await page.getByRole('button', { name: 'Instagram-Feed bearbeiten' }).click();
    await expect(dialog(page).getByRole('textbox', { name: /^Zugangs-Token/ })).toHaveValue('');
  });

  test('removes an empty menu entry that visitors never saw', async ({ page, request }) => {
    const api = await adminApi(request);
    type Item = { id: string; path: string; children: Item[] };
    const header = (await (await request.get(`${api.base}/menu/header`, { headers: api.headers })).json()) as Item;
    const culture = header.children.find((item) => item.path === '/header/culture')!;
    const created = await request.post(`${api.base}/menu`, {
      headers: api.headers,
      data: { name: 'Leere Spalte', parentId: culture.id },
    });
    expect(created.status()).toBe(200);

    await loginAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    // Visitors (and editors outside edit mode) see Kultur as a plain link, no empty dropdown.
    await expect(nav.getByRole('link', { name: 'Kultur' })).toBeVisible();
    await startEditing(page);
    await nav.getByRole('button', { name: 'Kultur' }).click();
    await nav.getByRole('button', { name: '„Leere Spalte“ entfernen' }).click();
    await expect(dialog(page).getByText('„Leere Spalte“ und die leeren Einträge darunter')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Entfernen' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Kultur' })).toBeVisible();
    await expect(page.getByText('Leere Spalte')).toHaveCount(0);

    // An entry with a page under it stays, and the dialog says which page.
    await nav.getByRole('button', { name: 'Sportarten' }).click();
    await nav.getByRole('button', { name: '„Ballsport“ entfernen' }).click();
    await dialog(page).getByRole('button', { name: 'Entfernen' }).click();
    await expect(dialog(page).getByRole('alert')).toContainText('Fußball');
  });

  test('schedules a change, sees who scheduled it for when, and cancels it', async ({ page }) => {
    await loginAsAdmin(page, '/sports/fitness/yoga');
    await startEditing(page);
    await page.getByRole('button', { name: 'Standard-Banner bearbeiten' }).click();
    await dialog(page)
      .getByRole('textbox', { name: /^Titel/ })
      .fill('Yoga ab Januar');
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    await bar(page)
      .getByRole('button', { name: /Inhaltskonfiguration/ })
      .click();
    await bar(page).getByRole('menuitem', { name: 'Veröffentlichung planen' }).click();
    // Tomorrow 09:30 Berlin time, whatever the browser's zone.
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    await dialog(page).getByLabel('Veröffentlichen am (Berliner Zeit)').fill(`${tomorrow}T09:30`);
    await dialog(page).getByRole('button', { name: 'Planen' }).click();
    const [year, month, day] = tomorrow.split('-');
    const when = `${day}.${month}.${year}, 09:30`;
    await expect(dialog(page).getByText(`Die Seite wird am ${when} veröffentlicht.`)).toBeVisible();
    await closeInfo(page);

    const notice = bar(page).getByRole('status').filter({ hasText: 'Geplant:' });
    await expect(notice).toContainText(`am ${when} (Berliner Zeit)`);
    await expect(notice).toContainText('geplant von');
    // The scheduled draft is not "unsaved": Save does not offer to publish it now.
    await expect(bar(page).getByRole('button', { name: 'Änderungen speichern' })).toBeDisabled();

    await notice.getByRole('button', { name: 'Planung abbrechen' }).click();
    await expect(bar(page).getByText('Geplant:')).toHaveCount(0);
    await page.reload();
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByText('Geplant:')).toHaveCount(0);
  });

  test('shows a failed schedule with its reason and publishes the scheduled version with one click', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    type Item = { path: string; contentId: string | null; children: Item[] };
    const flat = (items: Item[]): Item[] => items.flatMap((item) => [item, ...flat(item.children)]);
    const menus = (await (await request.get(`${api.base}/menu/main`, { headers: api.headers })).json()) as Item[];
    const contentId = flat(menus).find((item) => item.path.endsWith('/functional-training'))!.contentId!;
    type Content = {
      version: number;
      templates: Array<{
        fields: Array<{ id: string; name: string }>;
        elements: Array<{ values: Array<{ fieldId: string; value: string }> }>;
      }>;
    };
    const read = async () =>
      (await (await request.get(`${api.base}/content/${contentId}`, { headers: api.headers })).json()) as Content;
    const withTitle = (content: Content, title: string) => {
      const banner = content.templates[0]!;
      const field = banner.fields.find((f) => f.name === 'title')!;
      banner.elements[0]!.values.find((v) => v.fieldId === field.id)!.value = title;
      return content;
    };
    const scheduled = await request.put(`${api.base}/content/${contentId}/schedule`, {
      headers: api.headers,
      data: { ...withTitle(await read(), 'Zirkeltraining neu'), publishAt: new Date(Date.now() + 1500).toISOString() },
    });
    expect(scheduled.status()).toBe(200);
    // Another administrator saves before the schedule falls due: it must fail, not overwrite.
    const saved = await request.put(`${api.base}/content`, {
      headers: api.headers,
      data: withTitle(await read(), 'Zwischendurch gespeichert'),
    });
    expect(saved.status()).toBe(200);
    await expect
      .poll(
        async () =>
          (
            (await (
              await request.get(`${api.base}/content/${contentId}/schedule`, { headers: api.headers })
            ).json()) as { status: string }
          ).status,
        { timeout: 20_000 },
      )
      .toBe('failed');

    await loginAsAdmin(page, '/sports/fitness/functional-training');
    const alert = bar(page).getByRole('alert');
    await expect(alert).toContainText('fehlgeschlagen');
    await expect(alert).toContainText('Jemand hat die Seite nach der Planung gespeichert');
    await expect(page.getByRole('heading', { name: 'Zwischendurch gespeichert' })).toBeVisible();
    await alert.getByRole('button', { name: 'Geplante Fassung jetzt veröffentlichen' }).click();
    await expect(page.getByRole('heading', { name: 'Zirkeltraining neu' })).toBeVisible();
    await expect(bar(page).getByRole('alert')).toHaveCount(0);
  });

  test('recovers a draft after the tab was closed', async ({ page, context }) => {
    await loginAsAdmin(page, '/sports/fitness/yoga');
    await startEditing(page);
    await page.getByRole('button', { name: 'Standard-Banner bearbeiten' }).click();
    const autosaved = page.waitForResponse((r) => r.url().endsWith('/draft') && r.request().method() === 'PUT');
    await dialog(page)
      .getByRole('textbox', { name: /^Titel/ })
      .fill('Yoga für Frühaufsteher');
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    expect((await autosaved).status()).toBe(200);
    // The tab closes without saving (no prompt can stop a crash either).
    await page.close({ runBeforeUnload: false });

    const again = await context.newPage();
    await again.goto('/sports/fitness/yoga');
    const offer = bar(again).getByRole('status').filter({ hasText: 'Ungespeicherte Änderungen' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Wiederherstellen' }).click();
    await expect(again.getByRole('heading', { name: 'Yoga für Frühaufsteher' })).toBeVisible();
    await bar(again).getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(dialog(again).getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();
    await closeInfo(again);
    // Saved: the draft is gone and no longer offered.
    await again.reload();
    await expect(again.getByRole('heading', { name: 'Yoga für Frühaufsteher' })).toBeVisible();
    await expect(bar(again).getByText('Ungespeicherte Änderungen')).toHaveCount(0);
  });

  test('merges two administrators’ edits to different blocks of one page', async ({ page, browser }) => {
    const path = '/sports/fitness/functional-training';
    await loginAsAdmin(page, path);
    const otherContext = await decidedContext(browser);
    const other = await otherContext.newPage();
    await loginAsAdmin(other, path);
    await startEditing(page);
    await startEditing(other);

    await page.getByRole('button', { name: 'Standard-Banner bearbeiten' }).click();
    await dialog(page)
      .getByRole('textbox', { name: /^Titel/ })
      .fill('Schwimmen im Sommerbad');
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    await saveChanges(page);

    await other.getByRole('button', { name: 'Akkordeon bearbeiten' }).click();
    await dialog(other)
      .getByRole('textbox', { name: /^Titel/ })
      .fill('Brauche ich eine Badekappe?');
    await dialog(other).getByRole('button', { name: 'Fertig' }).click();
    await bar(other).getByRole('button', { name: 'Änderungen speichern' }).click();
    const conflict = dialog(other);
    await expect(conflict.getByText('Ihr habt verschiedene Stellen geändert')).toBeVisible();
    await conflict.getByRole('button', { name: 'Meine Änderungen behalten' }).click();
    // Their title is on screen with my accordion entry, before and after saving.
    await expect(other.getByRole('heading', { name: 'Schwimmen im Sommerbad' })).toBeVisible();
    await saveChanges(other);
    await otherContext.close();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Schwimmen im Sommerbad' })).toBeVisible();
    await expect(page.getByText('Brauche ich eine Badekappe?')).toBeVisible();
  });
});
