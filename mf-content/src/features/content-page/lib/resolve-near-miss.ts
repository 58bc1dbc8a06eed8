import type { PageRoute, SectionRoute } from '../../menus';
import { closestRoute } from './closest-route';
import { redirectDelayMs, resolveKnownRoute, type RouteResolution } from './resolve-route';

/** An unmatched path: redirected to the closest route by text distance, or not found. */
export function resolveNearMiss(
  path: string,
  routes: readonly PageRoute[],
  sections: readonly SectionRoute[] = [],
): Extract<RouteResolution, { kind: 'redirect' | 'notFound' }> {
  const closest = closestRoute(
    path,
    [...routes, ...sections].map((route) => route.path),
  );
  return closest ? { kind: 'redirect', to: closest, delayMs: redirectDelayMs(path) } : { kind: 'notFound' };
}

/** What the content page shows for any path (content-management.md §2). */
export function resolveRoute(
  pathname: string,
  routes: readonly PageRoute[],
  homeContentId: string | null,
  sections: readonly SectionRoute[] = [],
): RouteResolution {
  const known = resolveKnownRoute(pathname, routes, homeContentId, sections);
  return known.kind === 'unmatched' ? resolveNearMiss(known.path, routes, sections) : known;
}
