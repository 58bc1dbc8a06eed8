import type { MenuItem, Menus } from '@club/shared';
import { itemsWithPages, pageMenuFor, parentFor, plannedPath, routeOfPath, sectionsOf } from './menu-paths';

const item = (path: string, children: MenuItem[] = [], contentId: string | null = null): MenuItem => ({
  id: path,
  path,
  name: path.split('/').pop()!,
  contentId,
  parentId: null,
  children,
  position: 0,
});
const football = item('/header/sports/ball-sports/football', [], 'football-page');
const ballSports = item('/header/sports/ball-sports', [football]);
const whoWeAre = item('/header/who-we-are', [], 'who-page');
const menus: Menus = {
  headerMenu: item('/header', [
    item('/header/sports', [ballSports]),
    item('/header/training', [], 'training-page'),
    whoWeAre,
    item('https://shop.example.org', [], 'x'),
  ]),
  topMenu: item('/top', [item('/top/members')]),
  footerMenu: item('/footer', [
    item('/footer/contact-us'),
    item('/footer/information', [item('/footer/information/news')]),
  ]),
  socialMediaMenu: null,
  homeMenu: item('/home'),
  pageMenu: item('/page', [item('/page/who-we-are', [item('/page/who-we-are/board', [], 'board-page')], 'who-page')]),
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

  it('offers the items with a content page for the page-menu step (not app screens), with where they sit', () => {
    expect(itemsWithPages(menus.headerMenu).map((p) => p.label)).toEqual([
      'sports › ball-sports › football',
      'who-we-are',
    ]);
  });

  it('puts a tab into the page menu a page has, or plans one at the page’s own route', () => {
    expect(pageMenuFor(menus, whoWeAre)).toEqual({ existing: menus.pageMenu!.children[0], path: '/page/who-we-are' });
    expect(pageMenuFor(menus, football)).toEqual({ existing: null, path: '/page/sports/ball-sports/football' });
  });
});

describe('sectionsOf', () => {
  it('offers sections only: no pages, app routes or outside links', () => {
    expect(sectionsOf(menus.headerMenu!.children).map((s) => s.path)).toEqual(['/header/sports']);
    expect(sectionsOf(menus.headerMenu!.children[0]!.children).map((s) => s.path)).toEqual([
      '/header/sports/ball-sports',
    ]);
  });
});
