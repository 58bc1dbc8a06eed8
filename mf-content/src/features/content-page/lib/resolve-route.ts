import { closestRoute, normalisePath, type PageRoute, type SectionRoute } from '../../menus';

export type RouteResolution =
  | { kind: 'content'; contentId: string; isHomePage: boolean }
  | { kind: 'section'; menuId: string }
  | { kind: 'redirect'; to: string; delayMs: number }
  | { kind: 'notFound' };

/** Redirect delay of the spec: 100 ms, 0 ms when the requested path is '/'. */
export const redirectDelayMs = (pathname: string) => (pathname === '/' ? 0 : 100);

/**
 * What the content page shows for a path: '/' is the home menu's content, an exact route its
 * content, a section without a page its overview; otherwise the closest route by text distance
 * (redirect), or not found.
 */
export function resolveRoute(
  pathname: string,
  routes: readonly PageRoute[],
  homeContentId: string | null,
  sections: readonly SectionRoute[] = [],
): RouteResolution {
  const path = normalisePath(decodeURI(pathname));
  if (path === '/' && homeContentId) return { kind: 'content', contentId: homeContentId, isHomePage: true };
  const exact = routes.find((route) => route.path === path);
  if (exact) return { kind: 'content', contentId: exact.contentId, isHomePage: false };
  const section = sections.find((route) => route.path === path);
  if (section) return { kind: 'section', menuId: section.menuId };
  const closest = closestRoute(
    path,
    [...routes, ...sections].map((route) => route.path),
  );
  return closest ? { kind: 'redirect', to: closest, delayMs: redirectDelayMs(path) } : { kind: 'notFound' };
}
