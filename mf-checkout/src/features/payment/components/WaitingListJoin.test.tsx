import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@club/shared';
import '../locales';
import { joinWaitingList } from '../api/waiting-list';
import { WaitingListJoin } from './WaitingListJoin';

jest.mock('../api/waiting-list', () => ({ joinWaitingList: jest.fn() }));
const join = joinWaitingList as jest.MockedFunction<typeof joinWaitingList>;

describe('WaitingListJoin', () => {
  beforeEach(() => void i18n.changeLanguage('en'));

  it('puts the person on the list of a full course and shows their position', async () => {
    join.mockResolvedValue({
      eventsGroupId: 'g1',
      courseName: 'Swimming',
      position: 3,
      joinedAt: '2026-11-24T05:00:00Z',
      offerExpiresAt: null,
    });
    render(<WaitingListJoin userId="u1" eventsGroupId="g1" isRefunded={false} />);
    expect(screen.getByText('This course is full.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText(/You are number 3 on the waiting list/)).toBeInTheDocument();
    expect(join).toHaveBeenCalledWith('u1', 'g1');
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).not.toBeInTheDocument();
  });

  it('says the payment is refunded when the course filled up while paying, in German too', async () => {
    await i18n.changeLanguage('de');
    render(<WaitingListJoin userId="u1" eventsGroupId="g1" isRefunded />);
    expect(screen.getByText('Dieser Kurs ist ausgebucht.')).toBeInTheDocument();
    expect(screen.getByText(/deine Zahlung wird automatisch erstattet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auf die Warteliste' })).toBeEnabled();
  });
});
