import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n, initI18n } from '@club/shared';
import type { WalletStatementEntry } from '@club/shared/contracts/schemas';
import '../locales';
import { SideList } from './SideList';

const line = (kind: WalletStatementEntry['kind'], amount: number, paymentDate: string): WalletStatementEntry => ({
  id: `${kind}-${amount}`,
  message: 'g1',
  courseName: 'Swimming',
  amount,
  currency: 'EUR',
  paymentMethod: 'VISA_MASTER',
  paymentDate,
  orderId: 'o1',
  kind,
});

const show = (creditCents: number) =>
  render(
    <MemoryRouter>
      <SideList
        courses={[]}
        creditCents={creditCents}
        statement={[line('PARTIAL_REFUND', -1.17, '2026-12-12T10:00:00Z'), line('CHARGE', 49, '2026-11-02T10:00:00Z')]}
      />
    </MemoryRouter>,
  );

beforeAll(() => initI18n('?lang=de'));

describe('SideList: credit and partial refunds (issue 33)', () => {
  it('shows the open credit and a partial refund as a line of its own, in German', async () => {
    await i18n.changeLanguage('de');
    show(234);
    expect(screen.getByText(/Dein Guthaben: 2,34\s€/)).toBeInTheDocument();
    expect(screen.getByText(/Teilerstattung 1,17\s€ am 12\.12\.2026/)).toBeInTheDocument();
    expect(screen.getByText(/49,00\s€ · 02-11-2026/)).toBeInTheDocument();
  });

  it('in English, and without credit no credit line', async () => {
    await i18n.changeLanguage('en');
    show(0);
    expect(screen.queryByText(/Your credit/)).not.toBeInTheDocument();
    expect(screen.getByText('Partial refund €1.17 on 12/12/2026')).toBeInTheDocument();
  });
});
