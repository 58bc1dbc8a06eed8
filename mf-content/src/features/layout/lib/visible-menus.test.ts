import { emptyMenus, type MenuItem } from '@club/shared';
import { visibleMenus } from './visible-menus';

const item = (path: string, contentId: string | null, children: MenuItem[] = []): MenuItem => ({
  id: path,
  path,
  name: path.split('/').pop() ?? path,
  contentId,
  parentId: null,
  children,
  position: 0,
});

describe('visibleMenus', () => {
  it('drops a section whose pages were deleted, so its parent is a plain link again', () => {
    const culture = item('/header/culture', 'c', [
      item('/header/culture/empty', null, [item('/header/culture/empty/x', null)]),
    ]);
    const header = item('/header', null, [culture, item('/header/training', null), item('https://shop.example', null)]);
    const shown = visibleMenus({ ...emptyMenus, headerMenu: header }).headerMenu!;
    expect(shown.children.map((c) => c.path)).toEqual(['/header/culture', '/header/training', 'https://shop.example']);
    expect(shown.children[0]!.children).toEqual([]);
  });

  it('keeps a section that still holds a page', () => {
    const sports = item('/header/sports', null, [
      item('/header/sports/ball', null, [item('/header/sports/ball/football', 'f')]),
    ]);
    const shown = visibleMenus({ ...emptyMenus, headerMenu: item('/header', null, [sports]) }).headerMenu!;
    expect(shown.children[0]!.children[0]!.children[0]!.path).toBe('/header/sports/ball/football');
  });
});
