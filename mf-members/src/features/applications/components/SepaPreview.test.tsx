import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import '../locales';
import type { CollectionPreview } from '../api/applications-api';
import { SepaPreview } from './SepaPreview';

const preview: CollectionPreview = {
  dueDate: '2027-04-01',
  period: 'Q2/2027',
  isRecorded: false,
  count: 2,
  totalCents: 24500,
  FRST: { count: 1, totalCents: 14000 },
  RCUR: { count: 1, totalCents: 10500 },
  invoices: { count: 1, totalCents: 14350 },
  noticeDays: 14,
  earliestNoticeDueDate: '2026-12-08',
  noticeTooShort: false,
  excluded: [
    {
      mandateId: 'm1',
      reference: 'M-2026-0001',
      accountHolder: 'Bernd Öz',
      reason: 'OPEN_RETURN',
      date: '2026-11-20',
      reasonCode: 'AM04',
    },
  ],
};

describe('SepaPreview', () => {
  it('shows the debits per sequence type and who is left out with the reason', () => {
    render(
      <SepaPreview preview={preview}>
        <button type="button">Download</button>
      </SepaPreview>,
    );
    const frst = screen.getByRole('row', { name: /FRST/ });
    expect(within(frst).getByText('1')).toBeInTheDocument();
    expect(frst).toHaveTextContent(/140,00/);
    expect(screen.getByRole('row', { name: /RCUR/ })).toHaveTextContent(/105,00/);
    expect(screen.getByRole('row', { name: /Überweisung/ })).toHaveTextContent(/143,50/);
    const excluded = screen.getByRole('list');
    expect(excluded).toHaveTextContent('Bernd Öz (M-2026-0001)');
    expect(excluded).toHaveTextContent('AM04');
    expect(excluded).toHaveTextContent('20.11.2026');
  });

  it('says plainly that no direct debit is due when everyone owing pays by transfer', () => {
    const onlyTransfers = {
      ...preview,
      count: 0,
      totalCents: 0,
      FRST: { count: 0, totalCents: 0 },
      RCUR: { count: 0, totalCents: 0 },
      invoices: { count: 12, totalCents: 12 * 6045 },
      excluded: [],
    };
    render(
      <SepaPreview preview={onlyTransfers}>
        <button type="button">Rechnungen verschicken</button>
      </SepaPreview>,
    );
    expect(
      screen.getByText(/Keine Lastschrift fällig: an diesem Datum zahlen nur Mitglieder per Überweisung/),
    ).toBeInTheDocument();
    expect(screen.queryByText('An diesem Datum ist niemand einzuziehen.')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Überweisung/ })).toHaveTextContent(/725,40/);
  });
});
