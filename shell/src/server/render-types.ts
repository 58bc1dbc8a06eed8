import type { DocumentHead, Organization, SessionUser, SsrPayload } from '@club/shared';
import type { SiteConfig } from '../federation/site-config';

/** A remote as the renderer sees it: the browser's entry and the Node build beside it. */
export interface ServerRemote {
  name: string;
  /** What the browser registers (the page's hydration data). */
  entry: string;
  /** dist/server/remoteEntry.js of the same deployment, fetched by the renderer over HTTP. */
  serverEntry: string;
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
}

export interface RenderResult {
  /** Markup of #root. */
  html: string;
  head: DocumentHead;
  payload: SsrPayload;
  /** Remotes whose modules rendered on the server (their CSS belongs in <head>). */
  renderedRemotes: string[];
  passes: number;
}
