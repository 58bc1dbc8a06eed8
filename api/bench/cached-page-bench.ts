// pnpm --filter @club/api bench:cached-page — a cached public page against the bare health route
// (issue 37 item 4: at least 60 % of its throughput), both through the site as shipped (server
// rendering, page cache, ETag, compression), at 20 connections, in turns so a busy moment of the
// shared machine hits both; the median round counts. Then memory: the process's RSS at idle
// (pages cached) and again after BENCH_SOAK_SECONDS (default 60) of load on the cached pages and a
// collection (goal: within 20 % of idle). The load generator runs in a worker thread of its own
// (autocannon's `workers`), so the server's event loop does not also parse the answers; each round
// also measures it in the server's thread as before, so both ways are compared in one run.
// Where `wrk` is installed (Debian: `apt-get install wrk`), each round also loads the targets with
// it: a load generator in C, one thread, the same 20 connections. autocannon reads every answer in
// JavaScript on the same two cores as the server, so its cost per byte counts against a page of
// 23 KB and hardly against the bare route's 1.6 KB; wrk's cost per byte is far smaller, so its
// ratio is the closer one to what the server itself can do (found 2026-11-29: 0.42 with
// autocannon, 0.74 with wrk, same server, same minute).
// Needs `pnpm build`.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { get } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { repoRoot } from '../src/config.js';
import { testConfig } from '../src/testing/test-helpers.js';

if (!existsSync(join(repoRoot, 'shell/dist/server/ssr.js')))
  throw new Error('no shell server build: run pnpm build first');
const port = Number(process.env.BENCH_PORT ?? 8097);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
/** RSS in MB after a full collection (what the process holds, not garbage waiting for one). */
async function settledRss(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  collect();
  return Math.round(process.memoryUsage().rss / 1024 / 1024);
}
const app = await buildApp(testConfig({ databaseUrl: null, databaseSchema: null, siteDir: repoRoot, port }));
await app.listen({ port, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${port}`;
const page = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const decided = { ...page, cookie: 'consentAcceptance=instagram:0|vimeo:0|youtube:0' };

const targets: Array<{ name: string; path: string; headers: Record<string, string>; origin?: string }> = [
  { name: 'bare route (GET /api/health)', path: '/api/health', headers: {} },
  { name: 'GET / cached, first visit', path: '/', headers: page },
  { name: 'GET / cached, consent decided', path: '/', headers: decided },
  { name: 'GET /training cached', path: '/training', headers: decided },
];
// Renders once each, so every later request is a cache hit.
for (const target of targets) {
  const answer = await fetch(`${origin}${target.path}`, { headers: target.headers });
  if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status}`);
  await answer.arrayBuffer();
}

// A browser that holds the page asks again with its tag: answered 304 without a body.
const held = await fetch(`${origin}/`, { headers: page });
await held.arrayBuffer();
targets.push({
  name: 'GET / If-None-Match (304)',
  path: '/',
  headers: { ...page, 'if-none-match': held.headers.get('etag') ?? '' },
});

// The floor the bytes alone set: a bare Fastify (no hooks, no plugins) on another port answering
// the very bytes of the cached `/` (brotli). The cached page can at best match it; the gap
// between the two is the site's per-request work, the gap to the bare route is the bytes.
const brBytes = await new Promise<Buffer>((resolve, reject) => {
  // node:http, not fetch: fetch hands back the bytes decompressed.
  get(`${origin}/`, { headers: { ...page, 'accept-encoding': 'br' } }, (answer) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => resolve(Buffer.concat(chunks)));
  }).on('error', reject);
});
const bytesOnly = Fastify();
bytesOnly.get('/', (_request, reply) =>
  reply.header('content-type', 'text/html; charset=utf-8').header('content-encoding', 'br').send(brBytes),
);
await bytesOnly.listen({ port: port + 1, host: '127.0.0.1' });
targets.push({
  name: `bare Fastify, same ${brBytes.length} bytes as /`,
  path: '/',
  headers: page,
  origin: `http://127.0.0.1:${port + 1}`,
});

