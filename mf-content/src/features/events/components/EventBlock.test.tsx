import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClubProviders, i18n, initI18n, type Template } from '@club/shared';
import type { EventSummary } from '@club/shared/contracts/endpoints/events';
import { fetchEvent, sendCancel, sendSignUp } from '../api/events';
import { EventBlock } from './EventBlock';

jest.mock('../api/events', () => ({ fetchEvent: jest.fn(), sendSignUp: jest.fn(), sendCancel: jest.fn() }));
// The form is a chunk of its own in the build; here it is the module itself.
jest.setTimeout(20_000);

const template: Template = {
  id: 'ev-1',
  name: 'EVENT',
  type: 'EVENT',
  fields: [
    { id: 'f1', name: 'title', type: 'H1', isMandatory: true },
    { id: 'f2', name: 'date', type: 'DATE', isMandatory: true },
    { id: 'f3', name: 'time', type: 'TIME', isMandatory: true },
    { id: 'f4', name: 'endTime', type: 'TIME', isMandatory: false },
    { id: 'f5', name: 'place', type: 'TEXT', isMandatory: true },
  ],
  elements: [
    {
      id: 'e1',
      type: 'default',
      values: [
        { id: 'v1', fieldId: 'f1', value: 'Sommerfest' },
        { id: 'v2', fieldId: 'f2', value: '2027-07-10' },
        { id: 'v3', fieldId: 'f3', value: '15:00' },
        { id: 'v4', fieldId: 'f4', value: '22:00' },
        { id: 'v5', fieldId: 'f5', value: 'Vereinsheim' },
      ],
    },
  ],
};
const event: EventSummary = {
  id: 'ev-1',
  title: 'Sommerfest',
  priceCents: 0,
  startsAt: '2027-07-10T13:00:00.000Z',
  endsAt: '2027-07-10T20:00:00.000Z',
  place: 'Vereinsheim',
  description: '',
  picture: '',
  pictureAlt: '',
  placesTotal: 5,
  placesLeft: 4,
  waiting: 0,
  deadline: '2027-07-01T21:59:59.999Z',
  isOpen: true,
  guestsAllowed: false,
  questions: [],
  route: '/',
};

beforeAll(async () => {
  initI18n('?lang=de');
  for (let tries = 0; !i18n.hasResourceBundle('de', 'events') && tries < 50; tries++)
    await new Promise((resolve) => setTimeout(resolve, 20));
});
beforeEach(() => {
  jest.mocked(fetchEvent).mockReset().mockResolvedValue(event);
  jest.mocked(sendSignUp).mockReset();
  jest.mocked(sendCancel).mockReset();
});

const renderBlock = () =>
  render(
    <ClubProviders>
      <EventBlock template={template} />
    </ClubProviders>,
  );

describe('EventBlock', () => {
  it('reads the time with “Uhr” in German', async () => {
    renderBlock();
    expect(await screen.findByText('Samstag, 10. Juli 2027, 15:00 – 22:00 Uhr')).toBeInTheDocument();
  });

  it('offers “Anmelden” again right after cancelling, without a reload', async () => {
    jest.mocked(sendSignUp).mockResolvedValue({
      ok: true,
      value: { id: 's1', status: 'CONFIRMED', position: null, cancelToken: 'token-abcdefghijklmnopqrstuvwxyz' },
    });
    jest.mocked(sendCancel).mockResolvedValue({ ok: true, value: { cancelled: true } });
    const user = userEvent.setup();
    renderBlock();
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    await user.type(await screen.findByLabelText('Name'), 'Anna Schmidt');
    await user.type(screen.getByLabelText('E-Mail'), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Verbindlich anmelden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Du bist angemeldet.');

    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    const cancelled = await screen.findByText('Du bist abgemeldet.');
    expect(cancelled).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Abmelden' })).not.toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Anmelden' });
    expect(again).toHaveClass('club-button');

    // Signing up again opens an empty form.
    await user.click(again);
    expect(await screen.findByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText('Du bist abgemeldet.')).not.toBeInTheDocument();
  });
});
