import { isExternal, normalisePath, routeOfPath } from '../../menus';

/**
 * Whether the visitor is on a menu item's page or anywhere below it: the main menu marks
 * 'Sports' on '/sports/ball-sports/football' and 'Who we are' on '/who-we-are/board'.
 */
export function isInSection(pathname: string, menuPath: string): boolean {
  if (isExternal(menuPath)) return false;
  const route = normalisePath(routeOfPath(menuPath));
  const path = normalisePath(pathname);
  if (route === '/') return path === '/';
  return path === route || path.startsWith(`${route}/`);
}
