import { pageFromSearch } from './paging';

describe('pageFromSearch', () => {
  it('reads a 1-based page parameter as a zero-based page', () => {
    expect(pageFromSearch('3')).toBe(2);
  });

  it('falls back to the first page and clamps to the last one', () => {
    expect(pageFromSearch(null)).toBe(0);
    expect(pageFromSearch('abc')).toBe(0);
    expect(pageFromSearch('-2')).toBe(0);
    expect(pageFromSearch('9', 2)).toBe(1);
  });
});
