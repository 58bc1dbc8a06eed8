import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, isSetupNote, test } from '../../support/fixtures';
import { mainPort } from '../../playwright.config';
import { createPage } from '../../support/own-page';
import { bar, closeInfo, decidedContext, loginAsAdmin, startEditing } from './support';

// An uploaded picture reaches visitors in its responsive WebP sizes: the page's data carries
// them, so the first HTML already has <img srcset> and the hydrated page keeps it.

const dialog = (page: Page) => page.getByRole('dialog');

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real photo-sized PNG (a green gradient), big enough to get several WebP sizes. */
function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) rows.set([20, 80 + Math.round((120 * x) / width), 60], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an uploaded banner picture reaches a fresh visitor with its WebP sizes, server-rendered and hydrated', async ({
  page,
  browser,
  request,
}) => {
  // A page of its own: the media library's spec saves Aquafitness at the same time.
  const pagePath = await createPage(request, 'Bildgroessen');
  await loginAsAdmin(page, pagePath);
  await startEditing(page);
  await page.getByRole('button', { name: 'Standard-Banner bearbeiten' }).click();
  await dialog(page).getByRole('button', { name: 'Bild auswählen' }).click();
  const picker = page.getByRole('dialog', { name: 'Bildarchiv' });
  await picker.getByRole('searchbox', { name: 'Nach Stichwort suchen' }).fill('aquafitnessbanner');
  await picker
    .getByLabel('Neues Bild hochladen')
    .setInputFiles({ name: 'aqua.png', mimeType: 'image/png', buffer: gradientPng(1200, 600) });
  const uploaded = picker.getByRole('list', { name: 'Bilder' }).getByRole('button', { name: /verwenden$/ });
  await expect(uploaded).toHaveCount(1);
  await uploaded.first().click();
  const href = await dialog(page).getByRole('textbox', { name: /^Bild/ }).inputValue();
  expect(href).toMatch(/\/api\/multimedia-service\/files\/.+\/original\.png$/);
  await dialog(page).getByRole('textbox', { name: 'Alternativtext des Bildes' }).fill('Farbverlauf über dem Becken');
  await dialog(page).getByRole('button', { name: 'Fertig' }).click();
  await bar(page).getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Gut gemacht' })).toBeVisible();
  await closeInfo(page);

  // The first HTML a visitor (or a search engine) gets.
  const html = await (
    await request.get(`http://localhost:${mainPort}${pagePath}`, { headers: { Accept: 'text/html' } })
  ).text();
  const serverImg = html.match(/<img[^>]*class="common-banner__picture"[^>]*>/)?.[0] ?? '';
  expect(serverImg).toContain(`src="${href}"`);
  // React writes the attribute as srcSet (HTML attribute names ignore case).
  expect(serverImg).toMatch(/srcset="[^"]*\/w320\.webp 320w[^"]*\/w1200\.webp 1200w"/i);
  expect(serverImg).toContain('sizes="100vw"');
  expect(serverImg).toMatch(/width="1200"/);
  expect(serverImg).toMatch(/height="600"/);

  // The hydrated page of a fresh visitor keeps it, without a hydration warning, and shows a WebP.
  const context = await decidedContext(browser);
  const visitor = await context.newPage();
  const warnings: string[] = [];
  visitor.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !isSetupNote(message.text())) warnings.push(message.text());
  });
  await visitor.goto(pagePath, { waitUntil: 'networkidle' });
  const picture = visitor.locator('img.common-banner__picture');
  await expect(picture).toHaveAttribute('srcset', /\.webp 320w/);
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  const shown = await picture.evaluate((img: HTMLImageElement) => ({ current: img.currentSrc, done: img.complete }));
  expect(shown.done).toBe(true);
  expect(shown.current).toMatch(/\/w\d+\.webp$/);
  expect(warnings).toEqual([]);
  await context.close();
});
