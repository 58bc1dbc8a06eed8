import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClubProviders, clubStore, i18n, initI18n, organizationAtom } from '@club/shared';
import type { TreasurerMember } from '@club/shared/contracts/schemas';
import '../locales';
import { answerApi } from '@club/shared/testing/api-answers';
import { MembersTable } from './MembersTable';

const member = (m: Partial<TreasurerMember>): TreasurerMember => ({
  userId: 'u',
  memberNumber: null,
  firstName: null,
  lastName: null,
  displayName: '',
  email: '',
  memberSince: '2026-11-25',
  streetNumber: null,
  postCode: null,
  city: null,
  typeId: null,
  people: null,
  monthlyCents: null,
  mandate: null,
  ...m,
});

const members = [
  member({
    userId: 'a',
    memberNumber: 12,
    firstName: 'Max',
    lastName: 'Adler',
    typeId: 5,
    people: 3,
    monthlyCents: 3500,
  }),
  member({
    userId: 'b',
    memberNumber: 3,
    firstName: 'Ida',
    lastName: 'Özdemir',
    typeId: 1,
    people: 1,
    monthlyCents: 1950,
  }),
];

beforeAll(() => initI18n('?lang=en'));
beforeEach(async () => {
  clubStore.set(organizationAtom, { id: `org-${Math.random()}`, name: 'demo' } as never);
  answerApi({ '/members': members, '/applications': [] });
  await i18n.changeLanguage('en');
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('MembersTable', () => {
  it('shows each member’s number, category and monthly fee', async () => {
    render(
      <ClubProviders>
        <MembersTable />
      </ClubProviders>,
    );
    const ida = (await screen.findByText('Özdemir, Ida')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: /Member no\./ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Membership' })).toBeInTheDocument();
    expect(cellsOf(ida)).toEqual(expect.arrayContaining(['3', 'For me', '€19.50']));
    const adler = screen.getByText('Adler, Max').closest('tr')!;
    expect(cellsOf(adler)).toEqual(expect.arrayContaining(['12', 'Family', '€35.00']));
  });

  it('sorts by member number as numbers (3 before 12)', async () => {
    render(
      <ClubProviders>
        <MembersTable />
      </ClubProviders>,
    );
    await screen.findByText('Özdemir, Ida');
    await userEvent.click(screen.getByRole('button', { name: /Member no\./ }));
    const names = screen.getAllByRole('row').flatMap((row) => within(row).queryAllByText(/, (Ida|Max)$/));
    expect(names.map((cell) => cell.textContent)).toEqual(['Özdemir, Ida', 'Adler, Max']);
  });
});
