import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

// Issue 24: blocks far below the fold hydrate only near the viewport, except when the address
// points at them. A block React has not hydrated answers no click: what a visitor would notice.
// The last block of the home page, about 3,000 px down at 1440x900 (far beyond the 400 px margin
// however the blocks above it settle while their pictures load).
const farBelow = '.block-slot[data-template-type="BANNER_IMAGE_LIBRARY"]';

/** True once React owns the block's markup (its first element carries React's fiber). */
const isLive = (page: Page) =>
  page.locator(`${farBelow} > *`).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a block far below the fold waits until the visitor scrolls near it', async ({ page }) => {
  await page.goto('/');
  expect(await isLive(page)).toBe(false);
  await page.locator(farBelow).scrollIntoViewIfNeeded();
  await expect.poll(() => isLive(page)).toBe(true);
});

test('an address with a parameter a block may act on hydrates every block at once', async ({ page }) => {
  // The waiting list's offer mail links ?join=<course>; a payment's return ?id=&resourcePath=.
  await page.goto('/?join=course-1');
  await expect.poll(() => isLive(page)).toBe(true);
  // The language parameter addresses no block: the far block still waits.
  await page.goto('/?lang=en');
  expect(await isLive(page)).toBe(false);
});
