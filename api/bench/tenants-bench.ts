// pnpm bench:tenants (issue 36 item 2): 10, 100 and 1,000 clubs in one PostgreSQL database, each
// a copy of the demo club (its pages, menus, news, courses with their timetable) with 200 members.
// Per size, on a freshly started API process (a replica as in production, forked so its memory
// is its own): the database load of the background jobs while nobody asks anything, cold and
// cached pages of random clubs by Host (as tenancy works: club-0042.localhost), the API's memory
// after --load-seconds of mixed load (pages and the published JSON reads of random clubs) and after
// it settled, and the published cache's hit rate during the load. Needs the shell's server build
// (pnpm build, or main's shell/dist). Prints a table and exits 0: figures are read, not asserted.
//
//   pnpm bench:tenants [--sizes 10,100,1000] [--load-seconds 60] [--idle-seconds 15] [--pages 20]
//   DATABASE_URL picks the server (default postgres://postgres@127.0.0.1:5432); the database
//   bench_tenants is created on it and dropped at the end.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { PublishedCacheStats } from '../src/lib/published-cache/cache.js';
import { contracts } from '../src/lib/contracts.js';
import { startApiProcess, type ApiProcess } from './support/api-process.js';
import { clubName, demoCopier } from './support/clone-clubs.js';
import { benchDatabase, committedTransactions } from './support/postgres.js';
import { megabytes, p50p99 } from './support/stats.js';

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10,100,1000' },
    'load-seconds': { type: 'string', default: '60' },
    'idle-seconds': { type: 'string', default: '15' },
    'settle-seconds': { type: 'string', default: '15' },
    pages: { type: 'string', default: '20' },
    connections: { type: 'string', default: '16' },
  },
});
const sizes = options.sizes.split(',').map(Number);
const loadSeconds = Number(options['load-seconds']);
const idleSeconds = Number(options['idle-seconds']);
const settleSeconds = Number(options['settle-seconds']);
const pageSamples = Number(options.pages);
const connections = Number(options.connections);
const membersPerClub = 200;
const port = Number(process.env.BENCH_PORT ?? 9640);
const serverUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const benchStarted = Date.now();
console.log(
  `tenants: sizes ${sizes.join(', ')}; load ${loadSeconds} s at ${connections} connections; idle ${idleSeconds} s; ` +
    `${pageSamples} cold + cached pages per size; load average ${load()}`,
);

const database = await benchDatabase(serverUrl, 'bench_tenants');
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-tenants-'));
const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(48).toString('base64url'), DATA_DIR: dataDir };
const agent = new http.Agent({ keepAlive: true, maxSockets: connections * 2 });
/** Pages every copy of the demo has (the demo's menu), read once from the database. */
let pagePaths: string[] = ['/'];

/** GET on the API with a Host header (fetch may not set Host): status, bytes and milliseconds. */
function get(path: string, host: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number; body: string }>((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { host, 'accept-language': 'de', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
  });
}

const randomClub = (size: number) => 1 + Math.floor(Math.random() * size);
const randomPath = () => pagePaths[Math.floor(Math.random() * pagePaths.length)]!;

/** A club's id and visitor token for its published JSON reads (asked once per club). */
const visitors = new Map<number, Promise<{ id: string; token: string } | null>>();
function visitorOf(club: number) {
  let known = visitors.get(club);
  if (!known) {
    known = (async () => {
      const org = await get(`/api/organizations-service/organizations?name=${clubName(club)}`, '127.0.0.1');
      if (org.status !== 200) return null;
      const { id } = JSON.parse(org.body) as { id: string };
      const session = await new Promise<string>((resolve) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'PUT',
            path: `/api/auth-service/organizations/${id}/authentications`,
            agent,
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve(text));
          },
        );
        request.on('error', () => resolve('{}'));
        request.end();
      });
      const token = (JSON.parse(session) as { accessToken?: string }).accessToken;
      return token ? { id, token } : null;
    })();
    visitors.set(club, known);
  }
  return known;
}

interface SizeResult {
  clubs: number;
  seedSeconds: number;
  idleTxPerSecond: number;
  cold: number[];
  cached: number[];
  requests: number;
  failed: number;
  idleMemory: NodeJS.MemoryUsage;
  afterLoad: NodeJS.MemoryUsage;
  settled: NodeJS.MemoryUsage;
  cache: PublishedCacheStats;
  hitRate: number;
}

