// pnpm --filter @club/api bench:render — what a page nobody has asked for yet costs the server
// (issue 24), before and after in one run: the renderer as it was (one worker, the API over HTTP
// on 127.0.0.1, a pass per level of data) and as it is (a worker pool, the API answered
// in-process, known data loaded before the first pass). Then whole pages through the site: a cold
// page against a cached answer (goal: cold at most 5x cached). Needs `pnpm build`. The machine is
// shared: compare figures within one run only, and read them with the load printed first.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { repoRoot } from '../src/config.js';
import { testConfig } from '../src/testing/test-helpers.js';
import { findOrganizationByName } from '../src/modules/organizations/repository.js';
import { visitorSession } from '../src/modules/auth/session.js';
import { contracts } from '../src/lib/contracts.js';
import { inProcessAnswerer } from '../src/modules/server-render/index.js';
import { RenderPool, renderThreads } from '../src/modules/server-render/render-pool.js';
import type { RenderRequest } from '../src/modules/server-render/render-types.js';

const rendererFile = join(repoRoot, 'shell/dist/server/ssr.js');
if (!existsSync(rendererFile)) throw new Error('no shell server build: run pnpm build first');
const port = Number(process.env.BENCH_PORT ?? 8098);
const config = testConfig({ databaseUrl: null, databaseSchema: null, siteDir: repoRoot, port });
const app = await buildApp(config);
await app.listen({ port, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${port}`;
const organization = (await findOrganizationByName(app.db, 'demo'))!;
const session = await visitorSession(config.jwtSecret, organization, config.now());

const menus = (await (
  await fetch(`${origin}/api/content-service/organizations/${organization.id}/menu/main`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  })
).json()) as Array<{ path: string }>;
const paths = [
  '/',
  '/news',
  '/training',
  ...new Set(menus.map((menu) => menu.path).filter((path) => path !== '/home')),
];

const renderRequest = (url: string): RenderRequest => ({
  url,
  origin,
  apiBaseUrl: `${origin}/api`,
  siteConfig: { apiBaseUrl: '/api', loginUrl: config.loginUrl, defaultOrganization: 'demo' },
  remotes: contracts.remoteNames.map((name) => ({
    name,
    entry: `${origin}/remotes/${name}/mf-manifest.json`,
    serverEntry: `${origin}/remotes/${name}/server/remoteEntry.js`,
  })),
  organization,
  session,
  language: 'de',
  isMobile: false,
  // A returning visitor who declined the embeds (no consent dialog in the page).
  consent: { youtube: false, vimeo: false, instagram: false },
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;
let unique = 0;
/** An address no renderer has seen: a page, with a query the page ignores. */
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}bench=${++unique}`;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

const before = new RenderPool(rendererFile, 30_000, null, 1);
const after = new RenderPool(rendererFile, 30_000, inProcessAnswerer(app));
// The two changes apart: the API in-process on one worker, and on two (the pool on a larger machine).
const inProcessTwoThreads = new RenderPool(rendererFile, 30_000, inProcessAnswerer(app), 2);
const pools = { before, 'in-process, 2 threads': inProcessTwoThreads, after };
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; pool ${renderThreads} threads; pages ${paths.join(' ')}`,
);

// Warm-up: the workers start and load the remotes' code; every page once (a pool learns the
// keys most pages read).
for (const pool of Object.values(pools))
  await Promise.all(
    Array.from({ length: renderThreads }, () => paths.map((path) => pool.render(renderRequest(path)))).flat(),
  );

const rounds = 5;
const results: Record<string, { newAddress: number[]; renderedBefore: number[]; passes: number[]; fifty: number[] }> =
  Object.fromEntries(
    Object.keys(pools).map((name) => [name, { newAddress: [], renderedBefore: [], passes: [], fifty: [] }]),
  );
for (let round = 0; round < rounds; round++) {
  // A and B in turn, so a busy moment of the machine hits both.
  for (const [name, pool] of Object.entries(pools)) {
    const path = paths[round % paths.length]!;
    const cold = await timed(() => pool.render(renderRequest(fresh(path))));
    // The same address again: its cache entry dropped by a save, the renderer knows its data.
    const again = await timed(() => pool.render(renderRequest(path)));
    results[name]!.newAddress.push(cold.ms);
    results[name]!.renderedBefore.push(again.ms);
    results[name]!.passes.push(cold.value.passes, again.value.passes);
  }
}
for (let round = 0; round < 2; round++) {
  for (const [name, pool] of Object.entries(pools)) {
    const fifty = Array.from({ length: 50 }, (_, i) => renderRequest(fresh(paths[i % paths.length]!)));
    results[name]!.fifty.push((await timed(() => Promise.all(fifty.map((request) => pool.render(request))))).ms);
  }
}
console.log('Server render alone (median of rounds; ratio after/before):');
console.table(
  Object.fromEntries(
    Object.entries(results).map(([name, r]) => [
      name,
      {
        'cold, new address': ms(median(r.newAddress)),
        'cold, rendered before': ms(median(r.renderedBefore)),
        'passes (median)': median(r.passes),
        '50 distinct at once': ms(median(r.fifty)),
      },
    ]),
  ),
);
const ratio = (key: 'newAddress' | 'renderedBefore' | 'fifty') =>
  (median(results.after![key]) / median(results.before![key])).toFixed(2);
console.log(
  `after/before: cold new address ${ratio('newAddress')}, cold rendered before ${ratio('renderedBefore')}, 50 at once ${ratio('fifty')}`,
);
await before.close();
await inProcessTwoThreads.close();

// Whole pages through the site as shipped (cache, ETag): a cold page against its cached answer.
const page = (url: string) =>
  timed(() => fetch(`${origin}${url}`, { headers: { accept: 'text/html' } }).then((r) => r.text()));
const cold: number[] = [];
const cached: number[] = [];
for (let round = 0; round < rounds * 2; round++) {
  const url = fresh(paths[round % paths.length]!);
  cold.push((await page(url)).ms);
  cached.push((await page(url)).ms);
}
const fiftyPages = await timed(() =>
  Promise.all(Array.from({ length: 50 }, (_, i) => page(fresh(paths[i % paths.length]!)))),
);
console.log(
  `Whole page over HTTP: cold ${ms(median(cold))}, cached ${ms(median(cached))} = ${(median(cold) / median(cached)).toFixed(1)}x (goal <= 5x); ` +
    `50 distinct cold pages at once ${ms(fiftyPages.ms)}; load average ${loadavg()[0]!.toFixed(2)}`,
);
await app.close();
