/**
 * Search and sort for the treasurer's tables, shared by the page (what the admin sees) and the
 * API's CSV export (the same rows in the same order).
 */
export type SortDirection = 'asc' | 'desc';
export type Cell = string | number | null | undefined;

// German collation: umlauts sort with their base letter ("Özdemir" next to "Ozan"), case ignored.
const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

const folded = (text: string): string =>
  text
    .toLocaleLowerCase('de')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** True when every word of the query occurs in one of the row's cells (umlauts and case ignored). */
export function matchesSearch(cells: Cell[], query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(cells.filter((cell) => cell !== null && cell !== undefined).join(' '));
  return words.every((word) => haystack.includes(word));
}

/** A stable sort by one column; empty cells last in either direction. */
export function sortRows<T>(rows: T[], cellOf: (row: T) => Cell, direction: SortDirection = 'asc'): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, cell: cellOf(row) }))
    .sort((a, b) => {
      const aEmpty = a.cell === null || a.cell === undefined || a.cell === '';
      const bEmpty = b.cell === null || b.cell === undefined || b.cell === '';
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      const order =
        typeof a.cell === 'number' && typeof b.cell === 'number'
          ? a.cell - b.cell
          : collator.compare(String(a.cell), String(b.cell));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}

/** Filters by the query and sorts by a column, as the table and the export both do. */
export function tableView<T, K extends string>(
  rows: T[],
  columns: Record<K, (row: T) => Cell>,
  view: { query?: string; sort?: K; direction?: SortDirection },
): T[] {
  const cellsOf = (row: T) => Object.values<(row: T) => Cell>(columns).map((cell) => cell(row));
  const found = view.query ? rows.filter((row) => matchesSearch(cellsOf(row), view.query!)) : rows;
  return view.sort && columns[view.sort] ? sortRows(found, columns[view.sort], view.direction) : found;
}
