// The renderer's call shape, shared with the shell's server build (@club/shared contracts).
export type {
  ApiTransportRequest,
  ApiTransportResponse,
  DocumentHead,
  LazyPartStyles,
  RenderRequest,
  RenderResult,
  ServerRemote,
} from '@club/shared/contracts';
