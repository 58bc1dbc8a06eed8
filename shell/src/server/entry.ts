// The shell's server renderer, loaded by the API (dist/server/ssr.js). Like main.ts in the
// browser, an async boundary: shared modules are negotiated before render.tsx runs.
import type { RenderRequest, RenderResult } from './render-types';
import type { ApiTransport } from '@club/shared';
import { retryingFetch } from './retrying-fetch';

// This module runs in the API's render worker only: the federation runtime fetches the remotes'
// server code with the global fetch, so a socket reset there is retried for every remote.
globalThis.fetch = retryingFetch(globalThis.fetch.bind(globalThis));

export type { RenderRequest, RenderResult } from './render-types';

/** `api` answers the renderer's API requests in the API process (no HTTP to itself). */
export async function render(request: RenderRequest, api?: ApiTransport): Promise<RenderResult> {
  const { renderPage } = await import('./render');
  return renderPage(request, api);
}
