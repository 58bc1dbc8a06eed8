// Public API of the menus feature: what the layout and the content page may use.
export { useMenus, loadMenusOnce, resetMenusRequest } from './model/use-menus';
export { buildRoutes, findMenuItem, isExternal, normalisePath, routeOfPath, type PageRoute } from './lib/routes';
export { closestRoute } from './lib/closest-route';
