import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { ClubProviders, initI18n } from '@club/shared';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import '../../../locales';
import { fetchParticipants } from '../api/attendance';
import { fetchWaitingList } from '../api/waiting-list';
import { ParticipantsModal } from './ParticipantsModal';

jest.mock('../api/attendance', () => ({ fetchParticipants: jest.fn(), markAttendance: jest.fn() }));
jest.mock('../api/waiting-list', () => ({ fetchWaitingList: jest.fn() }));

const entry = { id: 'd1', name: 'Functional Training', eventsGroupId: 'g1' } as ScheduleEntry;
const refused = (message: string) =>
  Object.assign(new Error('Request failed with status code 403'), {
    response: { status: 403, data: { code: 'NOT_COACH_OF_COURSE', message, title: 'Forbidden' } },
  });

beforeAll(() => initI18n('?lang=en'));
beforeEach(() => jest.mocked(fetchWaitingList).mockResolvedValue([]));

describe('ParticipantsModal', () => {
  it("says in the server's words why the list is refused", async () => {
    jest
      .mocked(fetchParticipants)
      .mockRejectedValue(refused('Only the coaches of this course and administrators see its participants.'));
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
    jest.mocked(fetchParticipants).mockRejectedValue(new Error('Network Error'));
    render(
      <ClubProviders>
        <ParticipantsModal entry={{ ...entry, id: 'offline' }} onClose={() => {}} />
      </ClubProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The participants could not be loaded.');
  });
});
