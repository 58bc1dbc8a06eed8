import { distance } from 'fastest-levenshtein';

/**
 * How far a mistyped path may be from a route and still count as meant for it: at most 40 % of
 * the longer of the two paths, and never less than 2 edits (so short paths tolerate one typo and
 * a swapped pair). Farther away, the user sees the not-found page instead of a surprise page.
 */
export function maxRedirectDistance(a: string, b: string): number {
  return Math.max(2, Math.floor(0.4 * Math.max(a.length, b.length)));
}

/** The route closest to `path` by Levenshtein distance (case-insensitive), or null if none is close. */
export function closestRoute(path: string, routes: readonly string[]): string | null {
  const wanted = path.toLowerCase();
  let best: { route: string; distance: number } | null = null;
  for (const route of routes) {
    const d = distance(wanted, route.toLowerCase());
    if (d > maxRedirectDistance(wanted, route)) continue;
    if (!best || d < best.distance || (d === best.distance && route.length < best.route.length)) {
      best = { route, distance: d };
    }
  }
  return best?.route ?? null;
}
