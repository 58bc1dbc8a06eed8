import type { ReactNode } from 'react';

/**
 * A loaded list as a table (wide tables scroll inside their box on a phone), or the `empty` words
 * when it has no row; nothing while it loads (`rows` null). `children` renders the rows' <tr>s.
 */
export function ListTable<T>({
  rows,
  empty,
  headers,
  children,
}: {
  rows: T[] | null;
  empty: string;
  headers: ReactNode[];
  children: (rows: T[]) => ReactNode;
}) {
  if (!rows) return null;
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className="applications__scroll">
      <table className="applications__table">
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children(rows)}</tbody>
      </table>
    </div>
  );
}
