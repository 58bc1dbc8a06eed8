// Lighthouse's own figures for a page (issue 37 item 2): the npm package with its defaults, which
// are PageSpeed Insights' mobile method: a Moto G Power sized screen, simulated throttling (Slow
// 4G, CPU 4x: the page loads unthrottled and Lighthouse computes the metrics from the trace) and
// a cold first visit (storage reset). Run on Debian's Chromium through chrome-launcher.
// lighthouse 12.2.3: 13 wants Node 22, and npm ci refuses locks made with 12.3-13.4 here.
import { chromiumLaunchOptions } from '../../support/browser';

export interface LighthouseMetrics {
  /** Total blocking time, ms (simulated). */
  tbt: number;
  /** Largest contentful paint, ms (simulated). */
  lcp: number;
  /** Performance category score, 0-100. */
  score: number;
  /** Main-thread work in the trace (unthrottled), ms: what the simulation scales. */
  mainThreadMs: number;
  /** Main-thread time per script, ms as Lighthouse counts it (x4), the four largest: where TBT comes from. */
  scripts: Record<string, number>;
}

interface BootupItem {
  url: string;
  total: number;
}

/** The four scripts that took the most main-thread time, by file name (the page itself as "document"). */
function largestScripts(details: unknown): Record<string, number> {
  const items = ((details as { items?: BootupItem[] } | undefined)?.items ?? []).slice();
  items.sort((a, b) => b.total - a.total);
  return Object.fromEntries(
    items.slice(0, 4).map((item) => [item.url.replace(/^https?:\/\/[^/]+/, '') || 'document', Math.round(item.total)]),
  );
}

export interface LighthouseRunner {
  measure: (url: string) => Promise<LighthouseMetrics>;
  close: () => Promise<void>;
}

export async function startLighthouse(): Promise<LighthouseRunner> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  return {
    async measure(url) {
      // Now and then Lighthouse 12 fails to find the navigation in its trace (runtimeError
      // NO_NAVSTART, every metric empty: the "no result for /" of an earlier run): asked again.
      let result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
        console.log(`Lighthouse ${result.lhr.runtimeError.code} for ${url}: measured again`);
        result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
      }
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { audits, categories } = result.lhr;
      return {
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        score: Math.round((categories.performance?.score ?? NaN) * 100),
        mainThreadMs: audits['mainthread-work-breakdown']?.numericValue ?? NaN,
        scripts: largestScripts(audits['bootup-time']?.details),
      };
    },
    async close() {
      chrome.kill();
    },
  };
}
