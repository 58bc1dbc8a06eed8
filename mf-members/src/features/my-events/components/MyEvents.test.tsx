import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ClubProviders, clubStore, i18n, initI18n, organizationAtom } from '@club/shared';
import { answerApi } from '@club/shared/testing/api-answers';
import '../../../locales';
import { cancelMyEvent, type MyEventSignUp } from '../api/my-events';
import { MyEvents } from './MyEvents';

jest.mock('../api/my-events', () => ({ cancelMyEvent: jest.fn() }));
// The member's sign-ups as the API answers them, one answer after the other (the last one stays).
const fetchList = jest.fn<Promise<MyEventSignUp[]>, []>();
answerApi({ '/event-sign-ups': () => fetchList() });
const cancel = jest.mocked(cancelMyEvent);

// Clicks through user-event take seconds on a busy 2-core machine.
jest.setTimeout(20_000);

const party: MyEventSignUp = {
  eventId: 'ev-party',
  title: 'Sommerfest',
  startsAt: '2026-12-12T14:00:00.000Z',
  endsAt: null,
  place: 'Vereinsheim',
  status: 'CONFIRMED',
  position: null,
  guests: 2,
  deadline: '2026-12-10T22:59:59.999Z',
  canCancel: true,
  isPast: false,
  route: '/sommerfest',
  child: null,
};
const assembly: MyEventSignUp = {
  ...party,
  eventId: 'ev-assembly',
  title: 'Mitgliederversammlung',
  startsAt: '2027-03-05T18:00:00.000Z',
  place: 'Clubraum',
  status: 'WAITING',
  position: 2,
  guests: 0,
  deadline: '2027-03-01T22:59:59.999Z',
  route: null,
};
const closed: MyEventSignUp = {
  ...party,
  eventId: 'ev-closed',
  title: 'Weihnachtsfeier',
  startsAt: '2026-12-19T17:00:00.000Z',
  guests: 0,
  canCancel: false,
};
const past: MyEventSignUp = {
  ...party,
  eventId: 'ev-past',
  title: 'Herbstlauf',
  startsAt: '2026-11-01T09:00:00.000Z',
  guests: 0,
  canCancel: false,
  isPast: true,
};

let userNumber = 0;
function renderList() {
  userNumber += 1;
  const userId = `u${userNumber}`;
  render(
    <ClubProviders>
      <MemoryRouter>
        <MyEvents userId={userId} />
      </MemoryRouter>
    </ClubProviders>,
  );
  return { user: userEvent.setup(), userId };
}
const item = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

beforeAll(() => initI18n('?lang=de'));
beforeEach(async () => {
  clubStore.set(organizationAtom, { id: 'org-1', name: 'demo' } as never);
  fetchList.mockReset();
  cancel.mockReset();
  await act(() => i18n.changeLanguage('de'));
});