async function measure(api: ApiProcess, size: number, seedSeconds: number): Promise<SizeResult> {
  // Started and quiet: what the background jobs alone cost the database.
  await sleep(3_000);
  const before = await committedTransactions(database);
  await sleep(idleSeconds * 1000);
  // The statistics collector reports at most every 0.5 s: a moment for the last of it.
  await sleep(600);
  // Our own two reads of pg_stat_database are transactions as well.
  const idleTxPerSecond = (await committedTransactions(database)) - before - 1;
  const idleMemory = await api.memory();

  // Cold: a page of a club nobody has asked for yet; cached: the same page right after.
  const cold: number[] = [];
  const cached: number[] = [];
  const asked = new Set<string>();
  for (let i = 0; cold.length < pageSamples && i < pageSamples * 5; i++) {
    const club = randomClub(size);
    const path = randomPath();
    if (asked.has(`${club}${path}`)) continue;
    asked.add(`${club}${path}`);
    const host = `${clubName(club)}.localhost:${port}`;
    const first = await get(path, host, { accept: 'text/html' });
    const second = await get(path, host, { accept: 'text/html' });
    if (first.status === 200) cold.push(first.ms);
    if (second.status === 200) cached.push(second.ms);
  }

  // Mixed load: visitors of random clubs, two of three on pages, the rest on published JSON reads.
  const cacheBefore = await api.ask<PublishedCacheStats>({ kind: 'cache' });
  let requests = 0;
  let failed = 0;
  const end = Date.now() + loadSeconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const club = randomClub(size);
        let status: number;
        if (Math.random() < 2 / 3) {
          status = (await get(randomPath(), `${clubName(club)}.localhost:${port}`, { accept: 'text/html' })).status;
        } else {
          const visitor = await visitorOf(club);
          const read = Math.random() < 0.5 ? 'menu/main' : 'menu/getByPath?path=%2Fhome';
          status = visitor
            ? (
                await get(`/api/content-service/organizations/${visitor.id}/${read}`, '127.0.0.1', {
                  authorization: `Bearer ${visitor.token}`,
                })
              ).status
            : 0;
        }
        requests += 1;
        if (status !== 200) failed += 1;
      }
    }),
  );
  const afterLoad = await api.memory();
  const cacheAfter = await api.ask<PublishedCacheStats>({ kind: 'cache' });
  await sleep(settleSeconds * 1000);
  const settled = await api.memory();
  const hits = cacheAfter.hits - cacheBefore.hits;
  const misses = cacheAfter.misses - cacheBefore.misses;
  return {
    clubs: size,
    seedSeconds,
    idleTxPerSecond: idleTxPerSecond / (idleSeconds + 0.6),
    cold,
    cached,
    requests,
    failed,
    idleMemory,
    afterLoad,
    settled,
    cache: cacheAfter,
    hitRate: hits / Math.max(1, hits + misses),
  };
}

const mb = (usage: NodeJS.MemoryUsage) => `${megabytes(usage.rss)} / ${megabytes(usage.heapUsed)}`;
const results: SizeResult[] = [];
const printRows = (rows: SizeResult[]) =>
  console.table(
    rows.map((r) => ({
      clubs: r.clubs,
      'seed s': r.seedSeconds.toFixed(1),
      'cold page p50 / p99': p50p99(r.cold),
      'cached page p50 / p99': p50p99(r.cached),
      'idle jobs tx/s': r.idleTxPerSecond.toFixed(2),
      'load req (failed)': `${r.requests} (${r.failed})`,
      'cache hit rate': `${(100 * r.hitRate).toFixed(0)}%`,
      'cache entries / MB': `${r.cache.entries} / ${megabytes(r.cache.bytes)}`,
      'RSS / heap MB idle': mb(r.idleMemory),
      'after load': mb(r.afterLoad),
      [`${settleSeconds} s later`]: mb(r.settled),
      'RSS vs idle': `${((100 * r.settled.rss) / r.idleMemory.rss - 100).toFixed(0)}%`,
    })),
  );
try {
  // The first start migrates and seeds the demo clubs; the copies are made from them.
  let api = await startApiProcess(port, env);
  await api.stop();
  const client = await pool.connect();
  const copier = await demoCopier(client);
  const { rows: paths } = await client.query<{ path: string }>(
    `SELECT m.path FROM menus m WHERE m.organization_id = $1 AND m.content_id IS NOT NULL AND m.path <> '/home' ORDER BY m.path`,
    [copier.demoId],
  );
  // The address a visitor opens for a menu entry (the footer's and header's prefixes are not in it).
  const routes = [...new Set(paths.map((p) => contracts.routeOfMenuPath(p.path)))].filter((route) => route !== '/');
  pagePaths = ['/', '/news', '/training', ...routes.slice(0, 7)];
  console.log(`a club is ${copier.rowsPerClub} rows before its members; pages asked: ${pagePaths.join(' ')}`);
  let clubs = 0;
  for (const size of sizes) {
    const started = Date.now();
    await copier.copy(clubs + 1, size + 1);
    // Members up to 200 per club, in one statement.
    await client.query(
      `INSERT INTO users (organization_id, email, password_hash, display_name, role_id)
       SELECT o.id, 'member-' || i || '@bench.club', 'not-a-hash', 'Mitglied ' || i, r.id
         FROM organizations o JOIN roles r ON r.organization_id = o.id AND r.name = 'MEMBER_USER'
        CROSS JOIN LATERAL generate_series(1, $1 - (SELECT count(*) FROM users u WHERE u.organization_id = o.id)::int) AS i
        WHERE o.name LIKE 'club-%' AND o.name > $2`,
      [membersPerClub, clubName(clubs)],
    );
    await client.query('ANALYZE');
    const seedSeconds = (Date.now() - started) / 1000;
    clubs = size;
    const { rows: counts } = await client.query<{ users: string; orgs: string }>(
      `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM organizations) AS orgs`,
    );
    console.log(
      `${size} clubs seeded in ${seedSeconds.toFixed(1)} s (${counts[0]!.orgs} organizations, ${counts[0]!.users} users); load ${load()}`,
    );
    api = await startApiProcess(port, env);
    try {
      results.push(await measure(api, size, seedSeconds));
      // Each size as soon as it is measured (a long run on a busy machine still leaves its figures).
      printRows(results.slice(-1));
    } finally {
      await api.stop();
    }
    visitors.clear();
  }
  client.release();
} finally {
  agent.destroy();
  await pool.end();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

printRows(results);
console.log(`whole run ${((Date.now() - benchStarted) / 1000).toFixed(0)} s; load average ${load()}`);
