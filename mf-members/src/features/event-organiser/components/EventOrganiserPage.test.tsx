import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ClubProviders, clubStore, initI18n, organizationAtom, sessionAtom, type SessionUser } from '@club/shared';
import { answerApi } from '@club/shared/testing/api-answers';
import '../../../locales';
import { saveFile } from '../../applications';
import { downloadSignUpsCsv, type EventSignUpRow, type EventSummary } from '../api/organiser';
import { EventOrganiserPage } from './EventOrganiserPage';

jest.mock('../api/organiser', () => ({ downloadSignUpsCsv: jest.fn() }));
jest.mock('../../applications', () => ({ saveFile: jest.fn(), errorMessageOf: jest.fn(async () => null) }));

// Clicks through user-event take seconds on a busy 2-core machine.
jest.setTimeout(20_000);

const admin: SessionUser = {
  id: 'u1',
  exp: 4_000_000_000,
  organizationId: 'org-1',
  email: 'admin@demo.club',
  role: { name: 'ADMINISTRATOR', permissions: [] },
  accessToken: 'token',
};
const party: EventSummary = {
  id: 'ev-party',
  title: 'Sommerfest',
  priceCents: 0,
  startsAt: '2027-07-10T13:00:00.000Z',
  endsAt: null,
  place: 'Vereinsheim',
  description: '',
  picture: '',
  pictureAlt: '',
  placesTotal: 5,
  placesLeft: 0,
  waiting: 2,
  deadline: '2027-07-01T21:59:59.999Z',
  isOpen: true,
  guestsAllowed: true,
  questions: [
    { id: 'q1', question: 'Was bringst du mit?', kind: 'choice', options: ['Salat', 'Kuchen'], required: true },
    { id: 'q2', question: 'Vegetarisch?', kind: 'yesNo', options: [], required: false },
  ],
  route: '/sommerfest',
};
const assembly: EventSummary = { ...party, id: 'ev-assembly', title: 'Versammlung', placesTotal: null, questions: [] };
const row = (id: string, name: string, status: EventSignUpRow['status'], guests = 0, answers = {}) => ({
  id,
  name,
  email: `${id}@example.org`,
  guests,
  status,
  isMember: id === 'lena',
  createdAt: '2027-06-01T08:30:00.000Z',
  answers,
  payment: null as EventSignUpRow['payment'],
  signedUpBy: null as string | null,
});

let orgNumber = 0;
function renderPage(session: SessionUser = admin) {
  orgNumber += 1;
  act(() => {
    clubStore.set(organizationAtom, { id: `org-${orgNumber}`, name: 'demo', email: 'info@demo.club' });
    clubStore.set(sessionAtom, session);
  });
  render(
    <ClubProviders>
      <MemoryRouter>
        <EventOrganiserPage />
      </MemoryRouter>
    </ClubProviders>,
  );
  return userEvent.setup();
}

// The API: the club's events and each event's sign-ups (GET .../events/:eventId/sign-ups).
const fetchOrganiserEvents = jest.fn<Promise<EventSummary[]>, []>();
const fetchSignUps = jest.fn<Promise<EventSignUpRow[]>, [string]>();
let requests: ReturnType<typeof answerApi> = [];

beforeAll(() => initI18n('?lang=de'));
beforeEach(() => {
  requests = answerApi({
    '/sign-ups': (request: { url?: string }) => fetchSignUps(request.url!.split('/').at(-2)!),
    '/events': () => fetchOrganiserEvents(),
  });
  fetchOrganiserEvents.mockReset().mockResolvedValue([party, assembly]);
  fetchSignUps
    .mockReset()
    .mockImplementation(async (eventId) =>
      eventId === 'ev-party'
        ? [
            row('anna', 'Anna Schmidt', 'CONFIRMED', 2, { q1: 'Kuchen', q2: 'yes' }),
            row('lena', 'Lena Wagner', 'CONFIRMED', 0, { q1: 'Salat', q2: 'no' }),
            row('ben', 'Ben Weber', 'WAITING', 0, { q1: 'Salat' }),
            row('cem', 'Cem Yilmaz', 'WAITING'),
            { ...row('mia', 'Mia Wagner', 'CONFIRMED'), email: 'lena@example.org', signedUpBy: 'Lena Wagner' },
          ]
        : [row('dora', 'Dora Klein', 'CONFIRMED', 3)],
    );
  jest.mocked(downloadSignUpsCsv).mockReset();
  jest.mocked(saveFile).mockReset();
});

