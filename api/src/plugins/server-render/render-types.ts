// The renderer's call shape (shell/src/server/render-types.ts), as the API sends and reads it.
// The shell's server build is loaded at run time, so only its shape is known here.
import type { Organization, SessionUser } from '@club/shared/contracts';

export interface ServerRemote {
  name: string;
  entry: string;
  serverEntry: string;
}

export interface RenderRequest {
  url: string;
  origin: string;
  apiBaseUrl: string;
  siteConfig: { apiBaseUrl: string; loginUrl: string | null; defaultOrganization: string };
  remotes: ServerRemote[];
  organization: Organization;
  session: SessionUser;
  language: 'de' | 'en';
  isMobile: boolean;
}

export interface DocumentHead {
  title?: string;
  description?: string;
  image?: string;
  lcpImage?: string;
  status?: 200 | 404;
}

export interface RenderResult {
  html: string;
  head: DocumentHead;
  payload: Record<string, unknown>;
  renderedRemotes: string[];
  passes: number;
}
