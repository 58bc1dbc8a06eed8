import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@club/shared/contracts';
import { namespace } from '../../../locales';

export interface TableColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  isSortable?: boolean;
}

export interface TableSort<K extends string = string> {
  key: K;
  direction: SortDirection;
}

/** Flips the direction when the same column is chosen again, else sorts the new column ascending. */
export const nextSort = <K extends string>(current: TableSort<K>, key: K): TableSort<K> =>
  current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };

/** A table whose column headers sort (aria-sort tells screen readers), rows optionally expandable. */
export function SortableTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  renderDetails,
}: {
  caption: string;
  columns: TableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  sort: TableSort;
  onSort: (key: string) => void;
  renderDetails?: (row: T) => ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const ariaSort = (key: string) =>
    sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  // Wide tables scroll inside their box on a phone instead of widening the whole page.
  return (
    <div className="applications__scroll">
      <table className="applications__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={ariaSort(column.key)}>
                {column.isSortable ? (
                  <button
                    type="button"
                    className="applications__sort"
                    aria-label={t('applications.lists.sortBy', { column: column.label })}
                    onClick={() => onSort(column.key)}
                  >
                    {column.label}
                    {sort.key === column.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                  </button>
                ) : (
                  column.label
                )}
              </th>
            ))}
            {renderDetails ? <th scope="col">{t('applications.lists.details')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const isOpen = openKey === key;
            return (
              <Fragment key={key}>
                <tr>
                  {columns.map((column) => (
                    <td key={column.key}>{column.render(row)}</td>
                  ))}
                  {renderDetails ? (
                    <td>
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-expanded={isOpen}
                        onClick={() => setOpenKey(isOpen ? null : key)}
                      >
                        {isOpen ? t('applications.lists.hideDetails') : t('applications.lists.details')}
                      </button>
                    </td>
                  ) : null}
                </tr>
                {renderDetails && isOpen ? (
                  <tr>
                    <td colSpan={columns.length + 1}>{renderDetails(row)}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
