import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { clubStore, organizationAtom, sessionAtom, type SessionUser } from '@club/shared';
import { eventOf, renderEventForm, loadEnglishEventTexts } from '../testing/event-form';
import { fetchEvent, sendSignUp } from '../api/events';
import { sendEventPayment } from '../api/event-payments';
import { fetchChildren } from '../api/family';

jest.mock('../api/events', () => ({ fetchEvent: jest.fn(), sendSignUp: jest.fn(), sendCancel: jest.fn() }));
jest.mock('../api/event-payments', () => ({
  sendEventPayment: jest.fn(),
  confirmEventPayment: jest.fn(),
  giveUpEventPayment: jest.fn(),
  cancelPaidSignUp: jest.fn(),
}));
jest.mock('../api/family', () => ({ fetchChildren: jest.fn() }));
const signUp = jest.mocked(sendSignUp);
const pay = jest.mocked(sendEventPayment);
const children = jest.mocked(fetchChildren);

// Issue 35, children: a signed-in guardian chooses "For whom?" (themself or a child from the
// server's family data); the sign-up names the child, and the next person can be signed up.
const member: SessionUser = {
  id: 'u1',
  exp: 4_000_000_000,
  organizationId: 'org-1',
  email: 'member@demo.club',
  displayName: 'Lena Wagner',
  role: { name: 'MEMBER_USER', permissions: [] },
  accessToken: 'token',
};
const event = eventOf({
  questions: [{ id: 'q1', question: 'Allergies?', kind: 'text', options: [], required: true }],
});

beforeAll(loadEnglishEventTexts);
beforeEach(() => {
  jest.mocked(fetchEvent).mockReset().mockResolvedValue(event);
  signUp.mockReset();
  pay.mockReset();
  children.mockReset().mockResolvedValue([
    { id: 'child-mia', name: 'Mia Wagner' },
    { id: 'child-tom', name: 'Tom Wagner' },
  ]);
  clubStore.set(organizationAtom, { id: 'org-1', name: 'demo', email: 'info@demo.club' });
  act(() => clubStore.set(sessionAtom, member));
});
afterAll(() => act(() => clubStore.set(sessionAtom, null)));

describe('a guardian’s sign-up for a child', () => {
  it('offers themself and each child, sends the child’s id and says the child is signed up', async () => {
    signUp.mockResolvedValue({ ok: true, value: { id: 's1', status: 'CONFIRMED', position: null, cancelToken: 't1' } });
    const user = renderEventForm(event);
    const forWhom = await screen.findByLabelText('For whom?');
    expect(children).toHaveBeenCalledWith('u1');
    expect([...forWhom.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Myself',
      'Mia Wagner',
      'Tom Wagner',
    ]);
    await user.selectOptions(forWhom, 'Mia Wagner');
    await user.type(screen.getByLabelText('Allergies? (required)'), 'Nuts');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(signUp).toHaveBeenCalledWith('ev-1', {
      guests: 0,
      answers: { q1: 'Nuts' },
      language: 'en',
      participantId: 'child-mia',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Mia Wagner is signed up.');
    await user.click(screen.getByRole('button', { name: 'Sign up someone else' }));
    expect(screen.getByLabelText('For whom?')).toHaveValue('');
  });

  it('signs the guardian up themself without a participant, and a member without children sees no choice', async () => {
    signUp.mockResolvedValue({ ok: true, value: { id: 's2', status: 'WAITING', position: 3, cancelToken: 't2' } });
    const user = renderEventForm(event);
    await screen.findByLabelText('For whom?');
    await user.type(screen.getByLabelText('Allergies? (required)'), 'none');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(signUp).toHaveBeenCalledWith('ev-1', { guests: 0, answers: { q1: 'none' }, language: 'en' });
    expect(await screen.findByRole('status')).toHaveTextContent('number 3 on the waiting list');
  });

  it('pays for the child’s place with the child’s id', async () => {
    pay.mockResolvedValue({ ok: true, value: { status: 'WAITING', position: 1 } });
    const paid = eventOf({ priceCents: 1500 });
    const user = renderEventForm(paid);
    await user.selectOptions(await screen.findByLabelText('For whom?'), 'Tom Wagner');
    await user.click(screen.getByRole('button', { name: /Continue to payment/ }));
    expect(pay).toHaveBeenCalledWith('u1', 'ev-1', {
      guests: 0,
      answers: {},
      language: 'en',
      amount: 15,
      participantId: 'child-tom',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Tom Wagner is number 1 on the waiting list');
  });

  it('shows no choice to a member without children', async () => {
    children.mockResolvedValue([]);
    renderEventForm(event);
    await act(async () => undefined);
    expect(children).toHaveBeenCalled();
    expect(screen.queryByLabelText('For whom?')).toBeNull();
  });
});
