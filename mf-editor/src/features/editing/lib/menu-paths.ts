import type { MenuItem, Menus } from '@club/shared';
import { pageNameToSegment } from '@club/shared/contracts';

export type MenuChoice = 'top' | 'main' | 'footer';

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
    ['/', '/training', '/members', '/news'].includes(route) ||
    all.some((p) => p === path || (p.split('/').length > 2 && routeOfPath(p) === route));
  return isTaken ? { error: 'taken' } : { path };
}
