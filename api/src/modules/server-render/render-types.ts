// The renderer's call shape, shared with the shell's server build (@club/shared contracts).
export type { DocumentHead, RenderRequest, RenderResult, ServerRemote } from '@club/shared/contracts';

/** One of the renderer's API requests, answered in the API process (shared/src/api/transport.ts). */
export interface ApiTransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export interface ApiTransportResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}
