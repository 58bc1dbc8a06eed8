import type { MenuItem } from '@club/shared';

const compareNames = (a: MenuItem, b: MenuItem) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** Menu items alphabetically, case-insensitive, at every level (content-management.md §2). */
export function sortMenuItems(items: readonly MenuItem[]): MenuItem[] {
  return [...items].sort(compareNames).map((item) => ({ ...item, children: sortMenuItems(item.children ?? []) }));
}

/** A root menu with its whole subtree sorted; the root itself keeps its place. */
export function sortMenu(menu: MenuItem | null): MenuItem | null {
  return menu ? { ...menu, children: sortMenuItems(menu.children ?? []) } : null;
}
