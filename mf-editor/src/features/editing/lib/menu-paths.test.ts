import type { MenuItem, Menus } from '@club/shared';
import { parentFor, plannedPath, routeOfPath } from './menu-paths';

const item = (path: string, children: MenuItem[] = []): MenuItem => ({
  id: path,
  path,
  name: path,
  contentId: null,
  parentId: null,
  children,
  position: 0,
});
const ballSports = item('/header/sports/ball-sports', [item('/header/sports/ball-sports/football')]);
const menus: Menus = {
  headerMenu: item('/header', [item('/header/sports', [ballSports]), item('/header/training')]),
  topMenu: item('/top', [item('/top/members')]),
  footerMenu: item('/footer', [
    item('/footer/contact-us'),
    item('/footer/information', [item('/footer/information/news')]),
  ]),
  socialMediaMenu: null,
  homeMenu: item('/home'),
  pageMenu: null,
};

describe('menu paths of new pages', () => {
  it('drops the first segment for the route', () => {
    expect(routeOfPath('/header/sports/ball-sports/football')).toBe('/sports/ball-sports/football');
  });

  it('places footer pages under Information and top pages under the top menu', () => {
    expect(parentFor(menus, 'footer', null)?.path).toBe('/footer/information');
    expect(parentFor(menus, 'top', null)?.path).toBe('/top');
    expect(parentFor(menus, 'main', ballSports)?.path).toBe('/header/sports/ball-sports');
  });

  it('turns the name into a segment and refuses names that collide with a route', () => {
    expect(plannedPath(ballSports, 'Tischtennis', menus)).toEqual({ path: '/header/sports/ball-sports/tischtennis' });
    expect(plannedPath(ballSports, 'Football', menus)).toEqual({ error: 'taken' });
    expect(plannedPath(menus.topMenu, 'Training', menus)).toEqual({ error: 'taken' });
    expect(plannedPath(menus.topMenu, 'Members', menus)).toEqual({ error: 'taken' });
    expect(plannedPath(ballSports, '!!!', menus)).toEqual({ error: 'empty' });
  });
});
