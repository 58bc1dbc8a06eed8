import type { PageRoute } from '../../menus';
import { resolveRoute } from './resolve-near-miss';

const route = (path: string, contentId: string): PageRoute => ({ path, contentId, name: path, menuId: `m${path}` });
const routes = [
  route('/who-we-are', 'c-who'),
  route('/contact-us', 'c-contact'),
  route('/who-we-are/board', 'c-board'),
];

describe('resolveRoute', () => {
  it('shows the home content at /', () => {
    expect(resolveRoute('/', routes, 'c-home')).toEqual({ kind: 'content', contentId: 'c-home', isHomePage: true });
  });

  it('shows the content of an exact route, with or without trailing slash', () => {
    expect(resolveRoute('/who-we-are/board/', routes, 'c-home')).toEqual({
      kind: 'content',
      contentId: 'c-board',
      isHomePage: false,
    });
  });

  it('redirects a misspelled path to the closest route after 100 ms', () => {
    expect(resolveRoute('/who-we-ar', routes, 'c-home')).toEqual({ kind: 'redirect', to: '/who-we-are', delayMs: 100 });
  });

  it('redirects / at once when there is no home page but a close route', () => {
    expect(resolveRoute('/', [route('/a', 'c-a')], null)).toEqual({ kind: 'redirect', to: '/a', delayMs: 0 });
  });

  it('is not found when nothing is close', () => {
    expect(resolveRoute('/this/does/not/exist/at/all', routes, 'c-home')).toEqual({ kind: 'notFound' });
    expect(resolveRoute('/', [], null)).toEqual({ kind: 'notFound' });
  });

  it('shows a section overview for a section without a page, and redirects near misses to it', () => {
    const sections = [{ path: '/sports', name: 'Sports', menuId: 'm-sports' }];
    expect(resolveRoute('/sports/', routes, 'c-home', sections)).toEqual({ kind: 'section', menuId: 'm-sports' });
    expect(resolveRoute('/sport', routes, 'c-home', sections)).toEqual({
      kind: 'redirect',
      to: '/sports',
      delayMs: 100,
    });
  });
});
