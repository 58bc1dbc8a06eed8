import { groupByYear, type GalleryItem } from './gallery';

const item = (id: string, date: string, picture = `/${id}.svg`): GalleryItem => ({ id, picture, text: id, date });

describe('groupByYear', () => {
  it('groups by year, newest year first and newest picture first', () => {
    const groups = groupByYear([
      item('a', '2024-05-01'),
      item('b', '2026-01-10'),
      item('c', '2024-11-30'),
      item('d', '2026-07-04'),
    ]);
    expect(groups.map((group) => [group.year, group.items.map((entry) => entry.id)])).toEqual([
      [2026, ['d', 'b']],
      [2024, ['c', 'a']],
    ]);
  });

  it('puts undated pictures last and skips elements without a picture', () => {
    const groups = groupByYear([item('x', 'someday'), item('y', '2025-02-02'), item('z', '2025-01-01', '')]);
    expect(groups.map((group) => [group.year, group.items.map((entry) => entry.id)])).toEqual([
      [2025, ['y']],
      [null, ['x']],
    ]);
  });
});
