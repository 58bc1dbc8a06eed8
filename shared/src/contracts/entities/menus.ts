// Root menus are found by path in GET menu/main (content-management.md §7).
// A page's route is its menu path without the first segment: '/header/sports/x' -> '/sports/x'.
export const rootMenuPaths = {
  topMenu: '/top',
  headerMenu: '/header',
  homeMenu: '/home',
  footerMenu: '/footer',
  socialMediaMenu: '/social-media',
  pageMenu: '/page',
} as const;
export type RootMenuKey = keyof typeof rootMenuPaths;

/** A page's route: its menu path without the first segment ('/header/sports/x' -> '/sports/x', '/home' -> '/'). */
export function routeOfMenuPath(path: string): string {
  return path.replace(/^\/[^/]+/, '') || '/';
}

/** Routes the site answers without a content page (the training page, members area, news, events). */
const appRoutePattern = /^\/(training|members|news|events)(\/|$)/;

/**
 * What visitors see of a menu tree: an entry stays when it shows a page, links elsewhere
 * (an absolute URL), opens an app route, or still has a visible entry below it. Empty sections
 * (a column whose pages were deleted) disappear, so a link never turns into an empty dropdown.
 */
export function visibleMenuItems<T extends { path: string; contentId?: string | null; children: T[] }>(
  items: readonly T[],
): T[] {
  return items.flatMap((item) => {
    const children = visibleMenuItems(item.children);
    const route = routeOfMenuPath(item.path);
    const isLink = !item.path.startsWith('/') || item.path.startsWith('//') || appRoutePattern.test(route);
    if (!item.contentId && !isLink && children.length === 0) return [];
    return [{ ...item, children }];
  });
}
