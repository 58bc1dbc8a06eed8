import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { createPage } from '../../support/own-page';
import { bar, closeInfo, loginAsAdmin, startEditing } from './support';

// Issue 34, items 3 and 4: moving blocks by mouse, keyboard and buttons (one undo step each, the
// first block kept in place) and the width preview beside the editing. Each test makes a page of
// its own under Fitness, so no other editor spec saves it.

/** The page's blocks in order, by type (the slots mf-content renders). */
const order = (page: Page) =>
  page.locator('.block-slot').evaluateAll((slots) => slots.map((slot) => (slot as HTMLElement).dataset.templateType));
const moves = (page: Page, name: string) => page.getByRole('group', { name: `${name} verschieben` });

async function dragTo(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const to = (await target.boundingBox())!;
  // In steps, as a hand moves: the drag starts after 6 px and follows the pointer.
  await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 10, { steps: 20 });
  await page.mouse.up();
}

test('moves blocks by mouse, keyboard and buttons, the first block kept, one undo step each', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const path = await createPage(request, 'Reihenfolge');
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(page, path);
  await startEditing(page);
  expect(await order(page)).toEqual(['COMMON_BANNER', 'TEXT_AREA', 'ACCORDION', 'GREY_BANNER']);

  // The first block stays where it is, and says so; nothing moves above it.
  const first = moves(page, 'Standard-Banner');
  await expect(first.getByText('Erster Block: bleibt oben')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Block nach unten' })).toBeDisabled();
  await expect(moves(page, 'Textbereich').getByRole('button', { name: 'Block nach oben' })).toBeDisabled();
  await expect(moves(page, 'Textbereich').getByText('Der erste Block bleibt oben')).toBeVisible();

  // By mouse: the grey banner's handle dragged onto the text area.
  await dragTo(
    page,
    moves(page, 'Grauer Banner').getByRole('button', { name: /^Grauer Banner ziehen/ }),
    page.locator('.block-slot[data-template-type="TEXT_AREA"]'),
  );
  await expect.poll(() => order(page)).toEqual(['COMMON_BANNER', 'GREY_BANNER', 'TEXT_AREA', 'ACCORDION']);
  const undo = bar(page).getByRole('button', { name: 'Rückgängig' });
  await undo.click();
  await expect.poll(() => order(page)).toEqual(['COMMON_BANNER', 'TEXT_AREA', 'ACCORDION', 'GREY_BANNER']);
  await expect(undo).toBeDisabled();

  // By keyboard with the handle: Space picks up, arrows move, Space drops. Twice up stops below
  // the first block.
  const handle = moves(page, 'Akkordeon').getByRole('button', { name: /^Akkordeon ziehen/ });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('„Akkordeon“ an Stelle 3 von 4.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('„Akkordeon“ an Stelle 2 von 4.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect.poll(() => order(page)).toEqual(['COMMON_BANNER', 'ACCORDION', 'TEXT_AREA', 'GREY_BANNER']);
  await expect(page.getByText('„Akkordeon“ ist jetzt Block 2 von 4.')).toBeAttached();

  // By the buttons: the focus stays on the moved block.
  await moves(page, 'Textbereich').getByRole('button', { name: 'Block nach unten' }).click();
  await expect.poll(() => order(page)).toEqual(['COMMON_BANNER', 'ACCORDION', 'GREY_BANNER', 'TEXT_AREA']);
  await expect(moves(page, 'Textbereich').getByRole('button', { name: 'Block nach oben' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: '„Textbereich“ ist jetzt Block 4 von 4.' })).toBeAttached();

  // Each move was one step: one undo takes back the button's move only.
  await undo.click();
  await expect.poll(() => order(page)).toEqual(['COMMON_BANNER', 'ACCORDION', 'TEXT_AREA', 'GREY_BANNER']);
  await bar(page).getByRole('button', { name: 'Wiederholen' }).click();
  await expect.poll(() => order(page)).toEqual(['COMMON_BANNER', 'ACCORDION', 'GREY_BANNER', 'TEXT_AREA']);

  await bar(page).getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();
  await closeInfo(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reihenfolge' })).toBeVisible();
  expect(await order(page)).toEqual(['COMMON_BANNER', 'ACCORDION', 'GREY_BANNER', 'TEXT_AREA']);
});

test('previews the draft at phone width with the mobile menu, beside the editing', async ({ page, request }) => {
  test.setTimeout(120_000);
  const path = await createPage(request, 'Vorschau');
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(page, path);
  await startEditing(page);
  await moves(page, 'Grauer Banner').getByRole('button', { name: 'Block nach oben' }).click();

  await bar(page).getByRole('button', { name: 'Vorschau Handy, 375 px' }).click();
  await expect(bar(page).getByRole('button', { name: 'Vorschau Handy, 375 px' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const preview = page.getByRole('complementary', { name: 'Vorschau Handy, 375 px' });
  const frame = page.frameLocator('iframe[name="club-draft-preview"]');
  // The site's own phone layout: the hamburger instead of the main navigation, the draft's order.
  const hamburger = frame.getByRole('button', { name: 'Menü öffnen' });
  await expect(hamburger).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
  await expect
    .poll(() => frame.locator('.block-slot').evaluateAll((s) => s.map((e) => (e as HTMLElement).dataset.templateType)))
    .toEqual(['COMMON_BANNER', 'TEXT_AREA', 'GREY_BANNER', 'ACCORDION']);
  expect((await preview.locator('iframe').boundingBox())!.width).toBeCloseTo(375, 0);
  await hamburger.click();
  await expect(frame.getByRole('button', { name: 'Menü schließen' }).first()).toBeVisible();

  // An edit shows in the preview at once, while the block dialog is open beside it.
  await page.getByRole('button', { name: 'Akkordeon bearbeiten' }).click();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: /^Titel/ })
    .fill('Nur im Entwurf');
  await expect(frame.getByText('Nur im Entwurf')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Fertig' }).click();

  // Desktop width: the main navigation, no hamburger; the frame scaled into the panel.
  await bar(page).getByRole('button', { name: 'Vorschau Desktop, 1440 px' }).click();
  await expect(frame.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByRole('button', { name: 'Menü öffnen' })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Vorschau Desktop, 1440 px' })).toContainText('verkleinert auf');

  await bar(page).getByRole('button', { name: 'Vorschau Desktop, 1440 px' }).click();
  await expect(page.locator('iframe[name="club-draft-preview"]')).toHaveCount(0);
});
