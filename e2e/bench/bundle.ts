// pnpm bench:bundle — what a visitor downloads for `/`, per remote and for the shell (gzip bytes
// of the JS the browser fetched), what each shared library and the federation runtime cost in
// that download, plus each remote's remoteEntry.js and mf-manifest.json sizes. Goal (issue 12):
// at most 150 KB gzip, no editor code; issue 24: at most 160 KB with the design card's libraries. Needs a build (`pnpm build`). Starts its own server with
// a fresh database. With BENCH_BASELINE=<another checkout with a build> (the same code before a
// change) it measures that build too, in the same run, and prints before, after and their ratio.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { remoteNames } from '../../shared/src/contracts/remotes';
import { bytesPerOwnModule, bytesPerPackage, libraryRows, type DownloadedScript } from './bundle/library-costs';
import { startClubServer } from './club-server';

const port = Number(process.env.BENCH_PORT ?? 8097);
// Read from the repository's root, as the README writes it (pnpm runs the bench in e2e/).
const baseline = process.env.BENCH_BASELINE ? resolve(__dirname, '../..', process.env.BENCH_BASELINE) : undefined;
const goalBytes = 160 * 1024;
const root = join(__dirname, '../..');
const remotes = remoteNames;
const gzip = (data: Buffer) => gzipSync(data, { level: 9 }).length;

function owner(url: string): string {
  const match = new URL(url).pathname.match(/^\/remotes\/([^/]+)\//);
  return match?.[1] ?? 'shell';
}

const fileOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

type Totals = Map<string, { files: number; raw: number; gzip: number }>;

async function visitorDownloads(scripts: DownloadedScript[], port: number): Promise<Totals> {
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
        const part = owner(response.url());
        const entry = totals.get(part) ?? { files: 0, raw: 0, gzip: 0 };
        const size = gzip(body);
        entry.files += 1;
        entry.raw += body.length;
        entry.gzip += size;
        totals.set(part, entry);
        scripts.push({ part, file: fileOf(response.url()), gzip: size });
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
  let lastEditorScript = 0;
  page.on('response', (response) => {
    if (owner(response.url()) !== 'mf-editor' || response.request().resourceType() !== 'script') return;
    lastEditorScript = Date.now();
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
  // Not 'networkidle': edit mode keeps the presence long poll open (issue 34). The editor's code
  // has loaded when its scripts came and none followed for two seconds.
  const since = Date.now();
  while (Date.now() - since < 60_000 && (lastEditorScript === 0 || Date.now() - lastEditorScript < 2000)) {
    await page.waitForTimeout(250);
  }
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

/** One build's visitor download of `/`: per part, per file, per library. */
async function measureBuild(buildRoot: string, buildPort: number) {
  const server = await startClubServer(buildPort, buildRoot);
  try {
    const scripts: DownloadedScript[] = [];
    const downloads = await visitorDownloads(scripts, buildPort);
    return { scripts, downloads, perPackage: bytesPerPackage(buildRoot, scripts) };
  } finally {
    server.stop();
  }
}

const partRow = (downloads: Totals, name: string) => downloads.get(name) ?? { files: 0, raw: 0, gzip: 0 };
const sum = (downloads: Totals) => [...downloads.values()].reduce((total, entry) => total + entry.gzip, 0);
const ratio = (after: number, before: number) => (before ? Number((after / before).toFixed(2)) : NaN);

async function main() {
  const before = baseline ? await measureBuild(baseline, port + 1) : null;
  const { scripts, downloads, perPackage } = await measureBuild(root, port);
  const server = await startClubServer(port);
  try {
    console.log('\nInitial JS a visitor downloads for / (gzip -9 of each file the browser fetched)');
    const rows = ['shell', ...remotes].map((name) => {
      const entry = partRow(downloads, name);
      const row = { part: name, files: entry.files, 'raw bytes': entry.raw, 'gzip bytes': entry.gzip };
      if (!before) return row;
      const old = partRow(before.downloads, name);
      return { ...row, 'gzip before': old.gzip, 'after/before': ratio(entry.gzip, old.gzip) };
    });
    const total = sum(downloads);
    console.table([
      ...rows,
      {
        part: 'TOTAL',
        files: rows.reduce((s, r) => s + r.files, 0),
        'raw bytes': rows.reduce((s, r) => s + r['raw bytes'], 0),
        'gzip bytes': total,
        ...(before
          ? { 'gzip before': sum(before.downloads), 'after/before': ratio(total, sum(before.downloads)) }
          : {}),
      },
    ]);
    console.log(`visitor JS for / : ${total} gzip bytes (goal: at most 160 KB = ${goalBytes})`);
    if (before) console.log(`before (${baseline}): ${sum(before.downloads)} gzip bytes`);
    console.log('\nEach file a visitor downloads for / (gzip bytes)');
    console.table([...scripts].sort((a, b) => b.gzip - a.gzip).map(({ part, file, gzip }) => ({ part, file, gzip })));
    console.log(`editor code downloaded by a visitor: ${downloads.get('mf-editor')?.gzip ?? 0} gzip bytes`);
    console.log('\nWhat each library costs in that download (gzip bytes; mixed files split by minified module size)');
    const libraries = libraryRows(perPackage);
    if (before) {
      const old = new Map(libraryRows(before.perPackage).map((row) => [row.library, row['gzip bytes']]));
      const labels = new Set([...libraries.map((row) => row.library), ...old.keys()]);
      const now = new Map(libraries.map((row) => [row.library, row['gzip bytes']]));
      console.table(
        [...labels].map((library) => ({
          library,
          'gzip bytes': now.get(library) ?? 0,
          'gzip before': old.get(library) ?? 0,
        })),
      );
    } else {
      console.table(libraries);
    }
    console.log("\nThe largest modules of the club's own code in that download (gzip bytes, estimated)");
    console.table(bytesPerOwnModule(root, scripts).slice(0, Number(process.env.BENCH_TOP ?? 20)));
    const runtimeIn = (part: string, file: string) => {
      const script = scripts.find((each) => each.part === part && each.file === file);
      return script ? Math.round(bytesPerPackage(root, [script]).get('@module-federation/runtime-core') ?? 0) : 0;
    };
    console.log(
      `federation runtime: shell main.js ${scripts.find((each) => each.part === 'shell' && each.file === 'main.js')?.gzip ?? 0} gzip bytes ` +
        `(runtime-core ${runtimeIn('shell', 'main.js')}); mf-content remoteEntry.js ` +
        `${scripts.find((each) => each.part === 'mf-content' && each.file === 'remoteEntry.js')?.gzip ?? 0} gzip bytes ` +
        `(runtime-core ${runtimeIn('mf-content', 'remoteEntry.js')}: one copy on the page when 0)`,
    );
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
    server.stop();
  }
}

void main();
