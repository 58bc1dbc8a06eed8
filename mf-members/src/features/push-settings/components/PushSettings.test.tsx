import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClubProviders, initI18n } from '@club/shared';
import '../../../locales';
import { readPushSettings, savePushKinds } from '../api/push';
import { PushSettings } from './PushSettings';

// The browser's push machinery (service worker, permission, push manager) is behind ../api/push;
// here the switches' behaviour: what is asked for, what is shown after, and the refusals.
jest.mock('../api/push', () => ({
  pushKinds: ['waitingListOffers', 'cancelledDates', 'messages', 'eventReminders'],
  readPushSettings: jest.fn(),
  savePushKinds: jest.fn(),
}));
const read = readPushSettings as jest.MockedFunction<typeof readPushSettings>;
const save = savePushKinds as jest.MockedFunction<typeof savePushKinds>;

jest.setTimeout(20_000);
beforeAll(() => initI18n('?lang=en'));
beforeEach(() => {
  read.mockReset();
  save.mockReset();
  read.mockResolvedValue({ publicKey: 'BPUBLIC', kinds: ['messages'] });
});

const renderSettings = () =>
  render(
    <ClubProviders>
      <PushSettings userId="u1" />
    </ClubProviders>,
  );

describe('PushSettings', () => {
  it('shows the kinds this browser receives and adds one with the installation key', async () => {
    save.mockResolvedValue(['messages', 'cancelledDates']);
    renderSettings();
    const messages = await screen.findByRole('checkbox', { name: 'Messages from coaches and the club' });
    expect(messages).toBeChecked();
    const cancelled = screen.getByRole('checkbox', { name: 'Cancelled dates' });
    expect(cancelled).not.toBeChecked();

    await userEvent.click(cancelled);
    expect(save).toHaveBeenCalledWith('u1', 'BPUBLIC', ['messages', 'cancelledDates']);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(cancelled).toBeChecked();
  });

  it('turns event reminders on for this browser (the day-before reminder of an event with a place)', async () => {
    save.mockResolvedValue(['messages', 'eventReminders']);
    renderSettings();
    const reminders = await screen.findByRole('checkbox', { name: 'Event reminders (the day before)' });
    expect(reminders).not.toBeChecked();
    await userEvent.click(reminders);
    expect(save).toHaveBeenCalledWith('u1', 'BPUBLIC', ['messages', 'eventReminders']);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(reminders).toBeChecked();
  });

  it('says how to allow notifications when the browser refuses, and leaves the switch off', async () => {
    save.mockResolvedValue('denied');
    renderSettings();
    const offers = await screen.findByRole('checkbox', { name: 'Place offers from the waiting list' });
    await userEvent.click(offers);
    expect(await screen.findByRole('alert')).toHaveTextContent(/browser does not allow notifications/i);
    expect(offers).not.toBeChecked();
  });

  it('turning the last kind off stores none, and a failed save keeps the switch as it was', async () => {
    save.mockResolvedValueOnce([]).mockRejectedValueOnce(new Error('offline'));
    renderSettings();
    const messages = await screen.findByRole('checkbox', { name: 'Messages from coaches and the club' });
    await userEvent.click(messages);
    expect(save).toHaveBeenLastCalledWith('u1', 'BPUBLIC', []);
    expect(messages).not.toBeChecked();

    await userEvent.click(messages);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved');
    expect(messages).not.toBeChecked();
  });

  it('offline says plainly that the settings need a connection (nothing failed to save), and reads them when back online', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    read.mockRejectedValueOnce(new Error('Network Error'));
    renderSettings();
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('Notification settings need an internet connection – you are offline right now.');
    expect(screen.queryByText(/could not be saved/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('checkbox', { name: 'Messages from coaches and the club' })).toBeChecked();
    expect(screen.queryByRole('status')).toBeNull();
    online.mockRestore();
  });

  it('online, a failed reading says the settings could not be loaded, not saved', async () => {
    read.mockRejectedValueOnce(new Error('500'));
    renderSettings();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});
