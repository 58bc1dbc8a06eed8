import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { eventOf, renderEventForm, loadEnglishEventTexts } from '../testing/event-form';
import { fetchEvent, sendCancel, sendSignUp } from '../api/events';

jest.mock('../api/events', () => ({ fetchEvent: jest.fn(), sendSignUp: jest.fn(), sendCancel: jest.fn() }));
const signUp = jest.mocked(sendSignUp);
const cancel = jest.mocked(sendCancel);
const refetch = jest.mocked(fetchEvent);

const event = eventOf({
  placesTotal: 5,
  placesLeft: 0,
  waiting: 2,
  questions: [
    { id: 'q1', question: 'What do you bring?', kind: 'choice', options: ['Salad', 'Cake'], required: true },
    { id: 'q2', question: 'Vegetarian?', kind: 'yesNo', options: [], required: false },
  ],
});

beforeAll(loadEnglishEventTexts);
beforeEach(() => {
  signUp.mockReset();
  cancel.mockReset();
  refetch.mockReset().mockResolvedValue(event);
});

const onCancelled = jest.fn();

function renderForm(cancelToken: string | null = null) {
  onCancelled.mockReset();
  return renderEventForm(event, { cancelToken, onCancelled });
}

describe('EventSignUpForm', () => {
  it('labels every input and sends nothing while name, e-mail or a required answer is missing', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAccessibleDescription('Please fill this in.');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please fill this in.');
    expect(screen.getByLabelText('What do you bring? (required)')).toHaveAccessibleDescription(
      'Please answer this question.',
    );
    expect(screen.getByLabelText('Vegetarian?')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Number of guests')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('shows the server’s message and keeps everything typed', async () => {
    signUp.mockResolvedValue({ ok: false, code: 'EVENT_DEADLINE_PASSED', message: 'The deadline has passed.' });
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Anna Schmidt');
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.org');
    await user.selectOptions(screen.getByLabelText('What do you bring? (required)'), 'Cake');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The deadline has passed.');
    expect(signUp).toHaveBeenCalledWith('ev-1', {
      name: 'Anna Schmidt',
      email: 'anna@example.org',
      guests: 0,
      answers: { q1: 'Cake' },
      language: 'en',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Schmidt');
    expect(screen.getByLabelText('E-mail')).toHaveValue('anna@example.org');
    expect(screen.getByLabelText('What do you bring? (required)')).toHaveValue('Cake');
  });

  it('tells the waiting-list position and cancels with the sign-up’s token', async () => {
    signUp.mockResolvedValue({
      ok: true,
      value: { id: 's1', status: 'WAITING', position: 3, cancelToken: 'token-abcdefghijklmnopqrstuvwxyz' },
    });
    cancel.mockResolvedValue({ ok: true, value: { cancelled: true } });
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Anna Schmidt');
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.org');
    await user.selectOptions(screen.getByLabelText('What do you bring? (required)'), 'Salad');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('status')).toHaveTextContent('you are number 3 on the waiting list');
    await user.click(screen.getByRole('button', { name: 'Cancel sign-up' }));
    expect(cancel).toHaveBeenCalledWith('ev-1', 'token-abcdefghijklmnopqrstuvwxyz');
    // The block closes the form and offers "Sign up" again (EventBlock.test.tsx).
    await waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1));
  });

  it('offers to cancel when opened from the mail’s link', async () => {
    cancel.mockResolvedValue({ ok: true, value: { cancelled: true } });
    const user = renderForm('mail-token-abcdefghijklmnopqrstuvwxyz');
    expect(screen.getByText('Do you want to withdraw your sign-up?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel sign-up' }));
    expect(cancel).toHaveBeenCalledWith('ev-1', 'mail-token-abcdefghijklmnopqrstuvwxyz');
    await waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1));
  });
});
