import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n, initI18n } from '@club/shared';
import type { WalletStatementEntry } from '@club/shared/contracts/schemas';
import '../locales';
import { SideList } from './SideList';

const line = (
  kind: WalletStatementEntry['kind'],
  amount: number,
  paymentDate: string,
  orderId = 'o1',
  courseName = 'Swimming',
): WalletStatementEntry => ({
  id: `${kind}-${amount}`,
  message: 'g1',
  courseName,
  amount,
  currency: 'EUR',
  paymentMethod: kind === 'CREDIT' || kind === 'CREDIT_RETURNED' ? 'CREDIT' : 'VISA_MASTER',
  paymentDate,
  orderId,
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

  it('shows the credit a payment spent as a line of its own next to the card line, and credit-only as one line', async () => {
    await i18n.changeLanguage('de');
    render(
      <MemoryRouter>
        <SideList
          courses={[]}
          statement={[
            line('CREDIT', 2.34, '2026-11-20T10:00:00Z', 'o2', 'Football'),
            line('CHARGE', 27.66, '2026-11-20T10:00:00Z', 'o2', 'Football'),
            line('CREDIT', 30, '2026-11-21T10:00:00Z', 'o3', 'Volleyball'),
            line('CHARGE', 49, '2026-11-02T10:00:00Z'),
          ]}
        />
      </MemoryRouter>,
    );
    const item = (name: string) => screen.getByText(name).closest('li')!;
    expect(item('Football (Guthaben angerechnet)')).toHaveTextContent(/2,34\s€/);
    expect(item('Football (mit Karte)')).toHaveTextContent(/27,66\s€/);
    expect(item('Volleyball (Guthaben angerechnet)')).toHaveTextContent(/30,00\s€/);
    // A course paid by card alone keeps its plain line.
    expect(screen.getByText('Swimming')).toBeInTheDocument();
  });

  it('names the credit lines in English, the credit given back too', async () => {
    await i18n.changeLanguage('en');
    render(
      <MemoryRouter>
        <SideList
          courses={[]}
          statement={[
            line('CREDIT_RETURNED', -2.34, '2026-11-22T10:00:00Z', 'o2', 'Football'),
            line('REFUND', -27.66, '2026-11-22T10:00:00Z', 'o2', 'Football'),
            line('CREDIT', 2.34, '2026-11-20T10:00:00Z', 'o2', 'Football'),
            line('CHARGE', 27.66, '2026-11-20T10:00:00Z', 'o2', 'Football'),
          ]}
        />
      </MemoryRouter>,
    );
    const item = (name: string) => screen.getByText(name).closest('li')!;
    expect(item('Football (Credit applied)')).toHaveTextContent('€2.34');
    expect(item('Football (by card)')).toHaveTextContent('€27.66');
    expect(item('Football (back as credit)')).toHaveTextContent('-€2.34');
    expect(item('Football (Refund)')).toHaveTextContent('-€27.66');
  });
});
