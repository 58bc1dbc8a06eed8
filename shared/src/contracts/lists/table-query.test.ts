import { matchesSearch, sortRows, tableView } from './table-query';

describe('treasurer table search and sort', () => {
  it('finds words in any cell, ignoring case, umlauts and sharp s', () => {
    expect(matchesSearch(['Jürgen Weiß', 'München'], 'weiss')).toBe(true);
    expect(matchesSearch(['Jürgen Weiß', 'München'], 'JURGEN munchen')).toBe(true);
    expect(matchesSearch(['Jürgen Weiß', 'München'], 'jürgen berlin')).toBe(false);
    expect(matchesSearch(['Anna', null], '  ')).toBe(true);
  });

  it('sorts the German way, empty cells last, keeping the order of equal rows', () => {
    const names = ['Zeller', 'Özdemir', null, 'Ozan', 'adler', 'Müller'];
    expect(sortRows(names, (n) => n)).toEqual(['adler', 'Müller', 'Ozan', 'Özdemir', 'Zeller', null]);
    expect(sortRows(names, (n) => n, 'desc')).toEqual(['Zeller', 'Özdemir', 'Ozan', 'Müller', 'adler', null]);
    expect(
      sortRows(
        [
          { n: 2, id: 'a' },
          { n: 10, id: 'b' },
          { n: 2, id: 'c' },
        ],
        (r) => r.n,
      ).map((r) => r.id),
    ).toEqual(['a', 'c', 'b']);
  });

  it('filters and sorts by a named column', () => {
    const rows = [
      { name: 'Berg', city: 'Köln', fee: 3500 },
      { name: 'Adler', city: 'Kiel', fee: 1200 },
      { name: 'Cem', city: 'Bonn', fee: 2000 },
    ];
    const columns = {
      name: (r: (typeof rows)[0]) => r.name,
      city: (r: (typeof rows)[0]) => r.city,
      fee: (r: (typeof rows)[0]) => r.fee,
    };
    expect(tableView(rows, columns, { query: 'k', sort: 'fee', direction: 'desc' }).map((r) => r.name)).toEqual([
      'Berg',
      'Adler',
    ]);
  });
});
