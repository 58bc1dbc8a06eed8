import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ClubProviders, clubStore, i18n, organizationAtom } from '@club/shared';
import { answerApi } from '@club/shared/testing/api-answers';
import '../locales';
import { createCheckout, sendOrder } from '../api/payment';
import { PaymentStep } from './PaymentStep';

jest.mock('../api/payment', () => ({
  abandonCheckout: jest.fn().mockResolvedValue(null),
  createCheckout: jest.fn(),
  sendOrder: jest.fn(),
}));

const formatPrice = (amount: number) =>
  new Intl.NumberFormat(i18n.language === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    amount,
  );

// Each test its own member: the page cache keeps answers per key.
const show = (userId: string, onPaid = jest.fn()) =>
  render(
    <ClubProviders>
      <PaymentStep
        course={{ name: 'Swimming', price: 49, eventsGroupId: 'g1' }}
        userId={userId}
        returned={null}
        onCheckout={jest.fn()}
        onPaid={onPaid}
        formatPrice={formatPrice}
      />
    </ClubProviders>,
  );

// The member's wallet as the API answers it: only its credit counts here.
const fetchCredit = jest.fn<Promise<number>, [string]>();
let requests: ReturnType<typeof answerApi> = [];

beforeEach(async () => {
  clubStore.set(organizationAtom, { id: 'org-1', name: 'demo' } as never);
  requests = answerApi({
    '/family': { children: [], linkedAdults: [], invitations: [] },
    // The course's products: none on sale, so the course's own price counts.
    '/products/search': [],
    '/wallets': async (request: { url?: string }) => ({
      data: { creditCents: await fetchCredit(request.url!.split('/').at(-2)!) },
    }),
  });
  await i18n.changeLanguage('en');
});

describe('PaymentStep with the member’s credit (issue 33)', () => {
  it('shows the credit applied and what the card still pays, in English and German', async () => {
    fetchCredit.mockResolvedValue(234);
    show('u-partial');
    expect(await screen.findByText('Credit €2.34 applied')).toBeInTheDocument();
    expect(screen.getByText('Still to pay').nextSibling).toHaveTextContent('€46.66');
    expect(screen.getByRole('button', { name: 'Continue to card payment' })).toBeInTheDocument();
    // The credit is applied by itself: no "Wallet (not available yet)" method under it.
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(within(methods).getByRole('radio', { name: 'Credit card (Visa, Mastercard)' })).toBeChecked();
    expect(within(methods).queryByText(/Wallet/)).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText('Guthaben 2,34 € wird angerechnet')).toBeInTheDocument();
    expect(screen.getByText('Restbetrag')).toBeInTheDocument();
    expect(screen.getAllByText(/Guthaben/)).toHaveLength(1);
  });

  it('shows no credit line without credit', async () => {
    fetchCredit.mockResolvedValue(0);
    show('u-none');
    expect(await screen.findByRole('button', { name: 'Continue to card payment' })).toBeInTheDocument();
    await waitFor(() => expect(fetchCredit).toHaveBeenCalledWith('u-none'));
    expect(requests.some((request) => request.url?.endsWith('/users/u-none/wallets'))).toBe(true);
    expect(screen.queryByText(/applied/)).not.toBeInTheDocument();
    expect(screen.queryByText('Still to pay')).not.toBeInTheDocument();
  });

  it('pays from the credit alone when it covers the price: the order is sent at once, no card', async () => {
    fetchCredit.mockResolvedValue(6000);
    jest.mocked(createCheckout).mockResolvedValue({
      originalResponse: { id: 'credit-checkout' },
      widgetUrl: '',
      entityId: '',
      creditCents: 4900,
      chargeCents: 0,
    });
    jest.mocked(sendOrder).mockResolvedValue({ id: 'o1', statusOrder: 'SENT', result: { code: '', description: '' } });
    const onPaid = jest.fn();
    show('u-full', onPaid);
    expect(await screen.findByText('Credit €49.00 applied')).toBeInTheDocument();
    // Nothing left for a card: no methods to choose.
    expect(screen.queryByRole('group', { name: 'Payment method' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with credit' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    // The wallet the members area shows next is loaded again, with the payment in it.
    const walletLoads = () => requests.filter((request) => request.url?.endsWith('/users/u-full/wallets'));
    await waitFor(() => expect(walletLoads()).toHaveLength(2));
    expect(sendOrder).toHaveBeenCalledWith('u-full', expect.objectContaining({ checkoutId: 'credit-checkout' }));
    expect(document.querySelector('form.paymentWidgets')).toBeNull();
  });
});
