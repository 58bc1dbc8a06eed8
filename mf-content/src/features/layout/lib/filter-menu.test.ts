import type { MenuItem } from '@club/shared';
import { filterColumns } from './filter-menu';

const item = (name: string, children: MenuItem[] = []): MenuItem => ({
  id: name,
  path: `/header/${name}`,
  name,
  contentId: null,
  parentId: null,
  children,
  position: 0,
});

const columns = [
  item('Ballsport', [item('Fußball'), item('Handball'), item('Volleyball')]),
  item('Wassersport', [item('Schwimmen'), item('Aquafitness')]),
  item('Fitness', [item('Yoga')]),
];

describe('filterColumns', () => {
  it('keeps everything for an empty query', () => {
    expect(filterColumns(columns, '  ')).toHaveLength(3);
  });

  it('keeps only matching links and drops empty columns', () => {
    const result = filterColumns(columns, 'ball');
    expect(result.map((c) => c.name)).toEqual(['Ballsport']);
    expect(filterColumns(columns, 'volley')[0]?.children.map((c) => c.name)).toEqual(['Volleyball']);
  });

  it('keeps a whole column when its name matches', () => {
    const result = filterColumns(columns, 'fitness');
    expect(result.map((c) => c.name)).toEqual(['Wassersport', 'Fitness']);
    expect(result[0]?.children.map((c) => c.name)).toEqual(['Aquafitness']);
    expect(result[1]?.children.map((c) => c.name)).toEqual(['Yoga']);
  });

  it('ignores case and accents', () => {
    expect(filterColumns(columns, 'FUSSBALL')).toEqual([]);
    expect(filterColumns(columns, 'fuß')[0]?.children.map((c) => c.name)).toEqual(['Fußball']);
    expect(filterColumns([item('Café', [item('Über')])], 'uber')[0]?.children).toHaveLength(1);
  });
});
