// One cold page load as a first-time visitor on a phone (Lighthouse's mobile preset: Slow 4G,
// CPU slowed 4x, a Moto G Power sized screen), with the page's own timing entries read back:
// largest contentful paint, cumulative layout shift, total blocking time.
import type { Browser, Page } from '@playwright/test';

export const slow4g = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

const mobileUserAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/130.0.0.0 Mobile Safari/537.36';

export interface LoadMetrics {
  /** Largest contentful paint, ms after navigation start. */
  lcp: number;
  /** What the LCP element was (tag and a few words), to see what a page waits for. */
  lcpElement: string;
  fcp: number;
  /** Cumulative layout shift: the largest session window of shifts without recent input. */
  cls: number;
  /** Sum of (duration - 50 ms) over long tasks that start after first contentful paint. */
  tbt: number;
  /** The longest task after first contentful paint, ms (0 when none took 50 ms or more). */
  longestTask: number;
}

declare global {
  interface Window {
    __benchEntries?: { lcp: PerformanceEntry[]; shifts: PerformanceEntry[]; longTasks: PerformanceEntry[] };
  }
}

/**
 * Installed before any of the page's scripts: collects the entries while the page loads. Plain
 * JavaScript in a string, because tsx would wrap a function's inner functions in a helper that
 * does not exist in the page.
 */
const collectEntries = `
  window.__benchEntries = { lcp: [], shifts: [], longTasks: [] };
  for (const [type, key] of [['largest-contentful-paint', 'lcp'], ['layout-shift', 'shifts'], ['longtask', 'longTasks']]) {
    try {
      new PerformanceObserver((list) => window.__benchEntries[key].push(...list.getEntries()))
        .observe({ type, buffered: true });
    } catch {
      /* entry type not supported */
    }
  }
`;

async function readMetrics(page: Page): Promise<LoadMetrics> {
  return page.evaluate(() => {
    const entries = window.__benchEntries ?? { lcp: [], shifts: [], longTasks: [] };
    const last = entries.lcp.at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const text = last?.element?.textContent?.trim().replace(/\s+/g, ' ').slice(0, 30) ?? '';
    const source = last?.element instanceof HTMLImageElement ? last.element.currentSrc.split('/').pop() : '';
    const lcpElement = last?.element ? `${last.element.tagName.toLowerCase()} ${source || text}`.trim() : '?';
    // Session windows: shifts less than 1 s apart, at most 5 s long; CLS is the largest window.
    let cls = 0;
    let session = 0;
    let sessionStart = 0;
    let previous = -Infinity;
    for (const entry of entries.shifts as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (entry.hadRecentInput) continue;
      if (entry.startTime - previous > 1000 || entry.startTime - sessionStart > 5000) {
        session = 0;
        sessionStart = entry.startTime;
      }
      session += entry.value;
      previous = entry.startTime;
      cls = Math.max(cls, session);
    }
    const afterPaint = entries.longTasks.filter((task) => task.startTime >= fcp);
    const tbt = afterPaint.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    const longestTask = afterPaint.reduce((longest, task) => Math.max(longest, task.duration), 0);
    return { lcp: last?.startTime ?? NaN, lcpElement, fcp, cls, tbt, longestTask };
  });
}

const lcpCount = (page: Page) => page.evaluate(() => window.__benchEntries?.lcp.length ?? 0);

/**
 * Network idle alone can come too early: under a 4x slower CPU the app may parse scripts for more
 * than 500 ms before it asks for data. Settled = an LCP entry exists and neither new requests
 * nor new LCP entries came for 2 s (at most 60 s).
 */
async function waitUntilSettled(page: Page, requestCount: () => number) {
  const end = Date.now() + 60_000;
  let last = { requests: requestCount(), lcp: await lcpCount(page) };
  while (Date.now() < end) {
    await page.waitForTimeout(2000);
    const now = { requests: requestCount(), lcp: await lcpCount(page) };
    if (now.lcp > 0 && now.requests === last.requests && now.lcp === last.lcp) return;
    last = now;
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  }
}

/** The phone both the live page and its snapshot are loaded as. */
const phone = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  userAgent: mobileUserAgent,
  locale: 'de-DE',
};

/** Loads `url` cold (a fresh context: no cache, no storage) under the throttling above. */
export async function measureColdLoad(browser: Browser, url: string): Promise<LoadMetrics> {
  const context = await browser.newContext({ ...phone, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: collectEntries });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slow4g.latencyMs,
      downloadThroughput: slow4g.downloadBytesPerSecond,
      uploadThroughput: slow4g.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4g.cpuSlowdown });
    let requests = 0;
    page.on('request', () => requests++);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await waitUntilSettled(page, () => requests);
    return await readMetrics(page);
  } finally {
    await context.close();
  }
}

/**
 * The page fully rendered (unthrottled, network idle) as static HTML: every script and script
 * preload removed, the `<style>` tags the scripts injected kept, and a `<base>` so relative URLs
 * resolve as on the live page although the snapshot is served from another path.
 */
export async function staticSnapshot(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: collectEntries });
    let requests = 0;
    page.on('request', () => requests++);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await waitUntilSettled(page, () => requests);
    return await page.evaluate((pageUrl) => {
      const root = document.documentElement.cloneNode(true) as HTMLElement;
      root
        .querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"], base')
        .forEach((node) => node.remove());
      const base = document.createElement('base');
      base.href = pageUrl;
      root.querySelector('head')?.prepend(base);
      return `<!DOCTYPE html>\n${root.outerHTML}`;
    }, url);
  } finally {
    await context.close();
  }
}

/**
 * What would make the live column measure a broken page: the console's Content-Security-Policy
 * refusals and the slots showing the "not available" fallback (a remote that did not load).
 */
export async function liveProblems(browser: Browser, url: string): Promise<{ cspErrors: number; fallbacks: number }> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    let cspErrors = 0;
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors++;
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    const fallbacks = await page.getByText(/gerade nicht verfügbar|not available right now/).count();
    return { cspErrors, fallbacks };
  } finally {
    await context.close();
  }
}
