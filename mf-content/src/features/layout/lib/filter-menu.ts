import type { MenuItem } from '@club/shared';

const matches = (item: MenuItem, query: string) =>
  item.name
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .includes(query);

const normaliseQuery = (query: string) =>
  query
    .trim()
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/**
 * The sub-category columns of a dropdown filtered by its search box: a column whose own name
 * matches keeps all its links, otherwise only its matching links; empty columns disappear.
 */
export function filterColumns(columns: readonly MenuItem[], query: string): MenuItem[] {
  const wanted = normaliseQuery(query);
  if (!wanted) return [...columns];
  return columns.flatMap((column) => {
    if (matches(column, wanted)) return [column];
    const children = (column.children ?? []).filter((child) => matches(child, wanted));
    return children.length > 0 ? [{ ...column, children }] : [];
  });
}
