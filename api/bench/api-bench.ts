// pnpm --filter @club/api bench: the app on in-memory PGlite with the demo seed, autocannon per route
// at 100 connections. The goal of issue 12: GET content/{id} at >= 50% of the bare route's
// throughput with p99 < 20 ms. The machine is shared, so only ratios within one run compare.
import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/testing/test-helpers.js';
import { courseWith100Series, serverTime } from './calendar-week.js';

const app = await buildApp(testConfig({ databaseUrl: null, databaseSchema: null }), {
  extraRoutes: async (api) => {
    api.get('/bench/trivial', { config: { access: 'public' } }, async () => ({ ok: true }));
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const org = (await (await fetch(`${base}/api/organizations-service/organizations?name=demo`)).json()) as { id: string };
const session = (await (
  await fetch(`${base}/api/auth-service/organizations/${org.id}/authentications`, { method: 'PUT' })
).json()) as { accessToken: string };
// As a browser asks: German (the cached answer and its ETag are per language), compressed.
const headers = {
  authorization: `Bearer ${session.accessToken}`,
  'accept-language': 'de',
  'accept-encoding': 'gzip, deflate, br',
};
const menus = (await (
  await fetch(`${base}/api/content-service/organizations/${org.id}/menu/main`, { headers })
).json()) as Array<{ path: string; contentId: string }>;
const homeId = menus.find((m) => m.path === '/home')?.contentId;

const week = await courseWith100Series(app, org.id);

const contentUrl = `${base}/api/content-service/organizations/${org.id}/content/${homeId}`;
const contentEtag = (await fetch(contentUrl, { headers })).headers.get('etag') ?? '';
const connections = 100;

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** Runs before the measurement (e.g. switching the published cache off). */
  setUp?: () => void;
  expectedStatus?: number;
}

const targets: Target[] = [
  { name: 'GET /bench/trivial', url: `${base}/api/bench/trivial` },
  { name: 'GET menu/main', url: `${base}/api/content-service/organizations/${org.id}/menu/main` },
  { name: 'GET content/{home}', url: contentUrl },
  {
    name: 'GET content/{home} If-None-Match (304)',
    url: contentUrl,
    headers: { ...headers, 'if-none-match': contentEtag },
    expectedStatus: 304,
  },
  {
    // What every request cost before the cache (and costs while the change feed is down).
    name: 'GET content/{home} uncached',
    url: contentUrl,
    setUp: () => app.publishedCache.setLive(false),
  },
  { name: 'GET schedule (week, 100 series)', url: `${base}${week.url}`, headers: week.headers },
];

/**
 * One autocannon run, plus the server's own busy time per answer: the main thread's active time
 * (event-loop utilisation) divided by the answers. Unlike req/s it hardly moves when other
 * processes take the CPU, so it shows what a route costs the server on a busy machine.
 */
async function measure(target: Target, duration: number) {
  const before = performance.eventLoopUtilization();
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? headers,
    connections,
    duration,
    // The load generator in its own thread: parsing its answers must not slow the server it measures.
    workers: 1,
  });
  const busyMs = performance.eventLoopUtilization(before).active;
  return Object.assign(result, { serverMicrosPerRequest: (1000 * busyMs) / Math.max(1, result.requests.total) });
}

const rows: Array<Record<string, string | number>> = [];
for (const target of targets) {
  target.setUp?.();
  await measure(target, 1); // warm-up: the worker thread starts, the route's code gets optimised
  const result = await measure(target, 5);
  const unexpected = target.expectedStatus
    ? result.requests.total - (result.statusCodeStats?.[`${target.expectedStatus}`]?.count ?? 0)
    : result.non2xx;
  rows.push({
    route: target.name,
    'req/s (avg)': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'server µs/answer': Math.round(result.serverMicrosPerRequest),
    'unexpected status': unexpected,
  });
  app.publishedCache.setLive(true);
}
console.table(rows);

// The goal's ratio: the bare route and content/{id} measured back to back, three times, so a
// busy moment of the shared machine hits both; the median round counts.
const [bareTarget, , contentTarget] = targets as [Target, Target, Target];
type Measured = Awaited<ReturnType<typeof measure>>;
const rounds: Array<{ ratio: number; bare: Measured; content: Measured }> = [];
for (let round = 0; round < 3; round++) {
  const bare = await measure(bareTarget, 3);
  const content = await measure(contentTarget, 3);
  rounds.push({ ratio: content.requests.average / bare.requests.average, bare, content });
}
const line = ({ ratio, bare, content }: (typeof rounds)[number]) =>
  `content/{id} ${Math.round(content.requests.average)} req/s = ${(100 * ratio).toFixed(0)}% of the bare route ` +
  `(${Math.round(bare.requests.average)} req/s); content p50 ${content.latency.p50} ms, p99 ${content.latency.p99} ms ` +
  `(bare route p99 ${bare.latency.p99} ms); server time per answer ${Math.round(content.serverMicrosPerRequest)} µs ` +
  `vs ${Math.round(bare.serverMicrosPerRequest)} µs = ${((100 * bare.serverMicrosPerRequest) / content.serverMicrosPerRequest).toFixed(0)}% capacity`;
console.log(`GET content/{id} at ${connections} connections (goal: >= 50% of the bare route, p99 < 20 ms):`);
for (const round of rounds) console.log(`  round: ${line(round)}`);
const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[1]!;
console.log(`  median: ${line(median)}`);

// The week of a course with 100 recurring series, measured inside the server (no network, one at a time).
const time = await serverTime(app, week.url, week.headers);
console.log(
  `GET schedule, week of a course with 100 weekly series (${time.entries} classes): server time p50 ${time.p50} ms, p99 ${time.p99} ms`,
);
await app.close();
