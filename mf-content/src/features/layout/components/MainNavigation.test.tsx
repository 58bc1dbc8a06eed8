import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ClubProviders, initI18n } from '@club/shared';
import '../../../locales';
import { MainNavigation } from './MainNavigation';
import { headerMenu } from '../../../testing/test-menus';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderNavigation() {
  initI18n('?lang=en');
  return render(
    <ClubProviders>
      <MemoryRouter initialEntries={['/']}>
        <MainNavigation menu={headerMenu} />
        <Where />
      </MemoryRouter>
    </ClubProviders>,
  );
}

describe('MainNavigation', () => {
  it('opens a level-1 item into columns with icons and level-3 links', async () => {
    const user = userEvent.setup();
    renderNavigation();
    const sports = screen.getByRole('button', { name: 'Sports' });
    expect(sports.getAttribute('aria-expanded')).toBe('false');

    await user.click(sports);

    expect(sports.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Sports' });
    expect(within(panel).getByRole('heading', { name: 'Ball sports' })).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Water sports' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Football' }).getAttribute('href')).toBe(
      '/sports/ball-sports/football',
    );
    expect(document.activeElement).toBe(within(panel).getByRole('searchbox', { name: 'Search in Sports' }));
  });

  it('filters the panel links with its search box', async () => {
    const user = userEvent.setup();
    renderNavigation();
    await user.click(screen.getByRole('button', { name: 'Sports' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search in Sports' }), 'hand');

    const panel = screen.getByRole('region', { name: 'Sports' });
    expect(within(panel).getByRole('link', { name: 'Handball' })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Football' })).toBeNull();
    expect(within(panel).queryByRole('heading', { name: 'Water sports' })).toBeNull();

    await user.clear(screen.getByRole('searchbox', { name: 'Search in Sports' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search in Sports' }), 'cricket');
    expect(within(panel).getByRole('status').textContent).toBe('No results');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderNavigation();
    const sports = screen.getByRole('button', { name: 'Sports' });
    await user.click(sports);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('region', { name: 'Sports' })).toBeNull();
    expect(sports.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(sports);
  });

  it('closes when a link navigates', async () => {
    const user = userEvent.setup();
    renderNavigation();
    await user.click(screen.getByRole('button', { name: 'Sports' }));

    await user.click(screen.getByRole('link', { name: 'Swimming' }));

    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/sports/water-sports/swimming');
    expect(screen.queryByRole('region', { name: 'Sports' })).toBeNull();
  });

  it('opens with the keyboard and links items without children directly', async () => {
    const user = userEvent.setup();
    renderNavigation();
    expect(screen.getByRole('link', { name: 'Who we are' }).getAttribute('href')).toBe('/who-we-are');
    const fanshop = screen.getByRole('link', { name: 'Fanshop' });
    expect(fanshop.getAttribute('target')).toBe('_blank');
    expect(fanshop.getAttribute('rel')).toBe('noopener noreferrer');

    act(() => screen.getByRole('button', { name: 'Sports' }).focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Sports' })).toBeTruthy();
  });
});
