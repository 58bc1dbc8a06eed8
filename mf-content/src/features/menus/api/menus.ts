import { call, emptyMenus, type MenuItem, type Menus, type RootMenuKey } from '@club/shared';
import { rootMenuPaths } from '@club/shared/contracts';
import { getMainMenus } from '@club/shared/contracts/endpoints/content-reads';
import { sortMenu } from '../lib/sort-menus';

/** Picks the root menus out of menu/main by their path and sorts each subtree. */
export function menusFromRoots(roots: readonly MenuItem[]): Menus {
  const menus: Menus = { ...emptyMenus };
  for (const key of Object.keys(rootMenuPaths) as RootMenuKey[]) {
    menus[key] = sortMenu(roots.find((root) => root.path === rootMenuPaths[key]) ?? null);
  }
  return menus;
}

/**
 * GET menu/main. A 404 means the organization's menus are not initialised yet; like any other
 * failure it is only logged and the site continues with empty menus (content-management.md §8).
 */
export async function fetchMenus(): Promise<Menus> {
  try {
    const data = await call(getMainMenus, {});
    return menusFromRoots(Array.isArray(data) ? data : []);
  } catch (error) {
    if ((error as { response?: { status?: number } } | null)?.response?.status === 404)
      console.log('Pending initialization of the menus.');
    else console.error('Loading the menus failed', error);
    return { ...emptyMenus };
  }
}
