import { atom, type WritableAtom } from 'jotai';
import { createContext } from 'react';
import { clubStore } from '../state/store';
import {
  contentAtom,
  menusAtom,
  menusLoadedAtom,
  organizationAtom,
  pageFlagsAtom,
  sessionAtom,
  siteConfigAtom,
} from '../state/atoms';
import type { DocumentHead, Organization, SessionUser } from '../contracts';

export type { DocumentHead };

/**
 * Server rendering (architecture.md "Server rendering of public pages"). The same components
 * render on the server and hydrate in the browser; these are the few facts they share.
 */
export const isServerRender = typeof window === 'undefined';

/** What the page's URL and visitor look like, known on the server without a window. */
export interface RenderHints {
  /** origin, host, hostname, protocol, port, href of the requested page. */
  location: Pick<Location, 'origin' | 'host' | 'hostname' | 'protocol' | 'port' | 'href'>;
  /** The request's user agent said phone or tablet: the mobile layout from the first paint. */
  isMobile: boolean;
  /**
   * The consent choice the server rendered with (its cookie; null: never decided): the browser
   * hydrates with the same one, then follows its own storage.
   */
  consent?: Record<string, boolean> | null;
}
export const renderHintsAtom = atom<RenderHints | null>(null);

export const documentHeadAtom = atom<DocumentHead>({});

/**
 * Store values that components publish in effects. The server renders until they settle and
 * sends them along; the browser puts them back before hydrating, so its first render is the
 * server's.
 */
export const seededAtoms = {
  menus: menusAtom,
  menusLoaded: menusLoadedAtom,
  content: contentAtom,
  pageFlags: pageFlagsAtom,
  organization: organizationAtom,
  session: sessionAtom,
  siteConfig: siteConfigAtom,
  renderHints: renderHintsAtom,
  documentHead: documentHeadAtom,
} satisfies Record<string, WritableAtom<unknown, [never], void>>;
export type StoreSeeds = {
  [K in keyof typeof seededAtoms]: (typeof seededAtoms)[K] extends WritableAtom<infer V, never, void> ? V : never;
};

/** A federated remote as the browser registers it. */
export interface SsrRemote {
  name: string;
  entry: string;
}

/** Everything the browser needs to hydrate without a request: <script type="application/json" id="club-ssr-data">. */
export interface SsrPayload {
  language: 'de' | 'en';
  remotes: SsrRemote[];
  /** Data loader entries by key (useApiData). */
  data: Record<string, unknown>;
  seeds: StoreSeeds;
  /** Slots whose remote could not render on the server: the browser renders them. */
  clientOnly: string[];
  /** The federated modules in the server's markup: the page is hydrated once all are mounted. */
  modules: string[];
  organization: Organization;
  session: SessionUser;
}

/** Collects, during a server render, the data keys that rendered without data (and how to load them). */
export type DataCollector = Map<string, () => Promise<unknown>>;

/** What one server render pass learns: missing data, and which federated modules it rendered. */
export interface ServerRenderCollector {
  data: DataCollector;
  modules: Set<string>;
  /** Every data key the pass read, with or without data, and its loader. */
  used?: DataCollector;
  /** Export names of the lazy parts the pass rendered (mf-content's lazyPart, server build only). */
  parts?: Set<string>;
}
export const ServerRenderContext = createContext<ServerRenderCollector | null>(null);

/** Where the page is: the browser's location, or the server's idea of it while rendering. */
export function pageLocation(): RenderHints['location'] {
  if (!isServerRender) return window.location;
  const hints = clubStore.get(renderHintsAtom);
  return hints?.location ?? { origin: '', host: '', hostname: '', protocol: 'http:', port: '', href: '' };
}
