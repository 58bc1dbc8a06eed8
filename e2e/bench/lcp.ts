// pnpm bench:lcp — how fast public pages paint for a first-time visitor on a phone and how long
// the phone's main thread is blocked after that, against the physical limit: the same page as a
// static HTML snapshot (its fully rendered DOM, scripts removed, same CSS and images from the same
// origin). Slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), CPU slowed 4x, 412x823, three cold
// runs each; prints the medians of LCP, the static LCP, their ratio, CLS, total blocking time and
// the longest task, and the machine's load (uptime) before and after. Goals: LCP ratio <= 1.2,
// CLS <= 0.1 (issue 12), TBT <= 200 ms on a quiet machine (issue 24). With
// BENCH_BASELINE=<another checkout with a build> the same pages of that build are measured in the
// same run (runs interleaved) and the table shows before, after and after/before.
// Beside it, Lighthouse's own figures per page (lcp/lighthouse.ts: its mobile preset, simulated
// throttling, BENCH_LIGHTHOUSE_RUNS cold runs, default 1; 0 leaves it out): TBT, LCP and the
// performance score, which is what PageSpeed Insights and search engines report. Lighthouse also
// measures the static snapshot: the "LH static" columns are its floor on this machine, the
// figures of the same page with no JavaScript at all (style, layout and paint of the HTML alone).
// This is a benchmark: it reports and exits 0. Needs a build (`pnpm build`).
import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/browser';
import { startClubServer, type ClubServer } from './club-server';
import { liveProblems, measureColdLoad, slow4g, staticSnapshot, type LoadMetrics } from './lcp/measure';
import { startLighthouse, type LighthouseMetrics, type LighthouseRunner } from './lcp/lighthouse';
import { staticPrefix, startSnapshotProxy } from './lcp/snapshot-proxy';

const port = Number(process.env.BENCH_PORT ?? 8097);
const runs = Number(process.env.BENCH_RUNS ?? 3);
// Read from the repository's root, as the README writes it (pnpm runs the bench in e2e/).
const baseline = process.env.BENCH_BASELINE ? resolve(__dirname, '../..', process.env.BENCH_BASELINE) : undefined;
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const pages = [
  { name: 'home', path: '/' },
  { name: 'football', path: '/sports/ball-sports/football' },
  { name: 'news', path: '/news' },
  { name: 'training', path: '/training' },
];

