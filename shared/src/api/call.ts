import type { AxiosRequestConfig } from 'axios';
import { clubStore } from '../state/store';
import { organizationAtom } from '../state/atoms';
import { fillPath, type AnswerOf, type CallInput, type Endpoint } from '../contracts/endpoints/define';
import { apiClient } from './client';

/**
 * Request options a caller may add (headers, abort signal, no loading overlay, binary answers;
 * `adapter: 'fetch'` with `fetchOptions: { keepalive: true }` for a request that outlives the page).
 */
export type CallOptions = Pick<
  AxiosRequestConfig,
  'headers' | 'signal' | 'untracked' | 'responseType' | 'timeout' | 'adapter' | 'fetchOptions'
> & {
  /** A multipart body (a file upload), which the declaration names but valibot does not describe. */
  form?: FormData;
};

/** The whole answer, for a caller that reads its headers (ETag, file name) beside the data. */
export interface CallAnswer<T> {
  data: T;
  headers: Record<string, string | undefined>;
  status: number;
}

/** The endpoint's path for the identified organization and the given parameters. */
export function endpointPath<E extends Endpoint>(endpoint: E, input?: CallInput<E>): string {
  const params = { ...(input as { params?: Record<string, string> } | undefined)?.params };
  if (endpoint.path.includes(':orgId')) {
    const orgId = clubStore.get(organizationAtom)?.id;
    if (!orgId) throw new Error('Organization not identified yet');
    params.orgId = orgId;
  }
  return fillPath(endpoint.path, params);
}

/** Calls an endpoint of the contracts; the answer has the endpoint's declared type. */
export async function callWithHeaders<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<CallAnswer<AnswerOf<E>>> {
  const { query, body } = input as { query?: unknown; body?: unknown };
  const { form, ...config } = options;
  const response = await apiClient.request<AnswerOf<E>>({
    ...config,
    method: endpoint.method,
    url: endpointPath(endpoint, input),
    params: query,
    data: form ?? body,
  });
  return {
    data: response.data,
    headers: response.headers as Record<string, string | undefined>,
    status: response.status,
  };
}

/** Calls an endpoint of the contracts and returns its answer, typed by the declaration. */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options?: CallOptions,
): Promise<AnswerOf<E>> {
  return (await callWithHeaders(endpoint, input, options)).data;
}
