import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { clubStore, organizationAtom, sessionAtom, type SessionUser } from '@club/shared';
import { eventOf, renderEventForm, loadEnglishEventTexts } from '../testing/event-form';
import { fetchEvent } from '../api/events';
import { cancelPaidSignUp, confirmEventPayment, giveUpEventPayment, sendEventPayment } from '../api/event-payments';

jest.mock('../api/events', () => ({ fetchEvent: jest.fn(), sendSignUp: jest.fn(), sendCancel: jest.fn() }));
// A member without children: the form offers no "For whom?" (EventSignUpForChild.test.tsx).
jest.mock('../api/family', () => ({ fetchChildren: jest.fn().mockResolvedValue([]) }));
jest.mock('../api/event-payments', () => ({
  sendEventPayment: jest.fn(),
  confirmEventPayment: jest.fn(),
  giveUpEventPayment: jest.fn(),
  cancelPaidSignUp: jest.fn(),
}));
const start = jest.mocked(sendEventPayment);
const confirm = jest.mocked(confirmEventPayment);
const giveUp = jest.mocked(giveUpEventPayment);
const cancel = jest.mocked(cancelPaidSignUp);

// A paid event's sign-up (issue 35 item 3): the price from the server, sign-in first, the
// checkout's widget, the provider's return confirmed through the order, the refunding cancel.
const event = eventOf({ priceCents: 1500 });

const member: SessionUser = {
  id: 'u1',
  exp: 4_000_000_000,
  organizationId: 'org-1',
  email: 'member@demo.club',
  displayName: 'Lena Wagner',
  role: { name: 'MEMBER_USER', permissions: [] },
  accessToken: 'token',
};

beforeAll(loadEnglishEventTexts);
beforeEach(() => {
  jest.mocked(fetchEvent).mockReset().mockResolvedValue(event);
  for (const mock of [start, confirm, giveUp, cancel]) mock.mockReset();
  clubStore.set(organizationAtom, { id: 'org-1', name: 'demo', email: 'info@demo.club' });
  act(() => clubStore.set(sessionAtom, member));
});

const renderForm = (returnedCheckout: string | null = null) => renderEventForm(event, { returnedCheckout });

describe('a paid event’s sign-up', () => {
  it('asks a visitor to sign in first and shows the price per person', () => {
    act(() => clubStore.set(sessionAtom, null));
    renderForm();
    expect(screen.getByText(/Taking part costs €15\.00 per person/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in and pay' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('charges the price for the member and each guest, shows the card form and gives the place up on cancel', async () => {
    start.mockResolvedValue({
      ok: true,
      value: {
        status: 'PAYMENT',
        checkoutId: 'co-1',
        widgetUrl: '/widget.js?checkoutId=co-1',
        entityId: 'e',
        amount: 45,
      },
    });
    giveUp.mockResolvedValue(undefined);
    const user = renderForm();
    const guests = screen.getByLabelText('Number of guests');
    await user.clear(guests);
    await user.type(guests, '2');
    await user.click(screen.getByRole('button', { name: 'Continue to payment (€45.00)' }));
    expect(start).toHaveBeenCalledWith('u1', 'ev-1', { guests: 2, answers: {}, language: 'en', amount: 45 });
    expect(await screen.findByText('To pay: €45.00')).toBeInTheDocument();
    expect(document.querySelector('form.paymentWidgets')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel payment' }));
    expect(giveUp).toHaveBeenCalledWith('u1', 'co-1');
    expect(await screen.findByRole('button', { name: 'Continue to payment (€45.00)' })).toBeInTheDocument();
  });

  it('tells the waiting-list position without charging anything', async () => {
    start.mockResolvedValue({ ok: true, value: { status: 'WAITING', position: 2 } });
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue to payment (€15.00)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('you are number 2 on the waiting list');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing has been charged');
  });

  it('confirms the provider’s return through the order and cancels with a refund', async () => {
    confirm.mockResolvedValue({
      ok: true,
      value: { id: 'o-1', statusOrder: 'SENT', result: { code: '000.100.110', description: 'ok' } },
    });
    cancel.mockResolvedValue({ ok: true, value: { cancelled: true } });
    const user = renderForm('co-1');
    expect(
      await screen.findByText('Paid – you are signed up. The receipt is on its way by e-mail.'),
    ).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('u1', 'ev-1', 'co-1');
    await user.click(screen.getByRole('button', { name: 'Cancel and get the money back' }));
    expect(cancel).toHaveBeenCalledWith('u1', 'ev-1', undefined);
    expect(await screen.findByText(/The payment is refunded to your card/)).toBeInTheDocument();
  });

  it('says so when the provider did not accept the card', async () => {
    confirm.mockResolvedValue({
      ok: true,
      value: { id: null, statusOrder: 'NOT_ACCEPTED', result: { code: '800.100.151', description: 'card declined' } },
    });
    renderForm('co-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment was not accepted: card declined');
  });
});
