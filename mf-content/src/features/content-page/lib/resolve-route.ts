import { normalisePath, type PageRoute, type SectionRoute } from '../../menus';

export type RouteResolution =
  | { kind: 'content'; contentId: string; isHomePage: boolean }
  | { kind: 'section'; menuId: string }
  | { kind: 'redirect'; to: string; delayMs: number }
  | { kind: 'notFound' };

/** A path no page or section has: a near miss (resolve-near-miss.ts) or not found. */
export type Unmatched = { kind: 'unmatched'; path: string };

/** Redirect delay of the spec: 100 ms, 0 ms when the requested path is '/'. */
export const redirectDelayMs = (pathname: string) => (pathname === '/' ? 0 : 100);

/**
 * What the content page shows for a path it knows: '/' is the home menu's content, an exact
 * route its content, a section without a page its overview. Any other path is unmatched; finding
 * the route it was meant for is in resolve-near-miss.ts, loaded only when a visitor mistypes.
 */
export function resolveKnownRoute(
  pathname: string,
  routes: readonly PageRoute[],
  homeContentId: string | null,
  sections: readonly SectionRoute[] = [],
): Extract<RouteResolution, { kind: 'content' | 'section' }> | Unmatched {
  const path = normalisePath(decodeURI(pathname));
  if (path === '/' && homeContentId) return { kind: 'content', contentId: homeContentId, isHomePage: true };
  const exact = routes.find((route) => route.path === path);
  if (exact) return { kind: 'content', contentId: exact.contentId, isHomePage: false };
  const section = sections.find((route) => route.path === path);
  if (section) return { kind: 'section', menuId: section.menuId };
  return { kind: 'unmatched', path };
}
