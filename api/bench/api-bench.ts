// pnpm --filter @club/api bench: the app on in-memory PGlite with the demo seed, autocannon per route.
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
const headers = { authorization: `Bearer ${session.accessToken}` };
const menus = (await (
  await fetch(`${base}/api/content-service/organizations/${org.id}/menu/main`, { headers })
).json()) as Array<{ path: string; contentId: string }>;
const homeId = menus.find((m) => m.path === '/home')?.contentId;

const week = await courseWith100Series(app, org.id);

const targets = [
  { name: 'GET /bench/trivial', url: `${base}/api/bench/trivial` },
  { name: 'GET menu/main', url: `${base}/api/content-service/organizations/${org.id}/menu/main` },
  { name: 'GET content/{home}', url: `${base}/api/content-service/organizations/${org.id}/content/${homeId}` },
  { name: 'GET schedule (week, 100 series)', url: `${base}${week.url}`, headers: week.headers },
];

const rows: Array<Record<string, string | number>> = [];
for (const target of targets) {
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? headers,
    connections: 20,
    duration: 5,
  });
  rows.push({
    route: target.name,
    'req/s (avg)': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
  });
}
console.table(rows);

// The week of a course with 100 recurring series, measured inside the server (no network, one at a time).
const time = await serverTime(app, week.url, week.headers);
console.log(
  `GET schedule, week of a course with 100 weekly series (${time.entries} classes): server time p50 ${time.p50} ms, p99 ${time.p99} ms`,
);
await app.close();