/** The median of the runs that measured something (a run without an LCP entry is left out). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => Math.round(value);
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} (1, 5, 15 min)`;
const ratio = (after: number, before: number) => (before > 0 ? Number((after / before).toFixed(2)) : NaN);

const log = (label: string, result: LoadMetrics) =>
  console.log(
    `  ${label}: LCP ${ms(result.lcp)} ms (${result.lcpElement}), FCP ${ms(result.fcp)} ms, ` +
      `CLS ${result.cls.toFixed(3)}, TBT ${ms(result.tbt)} ms, longest task ${ms(result.longestTask)} ms`,
  );

async function main() {
  console.log(`Machine before: ${load()}`);
  const server = await startClubServer(port);
  const proxy = await startSnapshotProxy(server.origin);
  let before: ClubServer | null = null;
  const browser = await chromium.launch(chromiumLaunchOptions);
  let lighthouse: LighthouseRunner | null = null;
  try {
    if (lighthouseRuns > 0) lighthouse = await startLighthouse();
    if (baseline) before = await startClubServer(port + 1, baseline);
    console.log(
      `Throttling: ${slow4g.latencyMs} ms latency, ${(slow4g.downloadBytesPerSecond * 8) / 1024 / 1024} Mbit/s down, ` +
        `${(slow4g.uploadBytesPerSecond * 8) / 1024} kbit/s up, CPU ${slow4g.cpuSlowdown}x slower, 412x823; ${runs} cold runs each`,
    );
    const rows = [];
    for (const { name, path } of pages) {
      // The live page straight from the club server: its configured origin and CSP name that
      // address for the remotes (through the proxy's port every remote script was refused). The
      // snapshot's <base> is this address too, so its CSS and images are the same files.
      const liveUrl = `${server.origin}${path}`;
      const problems = await liveProblems(browser, liveUrl);
      console.log(`${name}: ${problems.cspErrors} CSP errors, ${problems.fallbacks} fallback slots on the live page`);
      proxy.setSnapshot(name, await staticSnapshot(browser, liveUrl));
      const live: LoadMetrics[] = [];
      const snapshot: LoadMetrics[] = [];
      const old: LoadMetrics[] = [];
      // Alternating, so a busy moment of the machine hits all alike.
      for (let run = 0; run < runs; run++) {
        live.push(await measureColdLoad(browser, liveUrl));
        snapshot.push(await measureColdLoad(browser, `${proxy.origin}${staticPrefix}${name}`));
        if (before) old.push(await measureColdLoad(browser, `${before.origin}${path}`));
      }
      const lhLive: LighthouseMetrics[] = [];
      const lhOld: LighthouseMetrics[] = [];
      const lhStatic: LighthouseMetrics[] = [];
      for (let run = 0; lighthouse && run < lighthouseRuns; run++) {
        lhLive.push(await lighthouse.measure(`${server.origin}${path}`));
        lhStatic.push(await lighthouse.measure(`${proxy.origin}${staticPrefix}${name}`));
        if (before) lhOld.push(await lighthouse.measure(`${before.origin}${path}`));
      }
      for (const result of live) log(`${name} live`, result);
      for (const result of snapshot) log(`${name} static`, result);
      for (const result of old) log(`${name} before`, result);
      const lcp = median(live.map((result) => result.lcp));
      const staticLcp = median(snapshot.map((result) => result.lcp));
      const tbt = median(live.map((result) => result.tbt));
      const longest = median(live.map((result) => result.longestTask));
      const row: Record<string, string | number> = {
        page: name,
        'LCP ms': ms(lcp),
        'static LCP ms': ms(staticLcp),
        ratio: ratio(lcp, staticLcp),
        CLS: Number(median(live.map((result) => result.cls)).toFixed(3)),
        'TBT ms': ms(tbt),
        'static TBT ms': ms(median(snapshot.map((result) => result.tbt))),
        'longest task ms': ms(longest),
        'static longest ms': ms(median(snapshot.map((result) => result.longestTask))),
      };
      if (before) {
        const oldTbt = median(old.map((result) => result.tbt));
        const oldLongest = median(old.map((result) => result.longestTask));
        Object.assign(row, {
          'TBT before': ms(oldTbt),
          'TBT after/before': ratio(tbt, oldTbt),
          'longest before': ms(oldLongest),
          'longest after/before': ratio(longest, oldLongest),
          'LCP after/before': ratio(lcp, median(old.map((result) => result.lcp))),
        });
      }
      if (lighthouse) {
        const lh = (results: LighthouseMetrics[], key: 'tbt' | 'lcp' | 'score') => median(results.map((r) => r[key]));
        for (const result of lhLive) console.log(`  ${name} Lighthouse: ${JSON.stringify(result)}`);
        for (const result of lhStatic) console.log(`  ${name} Lighthouse static: ${JSON.stringify(result)}`);
        for (const result of lhOld) console.log(`  ${name} Lighthouse before: ${JSON.stringify(result)}`);
        Object.assign(row, {
          'LH TBT ms': ms(lh(lhLive, 'tbt')),
          'LH LCP ms': ms(lh(lhLive, 'lcp')),
          'LH score': lh(lhLive, 'score'),
          'LH static TBT': ms(lh(lhStatic, 'tbt')),
          'LH static score': lh(lhStatic, 'score'),
        });
        if (before)
          Object.assign(row, {
            'LH TBT before': ms(lh(lhOld, 'tbt')),
            'LH LCP before': ms(lh(lhOld, 'lcp')),
            'LH score before': lh(lhOld, 'score'),
          });
      }
      rows.push(row);
    }
    console.log(
      '\nMedians (goals: ratio <= 1.2, CLS <= 0.1, TBT <= 200 ms on a quiet machine; Lighthouse: TBT <= 200 ms, score >= 95)',
    );
    console.table(rows);
    console.log(`Machine after: ${load()}`);
  } finally {
    await browser.close();
    await lighthouse?.close();
    await proxy.close();
    server.stop();
    before?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
