// pnpm bench:bundle — what a visitor downloads for `/`, per remote and for the shell (gzip bytes
// of the JS the browser fetched), plus each remote's remoteEntry.js and mf-manifest.json sizes.
// Needs a build (`pnpm build`). Starts its own server with a fresh database.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { remoteNames } from '../../shared/src/contracts/remotes';

const port = Number(process.env.BENCH_PORT ?? 8097);
const root = join(__dirname, '../..');
const remotes = remoteNames;
const gzip = (data: Buffer) => gzipSync(data, { level: 9 }).length;

async function waitForServer(url: string, timeoutMs = 90_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

function owner(url: string): string {
  const match = new URL(url).pathname.match(/^\/remotes\/([^/]+)\//);
  return match?.[1] ?? 'shell';
}

async function visitorDownloads(): Promise<Map<string, { files: number; raw: number; gzip: number }>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const totals = new Map<string, { files: number; raw: number; gzip: number }>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script') return;
    pending.push(
      response.body().then((body) => {
        const entry = totals.get(owner(response.url())) ?? { files: 0, raw: 0, gzip: 0 };
        entry.files += 1;
        entry.raw += body.length;
        entry.gzip += gzip(body);
        totals.set(owner(response.url()), entry);
      }),
    );
  });
  await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();
  return totals;
}

/** What an administrator downloads of mf-editor itself (gzip), with edit mode switched on. */
async function adminEditorDownload(): Promise<{ files: number; raw: number; gzip: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // A decided consent, so its first-visit dialog does not cover the admin bar.
  await page.addInitScript(() =>
    window.localStorage.setItem(
      'consentAcceptance',
      JSON.stringify({ youtube: false, vimeo: false, instagram: false }),
    ),
  );
  const entry = { files: 0, raw: 0, gzip: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (owner(response.url()) !== 'mf-editor' || response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        entry.files += 1;
        entry.raw += body.length;
        entry.gzip += gzip(body);
      }),
    );
  });
  const home = `http://localhost:${port}/`;
  await page.goto(home);
  await page.getByRole('link', { name: 'LOGIN' }).first().click();
  await page.getByLabel('E-Mail-Adresse').fill('admin@demo.club');
  await page.getByLabel('Passwort').fill(process.env.DEMO_PASSWORD ?? 'demo-club-2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('button', { name: 'Inhalt bearbeiten' }).click();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await browser.close();
  return entry;
}

function artefactSizes() {
  return remotes.map((name) => {
    const dist = join(root, name, 'dist');
    const size = (file: string) => {
      const path = join(dist, file);
      if (!existsSync(path)) return { raw: NaN, gzip: NaN };
      const data = readFileSync(path);
      return { raw: data.length, gzip: gzip(data) };
    };
    return { name, remoteEntry: size('remoteEntry.js'), manifest: size('mf-manifest.json') };
  });
}

async function main() {
  const server = spawn('node', [join(__dirname, '../scripts/serve.mjs'), String(port)], { stdio: 'ignore' });
  try {
    await waitForServer(`http://localhost:${port}/api/ready`);
    const downloads = await visitorDownloads();
    console.log('\nInitial JS a visitor downloads for / (gzip -9 of each file the browser fetched)');
    const rows = ['shell', ...remotes].map((name) => {
      const entry = downloads.get(name) ?? { files: 0, raw: 0, gzip: 0 };
      return { part: name, files: entry.files, 'raw bytes': entry.raw, 'gzip bytes': entry.gzip };
    });
    const total = rows.reduce((sum, row) => sum + row['gzip bytes'], 0);
    console.table([
      ...rows,
      {
        part: 'TOTAL',
        files: rows.reduce((s, r) => s + r.files, 0),
        'raw bytes': rows.reduce((s, r) => s + r['raw bytes'], 0),
        'gzip bytes': total,
      },
    ]);
    console.log(`editor code downloaded by a visitor: ${downloads.get('mf-editor')?.gzip ?? 0} gzip bytes`);
    const editor = await adminEditorDownload();
    console.log(
      `editor code downloaded by an administrator (edit mode on): ${editor.files} files, ${editor.raw} raw bytes, ${editor.gzip} gzip bytes`,
    );
    console.log('\nFederation artefacts per remote (bytes)');
    console.table(
      artefactSizes().map(({ name, remoteEntry, manifest }) => ({
        remote: name,
        'remoteEntry raw': remoteEntry.raw,
        'remoteEntry gzip': remoteEntry.gzip,
        'manifest raw': manifest.raw,
        'manifest gzip': manifest.gzip,
      })),
    );
  } finally {
    server.kill('SIGTERM');
  }
}

void main();
