// Public API of the menus feature: what the layout and the content page may use.
export { useMenus, loadMenusOnce, resetMenusRequest } from './model/use-menus';
export {
  buildRoutes,
  buildSectionRoutes,
  findInMenus,
  findMenuItem,
  isExternal,
  normalisePath,
  routeOfPath,
  type PageRoute,
  type SectionRoute,
} from './lib/routes';
