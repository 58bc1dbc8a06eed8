import { apiClient, clubStore, menusAtom, menusLoadedAtom, organizationAtom, type MenuItem } from '@club/shared';
import { loadMenusOnce, resetMenusRequest } from '../model/use-menus';
import { fetchMenus, menusFromRoots } from './menus';

const root = (path: string, children: MenuItem[] = []): MenuItem => ({
  id: path,
  path,
  name: path,
  contentId: null,
  parentId: null,
  children,
  position: 0,
});

const notFound = () => Object.assign(new Error('Request failed with status code 404'), { response: { status: 404 } });

describe('menus api', () => {
  beforeEach(() => {
    clubStore.set(organizationAtom, { id: 'org-1', name: 'demo', email: 'info@demo.club' });
    clubStore.set(menusLoadedAtom, false);
    resetMenusRequest();
  });
  afterEach(() => jest.restoreAllMocks());

  it('finds the root menus by path and sorts their items', () => {
    const menus = menusFromRoots([root('/footer'), root('/header', [root('/header/b'), root('/header/A')])]);
    expect(menus.footerMenu?.path).toBe('/footer');
    expect(menus.headerMenu?.children.map((c) => c.path)).toEqual(['/header/A', '/header/b']);
    expect(menus.topMenu).toBeNull();
  });

  it('logs the pending initialisation on 404 and returns empty menus', async () => {
    jest.spyOn(apiClient, 'request').mockRejectedValue(notFound());
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const menus = await fetchMenus();
    expect(log).toHaveBeenCalledWith('Pending initialization of the menus.');
    expect(menus.headerMenu).toBeNull();
  });

  it('loads once even when asked twice at the same time', async () => {
    const get = jest
      .spyOn(apiClient, 'request')
      .mockResolvedValue({ data: [root('/header')], headers: {}, status: 200 });
    await Promise.all([loadMenusOnce(), loadMenusOnce()]);
    await loadMenusOnce();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', url: '/content-service/organizations/org-1/menu/main' }),
    );
    expect(clubStore.get(menusLoadedAtom)).toBe(true);
    expect(clubStore.get(menusAtom).headerMenu?.path).toBe('/header');
  });
});