describe('MyEvents (Meine Kurse)', () => {
  it('lists the sign-ups in the server’s order with date, place, place or place in line, guests and deadline', async () => {
    fetchList.mockResolvedValue([party, assembly, closed, past]);
    renderList();
    await screen.findByRole('heading', { name: 'Meine Veranstaltungen' });
    const titles = screen.getAllByRole('listitem').map((li) => li.querySelector('.my-events__title')?.textContent);
    expect(titles).toEqual(['Sommerfest', 'Mitgliederversammlung', 'Weihnachtsfeier', 'Herbstlauf']);

    const first = item('Sommerfest');
    expect(first).toHaveTextContent('Sa., 12.12.2026, 15:00 Uhr');
    expect(first).toHaveTextContent('Vereinsheim');
    expect(within(first).getByTestId('my-event-status')).toHaveTextContent('Du hast einen Platz. · mit 2 Gästen');
    expect(first).toHaveTextContent('Abmelden bis Do., 10.12.2026, 23:59 Uhr');
    expect(within(first).getByRole('link', { name: 'Sommerfest' })).toHaveAttribute(
      'href',
      '/sommerfest#event-ev-party',
    );
    expect(within(first).getByRole('button', { name: 'Abmelden' })).toHaveAccessibleDescription('Sommerfest');

    expect(within(item('Mitgliederversammlung')).getByTestId('my-event-status')).toHaveTextContent(
      'Platz 2 auf der Warteliste',
    );
    const late = item('Weihnachtsfeier');
    expect(late).toHaveTextContent('Der Anmeldeschluss (Do., 10.12.2026, 23:59 Uhr) ist vorbei');
    expect(within(late).queryByRole('button', { name: 'Abmelden' })).toBeNull();
    const over = item('Herbstlauf');
    expect(within(over).getByTestId('my-event-status')).toHaveTextContent('Vorbei');
    expect(within(over).queryByRole('button')).toBeNull();
  });

  it('cancels after asking once more; “no” keeps the sign-up and gives the focus back', async () => {
    fetchList.mockResolvedValueOnce([party, assembly]).mockResolvedValue([assembly]);
    cancel.mockResolvedValue();
    const { user, userId } = renderList();
    const button = await screen.findByRole('button', { name: 'Abmelden', description: 'Sommerfest' });
    await user.click(button);
    expect(screen.getByText('Von „Sommerfest“ abmelden? Dein Platz geht an die Warteliste.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ja, abmelden' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Nein, angemeldet bleiben' }));
    expect(cancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Abmelden', description: 'Sommerfest' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Ja, abmelden' }));
    expect(cancel).toHaveBeenCalledWith(userId, 'ev-party', undefined);
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Du bist von „Sommerfest“ abgemeldet.');
    expect(done).toHaveFocus();
    expect(screen.queryByText('Sommerfest')).toBeNull();
    expect(screen.getByText('Mitgliederversammlung')).toBeInTheDocument();
  });

  it('marks a child’s sign-up with the child and cancels that one for the child', async () => {
    const miasParty: MyEventSignUp = { ...party, guests: 0, child: { id: 'child-mia', name: 'Mia Wagner' } };
    fetchList.mockResolvedValueOnce([party, miasParty]).mockResolvedValue([party]);
    cancel.mockResolvedValue();
    const { user, userId } = renderList();
    await screen.findByRole('heading', { name: 'Meine Veranstaltungen' });
    const titles = screen.getAllByRole('listitem').map((li) => li.querySelector('.my-events__title')?.textContent);
    expect(titles).toEqual(['Sommerfest', 'Sommerfest für Mia Wagner']);
    const buttons = screen.getAllByRole('button', { name: 'Abmelden' });
    expect(buttons[1]).toHaveAccessibleDescription('Sommerfest für Mia Wagner');
    const statuses = screen.getAllByTestId('my-event-status').map((cell) => cell.textContent);
    expect(statuses).toEqual(['Du hast einen Platz. · mit 2 Gästen', 'Mia Wagner hat einen Platz.']);
    await user.click(buttons[1]!);
    expect(
      screen.getByText('Mia Wagner von „Sommerfest“ abmelden? Der Platz geht an die Warteliste.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja, abmelden' }));
    expect(cancel).toHaveBeenCalledWith(userId, 'ev-party', 'child-mia');
    expect(await screen.findByRole('status')).toHaveTextContent('Mia Wagner ist von „Sommerfest“ abgemeldet.');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the server’s refusal in its words and keeps the sign-up', async () => {
    fetchList.mockResolvedValue([party]);
    cancel.mockRejectedValue(
      Object.assign(new Error('409'), {
        response: {
          status: 409,
          data: { code: 'EVENT_DEADLINE_PASSED', message: 'Der Anmeldeschluss ist vorbei.', title: 'Anmeldeschluss' },
        },
      }),
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Abmelden' }));
    await user.click(screen.getByRole('button', { name: 'Ja, abmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Anmeldeschluss ist vorbei.');
    expect(screen.getByText('Sommerfest')).toBeInTheDocument();
  });

  it('speaks English: “Cancel sign-up”, the British date and the empty state', async () => {
    await act(() => i18n.changeLanguage('en'));
    fetchList.mockResolvedValueOnce([assembly]);
    renderList();
    const row = (await screen.findByText('Mitgliederversammlung')).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('Fri, 05/03/2027, 19:00');
    expect(within(row).getByTestId('my-event-status')).toHaveTextContent('Number 2 on the waiting list');
    expect(within(row).getByRole('button', { name: 'Cancel sign-up' })).toBeInTheDocument();

    fetchList.mockResolvedValueOnce([]);
    renderList();
    expect(await screen.findByText(/You are not signed up for any event\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the events' })).toHaveAttribute('href', '/events');
  });
});
