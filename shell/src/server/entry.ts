// The shell's server renderer, loaded by the API (dist/server/ssr.js). Like main.ts in the
// browser, an async boundary: shared modules are negotiated before render.tsx runs.
import type { RenderRequest, RenderResult } from './render-types';
import type { ApiTransport } from '@club/shared';

export type { RenderRequest, RenderResult } from './render-types';

/** `api` answers the renderer's API requests in the API process (no HTTP to itself). */
export async function render(request: RenderRequest, api?: ApiTransport): Promise<RenderResult> {
  const { renderPage } = await import('./render');
  return renderPage(request, api);
}
