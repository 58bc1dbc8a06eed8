// @club/shared: one instance at runtime (federated singleton, strictVersion).
// The contracts' types only: their code (valibot rules, libphonenumber, ibantools) is imported
// from '@club/shared/contracts' and bundled, tree-shaken, into the remote that runs it, so the
// singleton every visitor downloads carries none of it (pnpm bench:bundle).
export type * from './contracts';
export { clubStore } from './state/store';
export * from './state/atoms';
export { blockPreviewSlotAtom, editorSlotAtom, type BlockPreviewSlot, type EditorSlot } from './state/editor-slot';
export * from './state/session';
export * from './state/session-storage';
export * from './i18n/language';
export {
  i18n,
  initI18n,
  addLocales,
  currentLanguage,
  languageCookie,
  loadLanguage,
  localesLoaded,
  type Locales,
} from './i18n/instance';
export { apiClient, configureApi, toApiError, orgPath, type ApiClient } from './api/client';
export { call, callWithHeaders, endpointPath, type CallAnswer, type CallOptions } from './api/call';
export {
  transportAdapter,
  type ApiTransport,
  type ApiTransportRequest,
  type ApiTransportResponse,
} from './api/transport';
export { setRemoteLoader, loadRemoteModule, type RemoteLoader, type RemoteModule } from './remote/loader';
export { RemoteComponent } from './remote/RemoteComponent';
export { RemoteBoundary } from './remote/RemoteBoundary';
export { RemoteFallback } from './remote/RemoteFallback';
export { ClubProviders } from './remote/ClubProviders';
export { organizationNameFromHost, loginAddress } from './lib/hosts';
export { goToLogin, loginStartParameter, startRequestedLogin } from './lib/login';
export { Modal, InfoModal, type ModalProps, type InfoModalProps, type InfoModalVariant } from './ui';
export {
  useApiData,
  refreshApiData,
  ApiDataProvider,
  markHydratedData,
  type ApiDataOptions,
  type RefreshApiData,
  type RefreshOptions,
} from './data/use-api-data';
export { bootstrapSession } from './lib/session-bootstrap';
export { mountStandalone } from './remote/mount-standalone';
export {
  isServerRender,
  renderHintsAtom,
  documentHeadAtom,
  seededAtoms,
  ServerRenderContext,
  pageLocation,
  type RenderHints,
  type DocumentHead,
  type StoreSeeds,
  type SsrPayload,
  type SsrRemote,
  type DataCollector,
  type ServerRenderCollector,
} from './ssr/render-context';
export { useDocumentHead } from './ssr/use-document-head';
export { awaitHydrationOf, useHydrationMark, whenHydrated } from './ssr/hydration';
export { gatedPartHydrated, hydrateEveryPart, hydrationGate, watchHydrationGate } from './ssr/near-viewport';
export { referenceData, resolveData } from './ssr/seed-references';
