import { Writable } from 'node:stream';
import { StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  clubStore,
  configureApi,
  loadLanguage,
  seededAtoms,
  referenceData,
  ServerRenderContext,
  setRemoteLoader,
  transportAdapter,
  type ApiTransport,
  type ServerRenderCollector,
  type RemoteModule,
  type StoreSeeds,
} from '@club/shared';
import { getMainMenus } from '@club/shared/contracts/endpoints/content-reads';
import { callKey } from '@club/shared/data/use-call';
import { App } from '../app/App';
import { editorRemoteName } from '../federation/remotes';
import type { RenderRequest, RenderResult, ServerRemote } from './render-types';
import { plannedLoads, recordPlan } from './data-plan';
import { trimmedData } from './trim-payload';

// A page settles in a few passes: menus -> page -> blocks' own data (news, schedule). With the
// page's data loaded before the first pass (data-plan.ts), two: render, then check it settled.
const maxPasses = 6;
const renderTimeoutMs = 8_000;

let registeredKey = '';

/**
 * Registers the remotes' Node builds once per set of server entries; the editor never renders here.
 * The key leaves out `entry` (the browser's address, one per club's origin): with it, every other
 * club re-registered the same code (issue 36's 1,000-club bench).
 */
function registerServerRemotes(remotes: ServerRemote[]): void {
  const key = JSON.stringify(remotes.map(({ name, serverEntry }) => [name, serverEntry]));
  if (key === registeredKey) return;
  registeredKey = key;
  const served = remotes.filter((remote) => remote.name !== editorRemoteName);
  registerRemotes(
    served.map((remote) => ({ name: remote.name.replace(/-/g, '_'), alias: remote.name, entry: remote.serverEntry })),
    { force: true },
  );
  setRemoteLoader(async (id) => {
    const module = await loadRemote<RemoteModule>(id);
    if (!module) throw new Error(`${id} has no server build`);
    return module;
  });
}

/** Every seeded atom back to its initial value: one process renders many requests in turn. */
function resetStore(): void {
  for (const atom of Object.values(seededAtoms)) {
    clubStore.set(atom as never, (atom as unknown as { init: never }).init);
  }
}

function seeds(): StoreSeeds {
  const entries = Object.entries(seededAtoms).map(([name, atom]) => [name, clubStore.get(atom as never)]);
  return Object.fromEntries(entries) as StoreSeeds;
}

