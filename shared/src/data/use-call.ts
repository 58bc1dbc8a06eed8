// `useCall(endpoint, input)`: server data by its declared endpoint, with the cache key derived
// from the endpoint and its input (issue 38 item 5), so no component writes a key by hand and two
// components asking for the same call share one request and one entry.
//
// Not part of the @club/shared singleton's entry (src/index.ts): a visitor of `/` downloads the
// singleton, and its byte budget has no room. Each remote that uses it bundles this small file;
// it reaches the cache, the API client and the organization through the package name, which
// federation answers with the one shared @club/shared instance, so the cache stays single.
//
// A call answered from the session (my courses, my membership) needs no person in its key: signing
// in or out loads the page anew (shared/src/lib/login.ts, mf-content's sign-out), and the cache
// lives as long as the page.
import { useAtomValue } from 'jotai';
import { call, endpointPath, organizationAtom, refreshApiData, useApiData, type ApiDataOptions } from '@club/shared';
import type { AnswerOf, CallInput, Endpoint } from '../contracts/endpoints/define';

/**
 * The cache key of a call: method, path with its parameters (the organization included), the
 * query and, for a read sent as a POST (a product search), its body; null while the organization
 * is not identified yet.
 */
export function callKey<E extends Endpoint>(endpoint: E, input: CallInput<E>): string | null {
  let path: string;
  try {
    path = endpointPath(endpoint, input);
  } catch {
    return null;
  }
  const { query, body } = input as { query?: unknown; body?: unknown };
  return `${endpoint.method} ${path}${query === undefined ? '' : `?${JSON.stringify(query)}`}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`;
}

export interface CallDataOptions extends ApiDataOptions {
  /** A load the page's busy indicator does not count (a list refreshed in the background). */
  untracked?: boolean;
}

/** Loads a call's answer through the page's data cache; `input` null while a precondition is missing. */
export function useCall<E extends Endpoint>(endpoint: E, input: CallInput<E> | null, options?: CallDataOptions) {
  // Read so that the component renders again once the organization is identified.
  const organization = useAtomValue(organizationAtom);
  const key = input === null || (!organization && endpoint.path.includes(':orgId')) ? null : callKey(endpoint, input);
  const untracked = options?.untracked;
  return useApiData<AnswerOf<E>>(key, () => call(endpoint, input as CallInput<E>, { untracked }), options);
}

/** Loads a call again for every component showing it (after a save elsewhere on the page). */
export function refreshCall<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<unknown> {
  const key = callKey(endpoint, input);
  return key === null ? Promise.resolve(undefined) : refreshApiData(key);
}
