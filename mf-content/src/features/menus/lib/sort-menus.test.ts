import type { MenuItem } from '@club/shared';
import { sortMenu, sortMenuItems } from './sort-menus';

const item = (name: string, children: MenuItem[] = []): MenuItem => ({
  id: name,
  path: `/header/${name}`,
  name,
  contentId: null,
  parentId: null,
  children,
  position: 0,
});

describe('sortMenuItems', () => {
  it('sorts alphabetically ignoring case', () => {
    const sorted = sortMenuItems([item('culture'), item('Sports'), item('Courses'), item('ballet')]);
    expect(sorted.map((i) => i.name)).toEqual(['ballet', 'Courses', 'culture', 'Sports']);
  });

  it('treats accented letters like their base letter', () => {
    const sorted = sortMenuItems([item('Zumba'), item('Über uns'), item('Tennis')]);
    expect(sorted.map((i) => i.name)).toEqual(['Tennis', 'Über uns', 'Zumba']);
  });

  it('sorts every level recursively without changing the input', () => {
    const input = [item('Sports', [item('Water', [item('Swimming'), item('aqua')]), item('Ball')])];
    const sorted = sortMenuItems(input);
    expect(sorted[0]?.children.map((i) => i.name)).toEqual(['Ball', 'Water']);
    expect(sorted[0]?.children[1]?.children.map((i) => i.name)).toEqual(['aqua', 'Swimming']);
    expect(input[0]?.children[0]?.name).toBe('Water');
  });

  it('keeps a null root menu null', () => {
    expect(sortMenu(null)).toBeNull();
  });
});