/** 'fetch failed (connect ECONNREFUSED 127.0.0.1:8080)': the message with its cause, for the log. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : error.cause ? String(error.cause) : '';
  return cause ? `${error.message} (${cause})` : error.message;
}

function renderToString(element: ReactElement): Promise<{ html: string; errors: string[] }> {
  return new Promise((resolve, reject) => {
    const chunks: string[] = [];
    const errors: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString('utf8'));
        done();
      },
    });
    sink.on('finish', () => resolve({ html: chunks.join(''), errors }));
    let isPiped = false;
    // All-ready: the finished HTML, every Suspense boundary resolved inline (readable without
    // JavaScript). A slot that failed here is marked for the browser to render.
    const stream = renderToPipeableStream(element, {
      // Never move a large finished boundary behind a script: the HTML must read without JS.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => {
        if (isPiped) return;
        isPiped = true;
        stream.pipe(sink);
      },
      onShellError: reject,
      onError: (error) => {
        errors.push(describeError(error));
      },
    });
    setTimeout(() => stream.abort(new Error('server render timed out')), renderTimeoutMs).unref();
  });
}

/** Renders a public page: again and again until no data is missing and the store settled. */
export async function renderPage(request: RenderRequest, api?: ApiTransport): Promise<RenderResult> {
  registerServerRemotes(request.remotes);
  resetStore();
  configureApi({ baseURL: request.apiBaseUrl, ...(api ? { adapter: transportAdapter(api) } : {}) });
  await loadLanguage(request.language);
  const location = new URL(request.url, request.origin);
  clubStore.set(seededAtoms.siteConfig, request.siteConfig);
  clubStore.set(seededAtoms.organization, request.organization);
  clubStore.set(seededAtoms.session, request.session);
  clubStore.set(seededAtoms.renderHints, {
    isMobile: request.isMobile,
    consent: request.consent,
    location: {
      origin: location.origin,
      host: location.host,
      hostname: location.hostname,
      protocol: location.protocol,
      port: location.port,
      href: location.href,
    },
  });

  const data: Record<string, unknown> = {};
  const failedKeys = new Set<string>();
  const address = `${request.origin}${request.url}|${request.language}`;
  // Known data first, all at once, when the API answers in-process (cheap to ask for a key the
  // page may no longer read); a loader that fails here is tried again by the passes.
  await Promise.all(
    (api ? plannedLoads(address, request.organization.id) : []).map(async ([key, load]) => {
      try {
        data[key] = await load();
      } catch {
        /* loaded again when a pass asks for it */
      }
    }),
  );
  let html = '';
  let errors: string[] = [];
  let passes = 0;
  let renderedModules = new Set<string>();
  let renderedParts = new Set<string>();
  let used = new Map<string, () => Promise<unknown>>();
  const loadedBy = new Map<string, () => Promise<unknown>>();
  for (; passes < maxPasses;) {
    passes += 1;
    const before = JSON.stringify(seeds());
    const collector: ServerRenderCollector = {
      data: new Map(),
      modules: new Set(),
      used: new Map(),
      parts: new Set(),
    };
    ({ html, errors } = await renderToString(
      <StrictMode>
        <ServerRenderContext.Provider value={collector}>
          <App location={`${location.pathname}${location.search}`} data={{ ...data }} />
        </ServerRenderContext.Provider>
      </StrictMode>,
    ));
    renderedModules = collector.modules;
    renderedParts = collector.parts ?? new Set();
    used = collector.used ?? new Map();
    const missing = [...collector.data].filter(([key]) => !(key in data) && !failedKeys.has(key));
    if (missing.length === 0 && JSON.stringify(seeds()) === before) break;
    for (const [key, load] of missing) loadedBy.set(key, load);
    await Promise.all(
      missing.map(async ([key, load]) => {
        try {
          data[key] = await load();
        } catch {
          // The browser loads it again and shows its own error state.
          failedKeys.add(key);
        }
      }),
    );
  }
  if (errors.length > 0) console.warn(`Rendered ${request.url} with client-only slots: ${errors.join('; ')}`);

  // Every loaded key stays in the page: a remote built with an older @club/shared does not
  // report what it read (collector.used), and its data must still reach the browser.
  recordPlan(address, new Map([...loadedBy, ...used]), request.organization.id);
  const storeSeeds = seeds();
  // The menus travel as seeds; their raw answer (mf-content's useMenus) is not needed twice.
  // 'menu/main' is the key an mf-content built before useCall read them under.
  for (const key of [callKey(getMainMenus, {}), 'menu/main']) if (key !== null) delete data[key];
  return {
    html,
    head: storeSeeds.documentHead,
    renderedRemotes: [...new Set([...renderedModules].map((id) => id.split('/')[0] ?? id))].filter((name) =>
      request.remotes.some((remote) => remote.name === name),
    ),
    renderedParts: [...renderedParts],
    passes,
    failedSlots: errors.length,
    payload: {
      language: request.language,
      remotes: request.remotes.map(({ name, entry }) => ({ name, entry })),
      // The seeds point at the loaded objects (same identity) before the data is trimmed.
      seeds: referenceData({ ...storeSeeds, session: null }, data),
      data: trimmedData(data),
      // Which slots failed is told to the log above, never to the page: messages name internal addresses.
      clientOnly: errors.map(() => 'client-only'),
      modules: [...renderedModules],
      organization: request.organization,
      session: request.session,
    },
  };
}
