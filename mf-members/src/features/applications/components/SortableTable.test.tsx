import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { sortRows } from '@club/shared/contracts';
import '../locales';
import { nextSort, SortableTable, type TableSort } from './SortableTable';

const people = [
  { id: '1', name: 'Zeller', fee: 1200 },
  { id: '2', name: 'Özdemir', fee: 3500 },
  { id: '3', name: 'Adler', fee: 2000 },
];

function Harness() {
  const [sort, setSort] = useState<TableSort>({ key: 'name', direction: 'asc' });
  const rows = sortRows(people, (p) => (sort.key === 'fee' ? p.fee : p.name), sort.direction);
  return (
    <SortableTable
      caption="People"
      rows={rows}
      rowKey={(p) => p.id}
      sort={sort}
      onSort={(key) => setSort((current) => nextSort(current, key))}
      columns={[
        { key: 'name', label: 'Name', isSortable: true, render: (p) => p.name },
        { key: 'fee', label: 'Fee', isSortable: true, render: (p) => String(p.fee) },
      ]}
      renderDetails={(p) => <p>Details of {p.name}</p>}
    />
  );
}

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('SortableTable', () => {
  it('sorts by a header, again the other way, and tells assistive technology', async () => {
    render(<Harness />);
    expect(firstColumn()).toEqual(['Adler', 'Özdemir', 'Zeller']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Fee/ }));
    expect(firstColumn()).toEqual(['Zeller', 'Adler', 'Özdemir']);
    await userEvent.click(screen.getByRole('button', { name: /Fee/ }));
    expect(firstColumn()).toEqual(['Özdemir', 'Adler', 'Zeller']);
    expect(screen.getByRole('columnheader', { name: /Fee/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('opens one row’s details', async () => {
    render(<Harness />);
    const [adlerDetails] = screen.getAllByRole('button', { expanded: false });
    await userEvent.click(adlerDetails!);
    expect(screen.getByText('Details of Adler')).toBeInTheDocument();
    expect(screen.queryByText('Details of Zeller')).not.toBeInTheDocument();
  });
});
