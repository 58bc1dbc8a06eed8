import { pageLocation, type MenuItem, type Menus } from '@club/shared';

export interface PageRoute {
  /** '/sports/ball-sports/football' */
  path: string;
  contentId: string;
  name: string;
  menuId: string;
}

const absoluteUrl = /^[a-z][a-z\d+.-]*:\/\//i;

/** An absolute URL whose host differs from the current one: opened in a new tab, never routed. */
export function isExternal(path: string, currentHost?: string): boolean {
  if (!absoluteUrl.test(path) && !path.startsWith('//')) return false;
  // On the server the renderer says which page is being rendered.
  const location = pageLocation();
  try {
    return new URL(path, location.href || 'http://server.invalid/').host !== (currentHost ?? location.host);
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

/** A menu section with children but no page of its own: its route shows an overview of it. */
export interface SectionRoute {
  path: string;
  name: string;
  menuId: string;
}

function collectSections(items: readonly MenuItem[], pages: Map<string, PageRoute>, into: Map<string, SectionRoute>) {
  for (const item of items) {
    if (!item.contentId && item.children.length > 0 && !isExternal(item.path)) {
      const path = normalisePath(routeOfPath(item.path));
      if (path !== '/' && !pages.has(path) && !into.has(path)) {
        into.set(path, { path, name: item.name, menuId: item.id });
      }
    }
    collectSections(item.children ?? [], pages, into);
  }
}

/** Routes of the sections without a page ('/sports', '/sports/ball-sports'): never a dead end. */
export function buildSectionRoutes(menus: Menus): SectionRoute[] {
  const pages = new Map(buildRoutes(menus).map((route) => [route.path, route]));
  const sections = new Map<string, SectionRoute>();
  for (const root of [menus.headerMenu, menus.topMenu, menus.footerMenu, menus.pageMenu]) {
    if (root) collectSections(root.children ?? [], pages, sections);
  }
  return [...sections.values()];
}

/** The menu item with this id in any of the given roots. */
export function findInMenus(roots: readonly (MenuItem | null)[], id: string): MenuItem | null {
  for (const root of roots) {
    const found = findMenuItem(root, id);
    if (found) return found;
  }
  return null;
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
