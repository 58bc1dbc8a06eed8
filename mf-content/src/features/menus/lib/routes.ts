import type { MenuItem, Menus } from '@club/shared';

export interface PageRoute {
  /** '/sports/ball-sports/football' */
  path: string;
  contentId: string;
  name: string;
  menuId: string;
}

const absoluteUrl = /^[a-z][a-z\d+.-]*:\/\//i;

/** An absolute URL whose host differs from the current one: opened in a new tab, never routed. */
export function isExternal(path: string, currentHost = window.location.host): boolean {
  if (!absoluteUrl.test(path) && !path.startsWith('//')) return false;
  try {
    return new URL(path, window.location.href).host !== currentHost;
  } catch {
    return false;
  }
}

/**
 * Where a menu item leads inside the site: its menu path without the first segment
 * ('/header/sports/ball-sports/football' -> '/sports/ball-sports/football'). Absolute URLs on
 * this host become their path; external URLs are returned unchanged.
 */
export function routeOfPath(path: string): string {
  if (absoluteUrl.test(path)) {
    if (isExternal(path)) return path;
    const url = new URL(path);
    return url.pathname + url.search + url.hash;
  }
  const segments = path.split('/').filter(Boolean);
  return `/${segments.slice(1).join('/')}`;
}

/** Drops a trailing slash so '/who-we-are/' and '/who-we-are' are one route. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function collect(items: readonly MenuItem[], into: Map<string, PageRoute>): void {
  for (const item of items) {
    if (item.contentId && !isExternal(item.path)) {
      const path = normalisePath(routeOfPath(item.path));
      // The first menu that claims a path wins (header before page, like the menus' order).
      if (path !== '/' && !into.has(path)) {
        into.set(path, { path, contentId: item.contentId, name: item.name, menuId: item.id });
      }
    }
    collect(item.children ?? [], into);
  }
}

/** The route table: every item with content in the header, top, footer and page menus. */
export function buildRoutes(menus: Menus): PageRoute[] {
  const routes = new Map<string, PageRoute>();
  for (const root of [menus.headerMenu, menus.topMenu, menus.footerMenu, menus.pageMenu]) {
    if (root) collect(root.children ?? [], routes);
  }
  return [...routes.values()];
}

/** The menu item with this id anywhere below the given root. */
export function findMenuItem(root: MenuItem | null, id: string | null | undefined): MenuItem | null {
  if (!root || !id) return null;
  if (root.id === id) return root;
  for (const child of root.children ?? []) {
    const found = findMenuItem(child, id);
    if (found) return found;
  }
  return null;
}
