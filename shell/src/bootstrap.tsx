import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  awaitHydrationOf,
  bootstrapSession,
  clubStore,
  configureApi,
  hasPermission,
  hydrateEveryPart,
  loadLanguage,
  localesLoaded,
  initI18n,
  isExpired,
  isLoggedIn,
  markHydratedData,
  readStoredUser,
  resolveData,
  seededAtoms,
  sessionAtom,
  siteConfigAtom,
  startRequestedLogin,
  storeUser,
  type SsrPayload,
  type StoreSeeds,
  whenHydrated,
} from '@club/shared';
import { permissions } from '@club/shared/contracts';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { fetchRemotes, fetchSiteConfig } from './federation/site-config';
import { registerSiteRemotes } from './federation/remotes';

/** The server-rendered page's data (api/src/plugins/server-render/page-document.ts). */
function serverPayload(): SsrPayload | null {
  const element = document.getElementById('club-ssr-data');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrPayload;
  } catch {
    return null;
  }
}

/** A page without server HTML (members area, login return): fetch the setup, then render. */
async function start(root: HTMLElement) {
  initI18n();
  const reactRoot = createRoot(root);
  try {
    const [config, remotes] = await Promise.all([fetchSiteConfig(), fetchRemotes(), localesLoaded()]);
    clubStore.set(siteConfigAtom, config);
    configureApi({ baseURL: config.apiBaseUrl });
    registerSiteRemotes(remotes);
    await bootstrapSession(config.defaultOrganization);
  } catch (error) {
    console.error('The site could not start', error);
    reactRoot.render(<StartupError />);
    return;
  }
  if (startRequestedLogin()) return;
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The server marks slots it could not render (a remote's server code down): React renders them
// here and reports it; that is expected, not a failure of the page.
const clientRenderedSlot =
  /server could not finish this Suspense boundary|Switched to client rendering|Minified React error #419(?!\d)/i;
function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (clientRenderedSlot.test(message)) console.info('A slot was rendered in the browser:', message);
  // #422 wraps what a part threw while it hydrated: the cause is what a developer needs to read.
  else console.error(error, error instanceof Error && error.cause ? error.cause : '');
}

/** Calls onCommitted once React committed the hydrated page (its effects run after the tree's). */
function HydrationCommitted({ children, onCommitted }: { children: ReactNode; onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  return children;
}

// A module whose code never arrives must not keep a logged-in user's session from the page.
const hydrationFallbackMs = 10_000;

/**
 * A server-rendered page: everything the first render needs is in the HTML, so the page
 * hydrates at once as the organization's visitor would see it, without a request. A logged-in
 * user's own session replaces the visitor one right after (their personal parts render then).
 */
async function hydrate(root: HTMLElement, payload: SsrPayload) {
  // Hydrate in the server's language (only its texts are downloaded); the visitor's own choice
  // (if another) follows at once.
  await loadLanguage(payload.language);
  const seeds = resolveData(payload.seeds, payload.data);
  for (const [name, atom] of Object.entries(seededAtoms)) {
    clubStore.set(atom as never, seeds[name as keyof StoreSeeds] as never);
  }
  clubStore.set(seededAtoms.session, payload.session);
  configureApi({ baseURL: payload.seeds.siteConfig.apiBaseUrl });
  registerSiteRemotes(payload.remotes);
  awaitHydrationOf(payload.modules);
  markHydratedData(Object.keys(payload.data));
  const stored = readStoredUser();
  const isOwnSession = stored && !isExpired(stored) && stored.organizationId === payload.organization.id;
  // An editor's page keeps no block waiting below the fold: the editor needs every block live
  // (its clicks at the page's end were lost while a block still waited for its code).
  if (isOwnSession && hasPermission(stored, permissions.writeContent)) hydrateEveryPart();
  // The user's own session replaces the visitor's only after the whole page hydrated as the
  // server rendered it (root committed and every awaited module mounted): earlier, a part still
  // hydrating would render the logged-in view against the visitor's HTML (#418).
  let isSwitched = false;
  const switchSession = (session: NonNullable<ReturnType<typeof readStoredUser>>) => () => {
    if (isSwitched) return;
    isSwitched = true;
    startTransition(() => clubStore.set(sessionAtom, session));
  };
  let onCommitted = () => {};
  // Hydration as a transition: React then works in slices of a few milliseconds and lets the
  // browser paint and answer taps between them, instead of one long task per part (a phone's main
  // thread was blocked for over a second: Lighthouse's total blocking time, issue 37). A tap on a
  // part not hydrated yet still hydrates that part first (React's selective hydration). The
  // visitor's own language choice (if another) follows in the same transition.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <HydrationCommitted onCommitted={() => onCommitted()}>
          <App data={payload.data} />
        </HydrationCommitted>
      </StrictMode>,
      { onRecoverableError },
    );
    void initI18n();
  });
  if (startRequestedLogin()) return;
  // Another visitor token is as good as the page's: switching would change the store while
  // below-the-fold blocks still wait to hydrate (React would render them anew, error #422).
  const needsOwnSession =
    isOwnSession &&
    stored.accessToken !== payload.session.accessToken &&
    (isLoggedIn(stored, payload.organization.email) || isExpired(payload.session));
  if (needsOwnSession) {
    const toUser = switchSession(stored);
    onCommitted = () => whenHydrated(toUser);
    setTimeout(toUser, hydrationFallbackMs);
  } else if (!isOwnSession && isExpired(payload.session)) {
    // A page kept in the server's cache for hours: its visitor token ran out; get a fresh one.
    void bootstrapSession(payload.seeds.siteConfig.defaultOrganization);
  } else if (!isOwnSession) {
    storeUser(payload.session);
  }
}

const hasLoginCode = () => new URLSearchParams(window.location.search).has('code');

/**
 * A page's first Intl formatter loads the browser's locale and time-zone data: 20-25 ms on this
 * machine, four times that on a phone; every later one (dates, money) costs 1-3 ms. Done in a task
 * of its own while the remotes' code is still on its way, instead of inside a block's first render
 * during hydration (issue 37).
 */
function warmUpFormatters() {
  setTimeout(() => new Intl.DateTimeFormat('de', { timeZone: 'Europe/Berlin' }));
}

const root = document.getElementById('root');
const payload = serverPayload();
warmUpFormatters();
if (root && payload && !hasLoginCode()) void hydrate(root, payload);
else if (root) void start(root);

// The installable app's service worker (api: modules/app-install): registered once the page has
// loaded, so it never competes with the first paint; it precaches nothing.
if ('serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
