import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ClubProviders, clubStore, initI18n, organizationAtom } from '@club/shared';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { answerApi } from '@club/shared/testing/api-answers';
import '../../../locales';
import { markAttendance } from '../api/attendance';
import { ParticipantsModal } from './ParticipantsModal';

jest.mock('../api/attendance', () => ({ markAttendance: jest.fn() }));

const entry = { id: 'd1', name: 'Functional Training', eventsGroupId: 'g1' } as ScheduleEntry;
const refused = (message: string) =>
  Object.assign(new Error('Request failed with status code 403'), {
    response: { status: 403, data: { code: 'NOT_COACH_OF_COURSE', message, title: 'Forbidden' } },
  });
/** The participants call fails with `error`; the course's waiting list is empty. */
const participantsFail = (error: Error) =>
  answerApi({
    '/participants': () => {
      throw error;
    },
    '/waiting-list': [],
  });

beforeAll(() => initI18n('?lang=en'));
beforeEach(() => clubStore.set(organizationAtom, { id: `org-${Math.random()}`, name: 'demo' } as never));

describe('ParticipantsModal', () => {
  it("says in the server's words why the list is refused", async () => {
    participantsFail(refused('Only the coaches of this course and administrators see its participants.'));
    render(
      <ClubProviders>
        <ParticipantsModal entry={{ ...entry, id: 'refused' }} onClose={() => {}} />
      </ClubProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the coaches of this course and administrators see its participants.',
    );
  });

  it('falls back to its own words when no answer came', async () => {
    participantsFail(new Error('Network Error'));
    render(
      <ClubProviders>
        <ParticipantsModal entry={{ ...entry, id: 'offline' }} onClose={() => {}} />
      </ClubProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The participants could not be loaded.');
  });

  it('ticks a person at once: the count follows, the list is not loaded again, the waiting list shows', async () => {
    const person = { email: '', guardians: null, attending: null, present: null };
    const sent = answerApi({
      '/participants': {
        date: { id: 'd1', eventsGroupId: 'g1', startDateTime: '', endDateTime: '', cancelled: false, place: '' },
        participants: [
          { ...person, userId: 'u-ada', name: 'Ada Berg' },
          { ...person, userId: 'u-ben', name: 'Ben Hahn', present: true },
        ],
      },
      '/waiting-list': [{ userId: 'u-cem', name: 'Cem Arslan', offerExpiresAt: null }],
    });
    jest.mocked(markAttendance).mockResolvedValue();
    render(
      <ClubProviders>
        <ParticipantsModal entry={entry} onClose={() => {}} />
      </ClubProviders>,
    );
    expect(await screen.findByText('1 of 2 present')).toBeInTheDocument();
    expect(await screen.findByText('Cem Arslan')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /Ada Berg/ }));
    expect(await screen.findByText('2 of 2 present')).toBeInTheDocument();
    expect(markAttendance).toHaveBeenCalledWith('d1', 'u-ada', true);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Ada Berg/ })).toBeChecked());
    expect(sent.filter((request) => request.url?.endsWith('/participants'))).toHaveLength(1);
  });
});
