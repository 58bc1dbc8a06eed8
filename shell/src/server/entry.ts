// The shell's server renderer, loaded by the API (dist/server/ssr.js). Like main.ts in the
// browser, an async boundary: shared modules are negotiated before render.tsx runs.
import type { RenderRequest, RenderResult } from './render-types';

export type { RenderRequest, RenderResult } from './render-types';

export async function render(request: RenderRequest): Promise<RenderResult> {
  const { renderPage } = await import('./render');
  return renderPage(request);
}
