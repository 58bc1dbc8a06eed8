import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { ServerRenderContext } from '../ssr/render-context';
import { toApiError } from '../api/client';
import type { ApiError } from '../contracts';
import { ApiDataCache, type KeyState } from './api-data-cache';

/**
 * The one way a remote loads server data: cached by key, with loading and error state, deduped
 * across components and remotes (the cache lives once, inside this singleton), refetched after a
 * save with `refreshApiData(key)` or the hook's `refresh`. Data rendered on the server is handed
 * over through <ApiDataProvider value={{ fallback: { [key]: data } }}>, so the first render needs
 * no request.
 *
 * `key` is null while a precondition (an organization, a selected course) is missing.
 */
export interface ApiDataOptions {
  /** Called when this user's request fails (the error is also in `error`). */
  onError?: (error: ApiError, key: string) => void;
  /** A request for the key answered less than this long ago is reused (ms, default 2000). */
  dedupingInterval?: number;
}

/** Whether `refresh` loads the key again after writing the given data (default true). */
export interface RefreshOptions {
  revalidate?: boolean;
}

export type RefreshApiData<T> = (
  data?: T | ((current: T | undefined) => T),
  options?: RefreshOptions,
) => Promise<T | undefined>;

interface DataView<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
}

const pageCache = new ApiDataCache();
const idle: KeyState<never> = { isFetching: false };
const FallbackContext = createContext<Record<string, unknown>>({});
const defaultDedupingMs = 2000;

/** Data the server rendered the page with, for the first render in the browser. */
export function ApiDataProvider({ value, children }: { value: { fallback?: Record<string, unknown> }; children?: ReactNode }) {
  return createElement(FallbackContext.Provider, { value: value.fallback ?? {} }, children);
}

// Keys whose data came with the server-rendered page: their first mount does not fetch again.
// A fetch there would update components React is still hydrating, and React would replace the
// server's markup of their slots with placeholders (a layout shift). Later mounts revalidate.
const hydratedKeys = new Set<string>();

/** The browser is about to hydrate with these keys' data (shell/src/bootstrap.tsx). */
export function markHydratedData(keys: Iterable<string>): void {
  for (const key of keys) hydratedKeys.add(key);
}

export function useApiData<T>(key: string | null, fetcher: () => Promise<T>, options?: ApiDataOptions) {
  const fallback = useContext(FallbackContext);
  // The newest fetcher and options, for loads that start later (a refresh after a save).
  const latest = useRef({ fetcher, options });
  useLayoutEffect(() => {
    latest.current = { fetcher, options };
  });

  const subscribe = useCallback(
    (listener: () => void) => (key === null ? () => {} : pageCache.subscribe(key, listener)),
    [key],
  );
  // What this user shows, kept as the same object while it does not change: a request starting
  // for data already on screen must not re-render it. (A render reaching parts of the page React
  // is still hydrating makes React drop their server markup and render them anew.)
  const view = useRef<DataView<T> | null>(null);
  const viewOf = (state: KeyState<T>): DataView<T> => {
    const data = state.data !== undefined || key === null ? state.data : (fallback[key] as T | undefined);
    const next = { data, error: state.error, isLoading: state.isFetching && data === undefined };
    const previous = view.current;
    if (previous && previous.data === next.data && previous.error === next.error && previous.isLoading === next.isLoading)
      return previous;
    view.current = next;
    return next;
  };
  // The server's snapshot (and so the hydrating render's) is the empty one: the page's data
  // comes from the fallback there, as it did when the server rendered it.
  const { data, error, isLoading } = useSyncExternalStore(
    subscribe,
    () => viewOf(key === null ? idle : pageCache.read<T>(key)),
    () => viewOf(idle),
  );

  // This user's load of its key; its error also goes to its own onError.
  const revalidate = useCallback(
    (dedupingMs: number) => {
      if (key === null) return Promise.resolve(undefined);
      const load = async () => {
        try {
          return await latest.current.fetcher();
        } catch (thrown) {
          throw toApiError(thrown);
        }
      };
      return pageCache.load(key, load, dedupingMs).catch((error: ApiError) => {
        latest.current.options?.onError?.(error, key);
        return undefined;
      });
    },
    [key],
  );

  useEffect(() => {
    if (key === null) return undefined;
    const removeRevalidator = pageCache.addRevalidator(key, () => revalidate(0));
    if (hydratedKeys.has(key)) hydratedKeys.delete(key);
    else void revalidate(latest.current.options?.dedupingInterval ?? defaultDedupingMs);
    return removeRevalidator;
  }, [key, revalidate]);

  const refresh: RefreshApiData<T> = useCallback(
    async (update, refreshOptions) => {
      if (key === null) return undefined;
      if (update !== undefined) {
        const current = pageCache.read<T>(key).data ?? (fallback[key] as T | undefined);
        pageCache.set(key, typeof update === 'function' ? (update as (current: T | undefined) => T)(current) : update);
      }
      if (refreshOptions?.revalidate === false) return pageCache.read<T>(key).data;
      await pageCache.revalidate(key);
      return pageCache.read<T>(key).data;
    },
    [key, fallback],
  );

  // On the server nothing fetches during render: the renderer loads what was missing and
  // renders again with it (shell/src/server/render.tsx).
  const server = useContext(ServerRenderContext);
  if (server && key !== null) {
    // Every key the page reads, with its loader: the renderer loads them before the next cold
    // render of this address (one pass instead of one per level of data).
    server.used?.set(key, fetcher);
    if (data === undefined) server.data.set(key, fetcher);
  }
  // Loading means: nothing to show yet and a request on its way. A page hydrated with the
  // server's data that later revalidates is not loading: its data is on screen.
  return { data, error, isLoading, refresh };
}

/** Refetches every mounted user of a key (after a save elsewhere on the page). */
export function refreshApiData(key: string): Promise<unknown> {
  return pageCache.revalidate(key);
}
