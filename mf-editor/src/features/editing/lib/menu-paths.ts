import type { MenuItem, Menus } from '@club/shared';
import { pageNameToSegment } from '@club/shared/contracts';

export type MenuChoice = 'top' | 'main' | 'footer';

/** Routes the site answers with its own screens, never with a content page's tabs. */
const appRoutes = ['/', '/training', '/members', '/news'];

/** The route a menu path answers at (first segment dropped), as the site resolves it. */
export const routeOfPath = (path: string): string => `/${path.split('/').filter(Boolean).slice(1).join('/')}`;

/** Where a new page goes: top and footer ('Information') directly, main under a (sub-)section. */
export function parentFor(menus: Menus, choice: MenuChoice, subSection: MenuItem | null): MenuItem | null {
  if (choice === 'top') return menus.topMenu;
  if (choice === 'footer') {
    const footer = menus.footerMenu;
    return footer?.children.find((c) => c.children.length > 0 || /information/i.test(c.path)) ?? footer;
  }
  return subSection;
}

/** The path a page would get, or why it cannot (§5: a name that collides with a route). */
export function plannedPath(
  parent: MenuItem | null,
  name: string,
  menus: Menus,
): { path: string } | { error: 'empty' | 'taken' } {
  const segment = pageNameToSegment(name);
  if (!parent || !segment) return { error: 'empty' };
  const path = `${parent.path}/${segment}`;
  const route = routeOfPath(path);
  const all: string[] = [];
  const walk = (items: readonly (MenuItem | null)[]) =>
    items.forEach((item) => {
      if (!item) return;
      all.push(item.path);
      walk(item.children ?? []);
    });
  walk(Object.values(menus));
  const isTaken =
    appRoutes.includes(route) || all.some((p) => p === path || (p.split('/').length > 2 && routeOfPath(p) === route));
  return isTaken ? { error: 'taken' } : { path };
}

/** A menu item that has a page, with where it sits ('Sports › Ball sports › Football'). */
export interface PageItem {
  item: MenuItem;
  label: string;
}

const isExternal = (path: string) => /^[a-z]+:\/\//i.test(path);

/**
 * Sections: entries that exist to hold pages (no page of their own, no outside link, no app
 * route). A new page goes below a section; below a page it goes as that page's tab instead.
 */
export const sectionsOf = (items: readonly MenuItem[]): MenuItem[] =>
  items.filter((item) => !item.contentId && !isExternal(item.path) && !appRoutes.includes(routeOfPath(item.path)));

/** The items of a menu that have a content page (candidates for the page-menu step). */
export function itemsWithPages(root: MenuItem | null): PageItem[] {
  const found: PageItem[] = [];
  const walk = (items: readonly MenuItem[], trail: string[]) =>
    items.forEach((item) => {
      if (isExternal(item.path) || appRoutes.includes(routeOfPath(item.path))) return;
      const label = [...trail, item.name];
      if (item.contentId) found.push({ item, label: label.join(' › ') });
      walk(item.children ?? [], label);
    });
  walk(root?.children ?? [], []);
  return found;
}

/**
 * The page menu (tab row) a new page joins when it goes below an item with a page (§4): the
 * page's existing one, or the one the server creates for it below '/page' at the page's route.
 */
export function pageMenuFor(menus: Menus, owner: MenuItem): { existing: MenuItem | null; path: string } {
  const search = (items: readonly MenuItem[]): MenuItem | null => {
    for (const item of items) {
      if (item.contentId === owner.contentId) return item;
      const found = search(item.children ?? []);
      if (found) return found;
    }
    return null;
  };
  const existing = search(menus.pageMenu?.children ?? []);
  return { existing, path: existing?.path ?? `/page${routeOfPath(owner.path)}` };
}
