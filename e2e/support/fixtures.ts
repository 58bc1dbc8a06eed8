import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mainPort } from '../playwright.config';

/** A stored consent choice ('consentAcceptance'): one boolean per embedded tool. */
export type ConsentChoice = Record<string, boolean>;

export interface ConsentOptions {
  /**
   * true (the default): the visitor already decided, so the first-visit consent dialog does not
   * cover the page. false: a first visit, the dialog opens by itself.
   */
  consentDecided: boolean;
  /** The choice stored when consentDecided is true; every tool declined unless a test says otherwise. */
  consentChoice: ConsentChoice;
  /**
   * Violations this test provokes on purpose and that the policy must block (the XSS test feeds
   * inline event handlers). Every other violation still fails the test.
   */
  expectedCspViolations: RegExp | null;
}

/**
 * Server-rendered pages show their buttons before they work (until hydration): a test clicks only
 * once the page says it is hydrated (<html data-hydrated>, shared/src/ssr/hydration.ts), as a
 * person would by the time they have read the page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('club-ssr-data') || document.documentElement.dataset.hydrated === 'true',
    undefined,
    { timeout: 30_000 },
  );
}

function withHydrationWait(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

export const declinedConsent: ConsentChoice = { youtube: false, vimeo: false, instagram: false };

/**
 * A visitor who already decided: the choice in local storage (the site's record) and in the
 * cookie the server renders with (youtube:0|vimeo:1, shared/src/contracts/rules/consent.ts), for
 * localhost and 127.0.0.1 (a cookie holds for every port of its host: the suite's other club
 * servers too) and, through the init script, for any other host from its second page on.
 * Neither overwrites a choice the page saved itself.
 */
export async function decideConsent(context: BrowserContext, choice: ConsentChoice = declinedConsent): Promise<void> {
  const cookie = Object.entries(choice)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, isAccepted]) => `${id}:${isAccepted ? 1 : 0}`)
    .join('|');
  const origins = [`http://localhost:${mainPort}`, `http://127.0.0.1:${mainPort}`];
  await context.addCookies(origins.map((url) => ({ name: 'consentAcceptance', value: cookie, url })));
  await context.addInitScript(
    ({ stored, cookie: value }) => {
      if (window.localStorage.getItem('consentAcceptance')) return;
      window.localStorage.setItem('consentAcceptance', stored);
      if (!document.cookie.includes('consentAcceptance=')) {
        document.cookie = `consentAcceptance=${value}; path=/; max-age=31536000; samesite=lax`;
      }
    },
    { stored: JSON.stringify(choice), cookie },
  );
}

/**
 * Another person's browser in the same test (a context of their own): consent decided, and
 * goto/reload wait for hydration like the fixture's page.
 */
export async function personPage(
  browser: Browser,
  baseURL?: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  await decideConsent(context);
  return { page: withHydrationWait(await context.newPage()), close: () => context.close() };
}

/**
 * The public-site test: its page starts with a consent decision already stored, unless the test
 * opts out with `test.use({ consentDecided: false })`. A choice the page saves itself (from the
 * consent dialog) is kept across reloads.
 */
export const test = base.extend<ConsentOptions>({
  consentDecided: [true, { option: true }],
  consentChoice: [declinedConsent, { option: true }],
  expectedCspViolations: [null, { option: true }],
  page: async ({ page, consentDecided, consentChoice, expectedCspViolations }, use) => {
    // Any Content-Security-Policy violation fails the test: the policy must allow exactly what
    // the site uses. Chromium logs each violation as a console error; the event catches the rest.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
        );
      });
    });
    if (consentDecided) await decideConsent(page.context(), consentChoice);
    await use(withHydrationWait(page));
    const unexpected = violations.filter((text) => !expectedCspViolations?.test(text));
    expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
  },
});

/**
 * The suite blocks service workers (playwright config; only the installable-app spec allows them):
 * the browser's note about the blocked registration is the test setup's, not the page's problem.
 */
export const isSetupNote = (text: string): boolean => /Service Worker registration blocked by Playwright/.test(text);

export { expect };
