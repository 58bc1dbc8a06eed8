import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ClubProviders, initI18n, type MenuItem } from '@club/shared';
import '../../../locales';
import { SectionOverview } from './SectionOverview';

const item = (path: string, name: string, options: Partial<MenuItem> = {}): MenuItem => ({
  id: path,
  path,
  name,
  contentId: null,
  parentId: null,
  children: [],
  position: 0,
  ...options,
});

const sports = item('/header/sports', 'Sports', {
  children: [
    item('/header/sports/ball-sports', 'Ball sports', {
      icon: { name: 'ball', type: 'sport' },
      children: [
        item('/header/sports/ball-sports/football', 'Football', { contentId: 'c1' }),
        item('/header/sports/ball-sports/handball', 'Handball', { contentId: 'c2' }),
      ],
    }),
    item('/header/sports/climbing', 'Climbing', { contentId: 'c3' }),
  ],
});

describe('SectionOverview', () => {
  it('lists the sub-sections with their pages and the section’s own pages as links', () => {
    initI18n('?lang=en');
    render(
      <ClubProviders>
        <MemoryRouter initialEntries={['/sports']}>
          <SectionOverview item={sports} />
        </MemoryRouter>
      </ClubProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeTruthy();
    const areas = screen.getByRole('list', { name: 'Areas' });
    expect(within(areas).getByRole('link', { name: 'Ball sports' }).getAttribute('href')).toBe('/sports/ball-sports');
    expect(within(areas).getByRole('link', { name: 'Football' }).getAttribute('href')).toBe(
      '/sports/ball-sports/football',
    );
    expect(within(areas).getByRole('link', { name: 'Handball' })).toBeTruthy();
    const pages = screen.getByRole('list', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Climbing' }).getAttribute('href')).toBe('/sports/climbing');
  });
});
