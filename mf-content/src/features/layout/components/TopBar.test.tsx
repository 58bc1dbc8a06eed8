import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ClubProviders, clubStore, initI18n, organizationAtom, sessionAtom, type SessionUser } from '@club/shared';
import '../../../locales';
import { TopBar } from './TopBar';
import { topMenu } from '../../../testing/test-menus';

const member: SessionUser = {
  id: 'u1',
  exp: 4_000_000_000,
  organizationId: 'org-1',
  email: 'member@demo.club',
  displayName: 'Lena Wagner',
  role: { name: 'MEMBER_USER', permissions: [] },
  accessToken: 'token',
};

function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="location">{pathname + hash}</output>;
}

function renderTopBar() {
  initI18n('?lang=en');
  return render(
    <ClubProviders>
      <MemoryRouter>
        <TopBar topMenu={topMenu} socialLinks={['https://www.instagram.com/club', 'https://club.example.org']} />
        <Where />
      </MemoryRouter>
    </ClubProviders>,
  );
}

describe('TopBar', () => {
  beforeEach(() => {
    clubStore.set(organizationAtom, { id: 'org-1', name: 'demo', email: 'info@demo.club' });
  });

  it('shows the top menu links, social icons and LOGIN for a visitor', () => {
    act(() =>
      clubStore.set(sessionAtom, {
        ...member,
        email: 'info@demo.club',
        role: { name: 'FRONTEND_USER', permissions: [] },
      }),
    );
    renderTopBar();
    expect(screen.getByRole('link', { name: 'Members' }).getAttribute('href')).toBe('/members');
    expect(screen.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe('/become-a-member');
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Website' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'LOGIN' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Profile menu/ })).toBeNull();
  });

  it('shows the avatar with a keyboard-usable profile menu when logged in', async () => {
    const user = userEvent.setup();
    act(() => clubStore.set(sessionAtom, member));
    renderTopBar();
    expect(screen.queryByRole('link', { name: 'LOGIN' })).toBeNull();
    const avatar = await screen.findByRole('button', { name: 'Profile menu of Lena Wagner' });
    expect(avatar.textContent).toBe('LW');

    await user.click(avatar);
    expect(avatar.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/members');
    expect(screen.getByRole('link', { name: 'Associated profiles' }).getAttribute('href')).toBe(
      '/members#associatedProfiles',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(document.activeElement).toBe(avatar);

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('link', { name: 'Payment methods' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/members#payments');
    expect(screen.queryByRole('link', { name: 'Payment methods' })).toBeNull();
  });
});
