import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { i18n } from '@club/shared';
import '../locales';
import { PriceList } from './PriceList';

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('PriceList', () => {
  beforeEach(() => void i18n.changeLanguage('en'));

  it('lists as open to online applicants only what the club’s types lead to', async () => {
    render(<PriceList enabledTypes={[1, 2, 3, 4, 5]} externalFormUrl="https://club.example/form.pdf" />);
    expect(await screen.findByRole('table', { name: 'Monthly contributions' })).toBeInTheDocument();
    expect(rowsOf('Monthly contributions')).toEqual([
      'Adults',
      'Married couples',
      'Family',
      'Children and young people',
    ]);
    const others = rowsOf('Other contributions of our fee rules');
    expect(others).toContain('People with disabilities');
    expect(others).not.toContain('Adults');
    // How to apply for a rate the form cannot give: the paper form, with proof.
    expect(screen.getByText(/Apply for them with the standard membership form/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /standard membership form/ })).toHaveAttribute(
      'href',
      'https://club.example/form.pdf',
    );
  });

  it('sends to the club when there is no paper form', async () => {
    render(<PriceList enabledTypes={[1]} externalFormUrl={null} />);
    expect(await screen.findByText(/Talk to us or write to us/)).toBeInTheDocument();
    expect(rowsOf('Monthly contributions')).toEqual(['Adults']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
