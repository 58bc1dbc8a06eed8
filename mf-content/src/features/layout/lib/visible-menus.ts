import type { Menus } from '@club/shared';
import { visibleMenuItems } from '@club/shared/contracts';

/** The menus as visitors see them: empty sections dropped from every root menu. */
export function visibleMenus(menus: Menus): Menus {
  const entries = Object.entries(menus).map(([key, root]) => [
    key,
    root ? { ...root, children: visibleMenuItems(root.children) } : null,
  ]);
  return Object.fromEntries(entries) as Menus;
}
