import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ClubProviders, clubStore, i18n, initI18n, organizationAtom } from '@club/shared';
import type { Family, MyCourse } from '@club/shared/contracts/schemas';
import { answerApi } from '@club/shared/testing/api-answers';
import '../locales';
import '../../my-courses';
import { acceptInvitation, addChild, inviteAdult, removeChild } from '../api/families';
import { FamilyProfiles } from './FamilyProfiles';

jest.mock('../api/families', () => ({
  addChild: jest.fn(),
  updateChild: jest.fn(),
  removeChild: jest.fn(),
  inviteAdult: jest.fn(),
  acceptInvitation: jest.fn(),
}));

const mia = {
  id: 'c1',
  firstName: 'Mia',
  lastName: 'Wagner',
  birthDate: '2018-05-01',
  guardians: [{ id: 'u1', name: 'Lena Wagner' }],
};
const family: Family = { children: [mia], linkedAdults: [], invitations: [] };
const swimming: MyCourse = {
  id: 'g1',
  name: 'Swimming for kids',
  path: null,
  categoryId: null,
  nextDate: '2027-05-04T15:00:00.000Z',
  child: { id: 'c1', name: 'Mia Wagner' },
};

const show = (url = '/members#associatedProfiles') =>
  render(
    <ClubProviders>
      <MemoryRouter initialEntries={[url]}>
        <FamilyProfiles userId="u1" courses={[swimming]} />
      </MemoryRouter>
    </ClubProviders>,
  );

beforeAll(() => initI18n('?lang=en'));
let requests: ReturnType<typeof answerApi> = [];
const familyLoads = () => requests.filter((request) => request.url?.endsWith('/users/u1/family'));
beforeEach(async () => {
  // Each test its own club: the page cache keeps answers per call.
  clubStore.set(organizationAtom, { id: `org-${Math.random()}`, name: 'demo' } as never);
  requests = answerApi({ '/family': family });
  await i18n.changeLanguage('en');
});

describe('FamilyProfiles', () => {
  it("lists a child with the child's course and next date", async () => {
    show();
    expect(await screen.findByText('Mia Wagner')).toBeInTheDocument();
    expect(screen.getByText('born 01-05-2018')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Courses of Mia' })).toHaveTextContent(
      'Swimming for kids · Next date: 04-05-2027, 17:00',
    );
  });

  it('adds a child only with valid names and a past birth date', async () => {
    jest.mocked(addChild).mockResolvedValue({ ...mia, id: 'c2', firstName: 'Tom' });
    show();
    await screen.findByText('Mia Wagner');
    const user = userEvent.setup();
    const form = screen.getByRole('button', { name: 'Add child' }).closest('form')!;
    const inside = (label: string) => form.querySelector(`#${CSS.escape(screen.getAllByLabelText(label).at(-1)!.id)}`)!;
    await user.type(inside('First name') as HTMLElement, 'T');
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    expect(screen.getByText('Please use 2 to 30 letters and spaces only.')).toBeInTheDocument();
    expect(addChild).not.toHaveBeenCalled();

    await user.type(inside('First name') as HTMLElement, 'om');
    await user.type(inside('Last name') as HTMLElement, 'Wagner');
    await user.type(inside('Birth date') as HTMLElement, '2019-03-02');
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    await waitFor(() =>
      expect(addChild).toHaveBeenCalledWith('u1', { firstName: 'Tom', lastName: 'Wagner', birthDate: '2019-03-02' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Tom Wagner has been added.');
    // The family is loaded again after the change.
    await waitFor(() => expect(familyLoads()).toHaveLength(2));
  });

  it('asks before removing a child and says so in German', async () => {
    await i18n.changeLanguage('de');
    jest.mocked(removeChild).mockResolvedValue();
    show();
    await screen.findByText('Mia Wagner');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mia Wagner entfernen' }));
    expect(screen.getByText('Mia Wagner aus deiner Familie entfernen?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ja, entfernen' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ja, entfernen' }));
    await waitFor(() => expect(removeChild).toHaveBeenCalledWith('u1', 'c1'));
  });

  it('invites an adult in the chosen language and accepts an invitation from the link', async () => {
    jest.mocked(inviteAdult).mockResolvedValue();
    jest.mocked(acceptInvitation).mockResolvedValue(family);
    show('/members?familyInvitation=abcdefghijklmnopqrstuvwxyz#associatedProfiles');
    await screen.findByText('Mia Wagner');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address of the adult'), 'papa@example.org');
    await user.selectOptions(screen.getByLabelText('Language of the invitation'), 'de');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(inviteAdult).toHaveBeenCalledWith('u1', 'papa@example.org', 'de'));

    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(acceptInvitation).toHaveBeenCalledWith('abcdefghijklmnopqrstuvwxyz'));
    expect(await screen.findByText('Your profiles are linked now.')).toBeInTheDocument();
  });
});
