import { useContext, useEffect } from 'react';
import { ServerRenderContext } from './render-context';

// Until every federated module of the server's markup has hydrated, its buttons look ready but do
// nothing yet. The page says when it is done: <html data-hydrated="true"> (end-to-end tests wait
// for it before they click; monitoring can read it too).

const state = globalThis as { __CLUB_AWAITED_MODULES__?: Set<string> };

const afterHydration: Array<() => void> = [];
let isHydrated = false;
/** Between awaitHydrationOf and the page's hydration mark: React is hydrating server markup. */
let isHydratingServerMarkup = false;

function markDone(): void {
  isHydrated = true;
  isHydratingServerMarkup = false;
  if (typeof document !== 'undefined') document.documentElement.dataset.hydrated = 'true';
  for (const callback of afterHydration.splice(0)) callback();
}

/**
 * Runs `callback` once every awaited module has hydrated (at once when that happened already).
 * A change of what the server rendered from (the logged-in user's session replacing the visitor's)
 * must wait for it: a part that hydrates later would otherwise render differently from its
 * server HTML (React error #418).
 */
export function whenHydrated(callback: () => void): void {
  if (isHydrated) callback();
  else afterHydration.push(callback);
}

/** The browser is about to hydrate markup that holds these modules. */
export function awaitHydrationOf(modules: readonly string[]): void {
  isHydratingServerMarkup = true;
  state.__CLUB_AWAITED_MODULES__ = new Set(modules);
  if (modules.length === 0) markDone();
}

/** A federated module mounted (RemoteComponent); the last awaited one marks the page hydrated. */
export function moduleMounted(id: string): void {
  const awaited = state.__CLUB_AWAITED_MODULES__;
  if (!awaited) return markDone();
  awaited.delete(id);
  if (awaited.size === 0) markDone();
}

/**
 * A part that hydrates on its own (a federated module, a lazy block): the server lists it in the
 * page's data, and the page counts as hydrated only once every listed part has mounted here.
 */
export function useHydrationMark(id: string): void {
  useContext(ServerRenderContext)?.modules.add(id);
  useEffect(() => moduleMounted(id), [id]);
}

/** True while the first render is hydrating the server's markup (not on a page built in the browser). */
export function isHydratingServerPage(): boolean {
  return isHydratingServerMarkup;
}
