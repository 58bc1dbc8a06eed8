import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { clubStore, isServerRender, menusAtom, menusLoadedAtom, organizationAtom, type Menus } from '@club/shared';
import { getMainMenus } from '@club/shared/contracts/endpoints/content-reads';
import { useCall } from '@club/shared/data/use-call';
import { fetchMenus, menusFromRoots } from '../api/menus';

// One request per session, shared by Layout and ContentPage (both mount at once).
let pending: Promise<void> | null = null;

/** Loads the menus into the shared store unless they are loaded or loading already. */
export function loadMenusOnce(): Promise<void> {
  if (clubStore.get(menusLoadedAtom)) return Promise.resolve();
  // Once settled it is forgotten: the editor sets menusLoadedAtom back to false after changing
  // menus (new, renamed or deleted page), and the next call fetches them again.
  pending ??= fetchMenus()
    .then((menus) => {
      clubStore.set(menusAtom, menus);
      clubStore.set(menusLoadedAtom, true);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Forgets the in-flight request (tests only reuse the module between cases). */
export function resetMenusRequest(): void {
  pending = null;
}

/** The site's menus; starts loading them once the organization is known. */
export function useMenus(): { menus: Menus; isLoaded: boolean } {
  const menus = useAtomValue(menusAtom);
  const isLoaded = useAtomValue(menusLoadedAtom);
  const organization = useAtomValue(organizationAtom);
  // The server renders before any effect: it loads GET menu/main through the data loader and
  // publishes the menus while rendering; the browser starts with them (server-rendered seeds), so
  // the renderer leaves the call's answer out of the page's data (shell/src/server/render.tsx).
  const needsServerMenus = isServerRender && Boolean(organization) && !isLoaded;
  const { data: roots } = useCall(getMainMenus, needsServerMenus ? {} : null);
  if (needsServerMenus && roots) {
    clubStore.set(menusAtom, menusFromRoots(Array.isArray(roots) ? roots : []));
    clubStore.set(menusLoadedAtom, true);
  }
  useEffect(() => {
    if (organization && !isLoaded) void loadMenusOnce();
  }, [organization, isLoaded]);
  return { menus, isLoaded };
}
