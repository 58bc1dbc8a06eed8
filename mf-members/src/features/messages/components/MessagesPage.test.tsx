import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ClubProviders, clubStore, initI18n, organizationAtom, sessionAtom, type SessionUser } from '@club/shared';
import { answerApi } from '@club/shared/testing/api-answers';
import '../../../locales';
import '../locales';
import { sendClubMessage } from '../api/messages';
import { MessagesPage } from './MessagesPage';

jest.mock('../api/messages', () => ({ sendClubMessage: jest.fn() }));

const admin: SessionUser = {
  id: 'u1',
  exp: 4_000_000_000,
  organizationId: 'org-1',
  email: 'admin@demo.club',
  role: { name: 'ADMINISTRATOR', permissions: [] },
  accessToken: 'token',
};
const sent = {
  id: 'm1',
  createdAt: '2026-11-28T09:05:00Z',
  senderName: 'Anna Hofmann',
  audience: { kind: 'allMembers' as const },
  audienceLabel: 'All members',
  subject: 'Hallenschließung',
  recipients: 12,
  queued: 2,
  sent: 9,
  failed: 1,
};

function renderPage(session: SessionUser = admin) {
  act(() => {
    clubStore.set(organizationAtom, { id: `org-${session.role.name}`, name: 'demo', email: 'info@demo.club' });
    clubStore.set(sessionAtom, session);
  });
  return render(
    <ClubProviders>
      <MemoryRouter>
        <MessagesPage />
      </MemoryRouter>
    </ClubProviders>,
  );
}

// Clicks and typing through user-event take seconds on a busy 2-core machine.
jest.setTimeout(20_000);
beforeAll(() => initI18n('?lang=en'));
let requests: ReturnType<typeof answerApi> = [];
beforeEach(() => {
  requests = answerApi({
    '/messages': [sent],
    '/access': { roles: [], courses: [{ id: 'c1', name: 'Yoga' }], unlinkedTrainers: [], changes: [] },
  });
  jest.mocked(sendClubMessage).mockReset();
});

describe('MessagesPage', () => {
  it('sends to the chosen role and shows the sent list with its delivery state', async () => {
    const user = userEvent.setup();
    jest.mocked(sendClubMessage).mockResolvedValue({ ...sent, id: 'm2', subject: 'Training', recipients: 3 });
    renderPage();
    expect(await screen.findByText('9 of 12 delivered · 2 queued · 1 failed')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A fee category' }));
    expect(screen.getByRole('option', { name: 'Family' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A role' }));
    await user.selectOptions(screen.getByLabelText('Role'), 'COACH');
    await user.click(screen.getByLabelText('Subject (German)'));
    await user.paste('Training');
    await user.click(screen.getByLabelText('Text (German)'));
    await user.paste('Die Halle ist zu.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The message “Training” goes to 3 recipients.');
    expect(sendClubMessage).toHaveBeenCalledWith({
      audience: { kind: 'role', role: 'COACH' },
      subjectDe: 'Training',
      bodyDe: 'Die Halle ist zu.',
      subjectEn: '',
      bodyEn: '',
    });
    expect(screen.getByLabelText('Subject (German)')).toHaveValue('');
    // The sent list is loaded again, with the new message in it.
    const sentListLoads = () => requests.filter((r) => r.method === 'get' && r.url?.endsWith('/messages'));
    await waitFor(() => expect(sentListLoads()).toHaveLength(2));
  });

  it('asks for a course before sending, and keeps the text when the server refuses', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'A course' }));
    await user.click(screen.getByLabelText('Subject (German)'));
    await user.paste('Ausfall');
    await user.click(screen.getByLabelText('Text (German)'));
    await user.paste('Heute nicht.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a course.');
    expect(sendClubMessage).not.toHaveBeenCalled();

    jest.mocked(sendClubMessage).mockRejectedValue(
      Object.assign(new Error('429'), {
        response: {
          status: 429,
          data: { code: 'MESSAGE_RATE_LIMITED', message: 'At most 10 messages an hour.', title: 'Too many' },
        },
      }),
    );
    await user.selectOptions(await screen.findByLabelText('Course'), 'Yoga');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 10 messages an hour.');
    expect(sendClubMessage).toHaveBeenCalledWith(
      expect.objectContaining({ audience: { kind: 'course', eventsGroupId: 'c1' } }),
    );
    expect(screen.getByLabelText('Subject (German)')).toHaveValue('Ausfall');
  });

  it('offers a coach no group form, only the way to their course and their sent list', async () => {
    renderPage({ ...admin, role: { name: 'COACH', permissions: ['WRITE_CALENDAR'] } });
    expect(await screen.findByText('Hallenschließung')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByRole('link', { name: 'To the training schedule' })).toHaveAttribute('href', '/training');
  });
});
