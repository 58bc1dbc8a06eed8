import type { RenderResult as ContractResult, SsrPayload } from '@club/shared';

// The renderer's call shape is a contract the API shares (@club/shared: server-render.ts).
export type { RenderRequest, ServerRemote } from '@club/shared';
export type RenderResult = ContractResult<SsrPayload>;
