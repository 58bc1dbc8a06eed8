// pnpm --filter @club/api bench: the app on in-memory PGlite with the demo seed, autocannon per route
// at 100 connections. The goal of issue 12: GET content/{id} at >= 50% of the bare route's
// throughput with p99 < 20 ms. The machine is shared, so only ratios within one run compare.
import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/test-helpers.js';
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
// German, said explicitly: the cached answer (and its ETag) is per language.
const headers = { authorization: `Bearer ${session.accessToken}`, 'accept-language': 'de' };
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

const rows: Array<Record<string, string | number>> = [];
const results = new Map<string, autocannon.Result>();
for (const target of targets) {
  target.setUp?.();
  const run = (duration: number) =>
    autocannon({
      url: target.url,
      headers: target.headers ?? headers,
      connections,
      duration,
      // The load generator in its own thread: parsing 30 KB answers must not slow the server it measures.
      workers: 1,
    });
  await run(1); // warm-up: the worker thread starts, the route's code gets optimised
  const result = await run(5);
  results.set(target.name, result);
  const unexpected = target.expectedStatus
    ? result.requests.total - (result.statusCodeStats?.[`${target.expectedStatus}`]?.count ?? 0)
    : result.non2xx;
  rows.push({
    route: target.name,
    'req/s (avg)': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'unexpected status': unexpected,
  });
}
app.publishedCache.setLive(true);
console.table(rows);

const bare = results.get('GET /bench/trivial')!;
const ratioLine = (name: string) => {
  const result = results.get(name)!;
  const ratio = (100 * result.requests.average) / bare.requests.average;
  return (
    `${name}: ${Math.round(result.requests.average)} req/s = ${ratio.toFixed(0)}% of the bare route ` +
    `(${Math.round(bare.requests.average)} req/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`
  );
};
console.log(`At ${connections} connections (goal for content/{id}: >= 50% of the bare route, p99 < 20 ms):`);
for (const name of ['GET content/{home}', 'GET content/{home} If-None-Match (304)', 'GET content/{home} uncached'])
  console.log(`  ${ratioLine(name)}`);

// The week of a course with 100 recurring series, measured inside the server (no network, one at a time).
const time = await serverTime(app, week.url, week.headers);
console.log(
  `GET schedule, week of a course with 100 weekly series (${time.entries} classes): server time p50 ${time.p50} ms, p99 ${time.p99} ms`,
);
await app.close();