// Idle: every page rendered and cached once, no load yet.
const idle = await settledRss();

/** Where the load comes from: a worker thread, the server's own thread (before), or wrk. */
type LoadFrom = 'worker' | 'server thread' | 'wrk';
type Target = (typeof targets)[number];
type RunResult = { rps: number; p99: number; bytes: number };

const hasWrk = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version prints its version and exits 1; only a missing program is "not installed".
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
})();

const unitBytes: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
/** Requests per second, p99 latency (ms) and bytes per answer from wrk's report. */
function parseWrk(report: string): RunResult {
  const requests = Number(/(\d+) requests in/.exec(report)?.[1]);
  const read = /([\d.]+)(B|KB|MB|GB) read/.exec(report);
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(report);
  const p99Ms = p99 ? Number(p99[1]) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[p99[2]!]! : NaN;
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(report)?.[1]),
    p99: p99Ms,
    bytes: read ? (Number(read[1]) * unitBytes[read[2]!]!) / requests : NaN,
  };
}

async function runWrk(target: Target, duration: number): Promise<RunResult> {
  const headers = Object.entries(target.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout } = await promisify(execFile)('wrk', [
    '-t1',
    '-c20',
    `-d${duration}s`,
    '--latency',
    ...headers,
    `${target.origin ?? origin}${target.path}`,
  ]);
  return parseWrk(stdout);
}

async function run(target: Target, duration = seconds, from: LoadFrom = 'worker'): Promise<RunResult> {
  if (from === 'wrk') return runWrk(target, duration);
  const result = await autocannon({
    url: `${target.origin ?? origin}${target.path}`,
    headers: target.headers,
    connections: 20,
    duration,
    ...(from === 'worker' ? { workers: 1 } : {}),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bytes: result.throughput.average / result.requests.average,
  };
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${seconds} s per run, 20 connections`,
);
const loadFrom: LoadFrom[] = hasWrk ? ['worker', 'server thread', 'wrk'] : ['worker', 'server thread'];
if (!hasWrk) console.log('wrk is not installed (apt-get install wrk): measured with autocannon only');
const rounds: Array<Record<LoadFrom, RunResult[]>> = [];
for (let round = 0; round < 3; round++) {
  const row = { worker: [], 'server thread': [], wrk: [] } as Record<LoadFrom, RunResult[]>;
  for (const from of loadFrom) for (const target of targets) row[from].push(await run(target, seconds, from));
  rounds.push(row);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
for (const from of loadFrom) {
  const source = {
    worker: 'autocannon in a worker thread',
    'server thread': "autocannon in the server's own thread",
    wrk: 'wrk (C, one thread)',
  };
  console.log(`load from ${source[from]}:`);
  console.table(
    Object.fromEntries(
      targets.map((target, i) => {
        const ratios = rounds.map((row) => row[from][i]!.rps / row[from][0]!.rps);
        return [
          target.name,
          {
            'req/s (median)': Math.round(median(rounds.map((row) => row[from][i]!.rps))),
            'of the bare route': `${(100 * median(ratios)).toFixed(0)} %`,
            'p99 ms': median(rounds.map((row) => row[from][i]!.p99)),
            'bytes/answer': Math.round(median(rounds.map((row) => row[from][i]!.bytes))),
          },
        ];
      }),
    ),
  );
}
const pages = targets.slice(1).filter((target) => !target.origin);
for (const target of pages) await run(target, soakSeconds / pages.length);
const after = await settledRss();
console.log(
  `memory: ${idle} MB at idle, ${after} MB after ${soakSeconds} s of cached pages (${((100 * after) / idle).toFixed(0)} % of idle; goal <= 120 %)`,
);
console.log(`load average after ${loadavg()[0]!.toFixed(2)}`);
await bytesOnly.close();
await app.close();
