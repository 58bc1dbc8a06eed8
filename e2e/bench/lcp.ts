// pnpm bench:lcp — how fast public pages paint for a first-time visitor on a phone, against the
// physical limit: the same page as a static HTML snapshot (its fully rendered DOM, scripts
// removed, same CSS and images from the same origin). Slow 4G (150 ms, 1.6 Mbit/s down,
// 750 kbit/s up), CPU slowed 4x, 412x823, three cold runs each; prints the medians of LCP, the
// static LCP, their ratio, CLS and total blocking time. The goal (issue 12) is a ratio <= 1.2 and
// CLS <= 0.1; this is a benchmark, so it reports and exits 0. Needs a build (`pnpm build`).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/browser';
import { startClubServer } from './club-server';
import { measureColdLoad, slow4g, staticSnapshot, type LoadMetrics } from './lcp/measure';
import { staticPrefix, startSnapshotProxy } from './lcp/snapshot-proxy';

const port = Number(process.env.BENCH_PORT ?? 8097);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const pages = [
  { name: 'home', path: '/' },
  { name: 'football', path: '/sports/ball-sports/football' },
  { name: 'news', path: '/news' },
];

/** The median of the runs that measured something (a run without an LCP entry is left out). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => Math.round(value);

async function main() {
  const server = await startClubServer(port);
  const proxy = await startSnapshotProxy(server.origin);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log(
      `Throttling: ${slow4g.latencyMs} ms latency, ${(slow4g.downloadBytesPerSecond * 8) / 1024 / 1024} Mbit/s down, ` +
        `${(slow4g.uploadBytesPerSecond * 8) / 1024} kbit/s up, CPU ${slow4g.cpuSlowdown}x slower, 412x823; ${runs} cold runs each`,
    );
    const rows = [];
    for (const { name, path } of pages) {
      const liveUrl = `${proxy.origin}${path}`;
      proxy.setSnapshot(name, await staticSnapshot(browser, liveUrl));
      const live: LoadMetrics[] = [];
      const snapshot: LoadMetrics[] = [];
      // Alternating, so a busy moment of the machine hits both alike.
      for (let run = 0; run < runs; run++) {
        live.push(await measureColdLoad(browser, liveUrl));
        snapshot.push(await measureColdLoad(browser, `${proxy.origin}${staticPrefix}${name}`));
      }
      for (const [kind, results] of [
        ['live', live],
        ['static', snapshot],
      ] as const) {
        for (const result of results) {
          console.log(
            `  ${name} ${kind}: LCP ${ms(result.lcp)} ms (${result.lcpElement}), FCP ${ms(result.fcp)} ms, ` +
              `CLS ${result.cls.toFixed(3)}, TBT ${ms(result.tbt)} ms`,
          );
        }
      }
      const lcp = median(live.map((result) => result.lcp));
      const staticLcp = median(snapshot.map((result) => result.lcp));
      rows.push({
        page: name,
        path,
        'LCP ms': ms(lcp),
        'static LCP ms': ms(staticLcp),
        ratio: Number((lcp / staticLcp).toFixed(2)),
        CLS: Number(median(live.map((result) => result.cls)).toFixed(3)),
        'TBT ms': ms(median(live.map((result) => result.tbt))),
        'static CLS': Number(median(snapshot.map((result) => result.cls)).toFixed(3)),
      });
    }
    console.log('\nMedians (goal: ratio <= 1.2, CLS <= 0.1)');
    console.table(rows);
  } finally {
    await browser.close();
    await proxy.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