describe('EventOrganiserPage', () => {
  it('shows each event’s places taken and free, the waiting list and every sign-up with its answers', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Veranstaltungen: Anmeldungen', level: 1 })).toBeInTheDocument();
    const event = await screen.findByRole('article', { name: 'Sommerfest' });
    const table = await within(event).findByRole('table', { name: 'Anmeldungen zu „Sommerfest“' });
    expect(within(event).getByTestId('event-places')).toHaveTextContent('5 von 5 belegt, 0 frei');
    expect(within(event).getByTestId('event-waiting')).toHaveTextContent('2 Personen');
    expect(event).toHaveTextContent('Sa., 10.07.2027, 15:00 Uhr');

    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual([
      'Name',
      'E-Mail',
      'Gäste',
      'Status',
      'Mitglied',
      'Angemeldet am',
      'Angemeldet von',
      'Was bringst du mit?',
      'Vegetarisch?',
    ]);
    const anna = within(table).getByRole('row', { name: /Anna Schmidt/ });
    expect(
      within(anna)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['anna@example.org', '2', 'bestätigt', 'nein', 'Di., 01.06.2027, 10:30 Uhr', '', 'Kuchen', 'ja']);
    // A child a guardian signed up: the child's name, the guardian's e-mail and name.
    const mia = within(table).getByRole('row', { name: /Mia Wagner/ });
    expect(mia).toHaveTextContent('lena@example.org');
    expect(within(mia).getAllByRole('cell')[5]).toHaveTextContent('Lena Wagner');
    expect(within(table).getByRole('row', { name: /Cem Yilmaz/ })).toHaveTextContent('Warteliste, Platz 2');
    expect(within(table).getByRole('row', { name: /^Lena Wagner/ })).toHaveTextContent('ja');

    const unlimited = screen.getByRole('article', { name: 'Versammlung' });
    expect(await within(unlimited).findByText('4 belegt (ohne Begrenzung)')).toBeInTheDocument();
    expect(within(unlimited).getByTestId('event-waiting')).toHaveTextContent('0 Personen');
  });

  it('shows a paid event’s payments: paid, and a refunded sign-up as cancelled', async () => {
    fetchSignUps.mockImplementation(async (eventId) =>
      eventId === 'ev-party'
        ? [
            { ...row('anna', 'Anna Schmidt', 'CONFIRMED', 1), payment: 'PAID' as const },
            { ...row('ben', 'Ben Weber', 'CANCELLED'), payment: 'REFUNDED' as const },
          ]
        : [],
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Anmeldungen zu „Sommerfest“' });
    expect(within(table).getByRole('row', { name: /Anna Schmidt/ })).toHaveTextContent('bestätigt · bezahlt');
    expect(within(table).getByRole('row', { name: /Ben Weber/ })).toHaveTextContent('abgemeldet · erstattet');
    // A refunded sign-up holds no place.
    const event = screen.getByRole('article', { name: 'Sommerfest' });
    expect(within(event).getByTestId('event-places')).toHaveTextContent('2 von 5 belegt, 3 frei');
  });

  it('downloads the event’s CSV from the API under a readable file name', async () => {
    const blob = new Blob(['\uFEFFName;E-Mail'], { type: 'text/csv' });
    jest.mocked(downloadSignUpsCsv).mockResolvedValue(blob);
    const user = renderPage();
    const event = await screen.findByRole('article', { name: 'Sommerfest' });
    await user.click(within(event).getByRole('button', { name: 'CSV herunterladen' }));
    expect(downloadSignUpsCsv).toHaveBeenCalledWith('ev-party');
    expect(saveFile).toHaveBeenCalledWith(blob, 'anmeldungen-sommerfest.csv');
  });

  it('says so to someone who may not read sign-ups, and asks the API for nothing', async () => {
    renderPage({ ...admin, role: { name: 'MEMBER_USER', permissions: [] } });
    expect(
      await screen.findByText(
        'Diese Seite ist für Administratoren und Redakteure mit dem Recht, Inhalte zu bearbeiten.',
      ),
    ).toBeInTheDocument();
    expect(fetchOrganiserEvents).not.toHaveBeenCalled();
    expect(fetchSignUps).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });

  it('shows the list to an editor with WRITE_CONTENT', async () => {
    renderPage({ ...admin, role: { name: 'COACH', permissions: ['WRITE_CONTENT'] } });
    expect(await screen.findByRole('article', { name: 'Versammlung' })).toBeInTheDocument();
  });
});
