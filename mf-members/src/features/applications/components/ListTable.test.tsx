import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { ListTable } from './ListTable';

const rows = (people: string[]) =>
  people.map((name) => (
    <tr key={name}>
      <td>{name}</td>
    </tr>
  ));

describe('ListTable', () => {
  it('shows nothing while the list loads', () => {
    const { container } = render(
      <ListTable rows={null} empty="None" headers={['Name']}>
        {rows}
      </ListTable>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says the list is empty instead of an empty table', () => {
    render(
      <ListTable rows={[]} empty="None" headers={['Name']}>
        {rows}
      </ListTable>,
    );
    expect(screen.getByText('None')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('names each column and renders the rows in a box that scrolls', () => {
    render(
      <ListTable rows={['Adler', 'Zeller']} empty="None" headers={['Name']}>
        {rows}
      </ListTable>,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('scope', 'col');
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(['Name', 'Adler', 'Zeller']);
    expect(screen.getByRole('table').parentElement).toHaveClass('applications__scroll');
    expect(screen.queryByText('None')).not.toBeInTheDocument();
  });
});
