// The server renderer's call shape: the API (api/src/modules/server-render) sends a RenderRequest
// to the shell's Node build (shell/src/server) in a worker thread and reads its RenderResult.
// One definition for both sides: the shell's build is loaded at run time, so a drift would only
// show when a page renders.
import type { Organization, SessionUser } from '../schemas/session';

/** The site's per-environment settings (site-config.json). */
export interface SiteConfig {
  apiBaseUrl: string;
  loginUrl: string | null;
  defaultOrganization: string;
}

/** A remote as the renderer sees it: the browser's entry and the Node build beside it. */
export interface ServerRemote {
  name: string;
  /** What the browser registers (the page's hydration data). */
  entry: string;
  /** dist/server/remoteEntry.js of the same deployment, fetched by the renderer over HTTP. */
  serverEntry: string;
}

/** Title, description and picture of the page for <head> (title, meta description, Open Graph). */
export interface DocumentHead {
  title?: string;
  description?: string;
  image?: string;
  /** The picture that will be the largest paint: preloaded with high priority. */
  lcpImage?: string;
  status?: 200 | 404;
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The page's public origin (http://nord.localhost:8080). */
  origin: string;
  /** Where the renderer itself reaches the API (http://127.0.0.1:8080/api). */
  apiBaseUrl: string;
  siteConfig: SiteConfig;
  remotes: ServerRemote[];
  organization: Organization;
  /** The organization's visitor session: what a first-time visitor's browser would hold. */
  session: SessionUser;
  language: 'de' | 'en';
  isMobile: boolean;
  /** The visitor's consent choice from its cookie (rules/consent.ts); null: never decided. */
  consent: Record<string, boolean> | null;
}

/** `Payload`: the page's hydration data (SsrPayload in @club/shared; opaque to the API). */
export interface RenderResult<Payload = Record<string, unknown>> {
  /** Markup of #root. */
  html: string;
  head: DocumentHead;
  payload: Payload;
  /** Remotes whose modules rendered on the server (their CSS belongs in <head>). */
  renderedRemotes: string[];
  /** Export names of the lazy parts (blocks, ...) that rendered (their CSS belongs in <head>; LazyPartStyles). */
  renderedParts?: string[];
  passes: number;
  /** Slots the server could not render (a remote's server code failed): the browser renders them. */
  failedSlots?: number;
}

/**
 * A remote's dist/lazy-part-styles.json (written by its build): the CSS files only lazy parts (a
 * block, the not-found page) need, by the name the part's module exports. The page inlines those
 * of the parts it rendered.
 */
export interface LazyPartStyles {
  parts: Record<string, string[]>;
}

/** One API request as the render worker hands it to the API process (structured-clone safe). */
export interface ApiTransportRequest {
  method: string;
  /** Path and query below the API's origin, e.g. /api/content-service/... */
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export interface ApiTransportResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}
/** Answers an API request inside the API process (app.inject): no socket, no loopback HTTP. */
export type ApiTransport = (request: ApiTransportRequest) => Promise<ApiTransportResponse>;
