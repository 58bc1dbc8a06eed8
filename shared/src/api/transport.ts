import type { AxiosAdapter, AxiosResponse } from 'axios';

// The shapes are the renderer's contract with the API (contracts/entities/server-render.ts).
import type { ApiTransport } from '../contracts/entities/server-render';
export type { ApiTransport, ApiTransportRequest, ApiTransportResponse } from '../contracts/entities/server-render';

function plainHeaders(headers: { toJSON(): unknown }): Record<string, string> {
  const json = headers.toJSON() as Record<string, unknown>;
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(json)) {
    // Bodies come back uncompressed; the renderer reads them once.
    if (value != null && name.toLowerCase() !== 'accept-encoding') result[name] = String(value);
  }
  return result;
}

/**
 * An axios adapter over an ApiTransport (configureApi's `adapter`, used by the shell's server
 * renderer): the same loaders the browser uses (apiClient, axios's
 * transforms and errors), answered by the API process instead of the network.
 */
export function transportAdapter(transport: ApiTransport): AxiosAdapter {
  return async (config) => {
    // axios is already loaded when its adapter runs; a static import would put it on every page.
    const { AxiosError, AxiosHeaders } = await import('axios');
    // axios's own rule: a relative url joins the base URL with one slash.
    const url = config.url ?? '';
    const full = /^[a-z][a-z\d+.-]*:\/\//i.test(url)
      ? url
      : `${(config.baseURL ?? '').replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
    const address = new URL(full, 'http://in-process');
    for (const [name, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) address.searchParams.append(name, String(value));
    }
    const answer = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      url: `${address.pathname}${address.search}`,
      headers: plainHeaders(config.headers),
      ...(typeof config.data === 'string' ? { body: config.data } : {}),
    });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders(answer.headers),
      config,
      request: {},
    };
    if (config.validateStatus && !config.validateStatus(answer.status)) {
      const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, {}, response);
    }
    return response;
  };
}
