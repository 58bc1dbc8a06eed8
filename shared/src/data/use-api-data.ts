import { useContext, useEffect } from 'react';
import useSWR, { mutate, type SWRConfiguration } from 'swr';
import { ServerRenderContext } from '../ssr/render-context';
import { toApiError } from '../api/client';
import type { ApiError } from '../contracts';

/**
 * The one way a remote loads server data: cached by key, with loading and error state, deduped
 * across components and remotes (SWR lives once, inside this singleton), refetched after a save
 * with `refreshApiData(key)`. Data rendered on the server can be handed over through
 * <ApiDataProvider fallback={{ [key]: data }}> so the first render needs no request.
 *
 * `key` is null while a precondition (an organization, a selected course) is missing.
 */
// Keys whose data came with the server-rendered page: their first mount does not fetch again.
// A fetch there would update components React is still hydrating, and React would replace the
// server's markup of their slots with placeholders (a layout shift). Later mounts revalidate.
const hydratedKeys = new Set<string>();

/** The browser is about to hydrate with these keys' data (shell/src/bootstrap.tsx). */
export function markHydratedData(keys: Iterable<string>): void {
  for (const key of keys) hydratedKeys.add(key);
}

export function useApiData<T>(key: string | null, fetcher: () => Promise<T>, options?: SWRConfiguration<T, ApiError>) {
  const { data, error, isLoading, mutate: refresh } = useSWR<T, ApiError>(
    key,
    async () => {
      try {
        return await fetcher();
      } catch (thrown) {
        throw toApiError(thrown);
      }
    },
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      ...(key !== null && hydratedKeys.has(key) ? { revalidateOnMount: false } : {}),
      ...options,
    },
  );
  useEffect(() => {
    if (key !== null) hydratedKeys.delete(key);
  }, [key]);
  // On the server nothing fetches during render: the renderer loads what was missing and
  // renders again with it (shell/src/server/render.tsx).
  const server = useContext(ServerRenderContext);
  if (server && key !== null) {
    // Every key the page reads, with its loader: the renderer loads them before the next cold
    // render of this address (one pass instead of one per level of data).
    server.used?.set(key, fetcher);
    if (data === undefined) server.data.set(key, fetcher);
  }
  // SWR's isLoading ignores fallback data: a page hydrated with the server's data that later
  // revalidates (or remounts after the logged-in session replaced the visitor's) reported
  // "loading" with the data on screen, and stayed so when no request followed (SWR #2369).
  // Loading here means: nothing to show yet and a request on its way.
  return { data, error, isLoading: isLoading && data === undefined, refresh };
}

/** Refetches every mounted user of a key (after a save elsewhere on the page). */
export function refreshApiData(key: string): Promise<unknown> {
  return mutate(key);
}

export { SWRConfig as ApiDataProvider } from 'swr';
