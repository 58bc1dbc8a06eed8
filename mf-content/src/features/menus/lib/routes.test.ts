import { emptyMenus, type MenuItem } from '@club/shared';
import { buildRoutes, buildSectionRoutes, findMenuItem, isExternal, normalisePath, routeOfPath } from './routes';

const item = (path: string, contentId: string | null, children: MenuItem[] = []): MenuItem => ({
  id: `id:${path}`,
  path,
  name: path.split('/').pop() ?? path,
  contentId,
  parentId: null,
  children,
  position: 0,
});

describe('routeOfPath', () => {
  it('drops the first segment of a menu path', () => {
    expect(routeOfPath('/header/sports/ball-sports/football')).toBe('/sports/ball-sports/football');
    expect(routeOfPath('/footer/contact-us')).toBe('/contact-us');
  });

  it('maps a root path to /', () => {
    expect(routeOfPath('/home')).toBe('/');
  });

  it('keeps external URLs and reduces same-host URLs to their path', () => {
    expect(routeOfPath('https://fanshop.example.org')).toBe('https://fanshop.example.org');
    expect(routeOfPath(`http://${window.location.host}/news?x=1`)).toBe('/news?x=1');
  });
});

describe('isExternal', () => {
  it('is true for absolute URLs on another host', () => {
    expect(isExternal('https://www.facebook.com/club')).toBe(true);
    expect(isExternal('//cdn.example.org/x')).toBe(true);
  });

  it('is false for paths and for URLs on this host', () => {
    expect(isExternal('/header/culture')).toBe(false);
    expect(isExternal(`http://${window.location.host}/culture`)).toBe(false);
    expect(isExternal('https://club.example/x', 'club.example')).toBe(false);
  });
});

describe('normalisePath', () => {
  it('removes trailing slashes but keeps the root', () => {
    expect(normalisePath('/who-we-are/')).toBe('/who-we-are');
    expect(normalisePath('/')).toBe('/');
  });
});

describe('buildRoutes', () => {
  const menus = {
    ...emptyMenus,
    headerMenu: item('/header', null, [
      item('/header/sports', null, [
        item('/header/sports/ball-sports', null, [item('/header/sports/ball-sports/football', 'c-football')]),
      ]),
      item('/header/who-we-are', 'c-who'),
      item('https://fanshop.example.org', 'c-shop'),
    ]),
    topMenu: item('/top', null, [item('/top/become-a-member', 'c-member'), item('/top/members', null)]),
    footerMenu: item('/footer', 'c-footer', [
      item('/footer/information', null, [item('/footer/information/news', 'c-news')]),
    ]),
    pageMenu: item('/page', null, [item('/page/who-we-are', 'c-who', [item('/page/who-we-are/board', 'c-board')])]),
    socialMediaMenu: item('/social-media', 'c-social', [item('/social-media/x', 'c-x')]),
  };

  it('routes every item with content of header, top, footer and page menus', () => {
    const byPath = Object.fromEntries(buildRoutes(menus).map((r) => [r.path, r.contentId]));
    expect(byPath).toEqual({
      '/sports/ball-sports/football': 'c-football',
      '/who-we-are': 'c-who',
      '/become-a-member': 'c-member',
      '/information/news': 'c-news',
      '/who-we-are/board': 'c-board',
    });
  });

  it('is empty without menus', () => {
    expect(buildRoutes(emptyMenus)).toEqual([]);
  });

  it('gives every section without a page of its own a route of its overview', () => {
    expect(buildSectionRoutes(menus).map((route) => route.path)).toEqual([
      '/sports',
      '/sports/ball-sports',
      '/information',
    ]);
    expect(buildSectionRoutes(menus)[0]).toEqual({ path: '/sports', name: 'sports', menuId: 'id:/header/sports' });
    expect(buildSectionRoutes(emptyMenus)).toEqual([]);
  });
});

describe('findMenuItem', () => {
  it('finds an item by id at any depth', () => {
    const root = item('/page', null, [item('/page/a', null, [item('/page/a/b', 'c')])]);
    expect(findMenuItem(root, 'id:/page/a/b')?.contentId).toBe('c');
    expect(findMenuItem(root, 'nope')).toBeNull();
    expect(findMenuItem(null, 'id:/page')).toBeNull();
  });
});
