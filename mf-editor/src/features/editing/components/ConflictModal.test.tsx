import { render, screen } from '@testing-library/react';
import { ClubProviders, clubStore, contentAtom, initI18n, type ContentPage } from '@club/shared';
import '../../../locales';
import { fetchPage } from '../api/content-api';
import { newTemplate } from '../lib/template-ops';
import { conflictAtom } from '../model/atoms';
import { ConflictModal } from './ConflictModal';

jest.mock('../api/content-api', () => ({ fetchPage: jest.fn() }));

const banner = { ...newTemplate('COMMON_BANNER', 'banner-1'), isNew: false };
const page = { id: 'page-1', name: 'Handball', templates: [banner], version: 1 } as unknown as ContentPage;

// Issue 34, defect 6: the highlighted (primary) button loaded their version and threw my edits
// away. The safe choice is the primary one; the destructive one is secondary and says so.
describe.each([
  ['de', 'Meine Änderungen behalten', /verwerfen/],
  ['en', 'Keep my changes', /Discard my changes/],
])('ConflictModal (%s)', (language, keep, discard) => {
  beforeEach(() => {
    initI18n(`?lang=${language}`);
    jest
      .mocked(fetchPage)
      .mockResolvedValue({ ...page, version: 2, updatedBy: 'Anna', updatedAt: '2026-06-01T08:00:00Z' });
    clubStore.set(contentAtom, (copies) => ({
      published: { ...copies.published, page },
      draft: { ...copies.draft, page },
    }));
    clubStore.set(conflictAtom, { part: 'page', message: 'conflict' });
  });

  it('makes keeping my edits the primary button and names the discarding one plainly', async () => {
    render(
      <ClubProviders>
        <ConflictModal />
      </ClubProviders>,
    );
    await screen.findByText(/Anna/);
    const primary = screen
      .getAllByRole('button')
      .filter((button) => button.classList.contains('club-button') && !button.className.includes('--secondary'));
    expect(primary.map((button) => button.textContent)).toEqual([keep]);
    const discarding = screen.getByRole('button', { name: discard });
    expect(discarding).toHaveClass('club-button--secondary');
  });
});
