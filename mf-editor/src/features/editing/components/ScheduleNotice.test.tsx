import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ClubProviders, clubStore, contentAtom, initI18n, pageFlagsAtom, type ContentPage } from '@club/shared';
import '../../../locales';
import { cancelSchedule, fetchDraft, fetchSchedule } from '../api/content-api';
import { newTemplate, setValue } from '../lib/template-ops';
import { scheduleAtom } from '../model/atoms';
import { setEditMode } from '../model/draft';
import { ScheduleNotice } from './ScheduleNotice';

jest.mock('../api/content-api', () => ({
  cancelSchedule: jest.fn(),
  fetchDraft: jest.fn(),
  fetchSchedule: jest.fn(),
  publishScheduledNow: jest.fn(),
  reschedulePage: jest.fn(),
}));

const banner = { ...newTemplate('COMMON_BANNER', 'banner-1'), isNew: false };
const titled = (text: string) => {
  const title = banner.fields.find((f) => f.name === 'title')!;
  const value = banner.elements[0]!.values.find((v) => v.fieldId === title.id)!;
  return setValue(banner, banner.elements[0]!.id, value.id, text);
};
const page = { id: 'page-1', name: 'Sommerfest', templates: [titled('Bald')], version: 3 } as unknown as ContentPage;
const scheduled = { name: 'Sommerfest', templates: [titled('Am 5. Juli')], version: 3 };
const shownTitle = () => clubStore.get(contentAtom).draft.page!.templates[0]!.elements[0]!.values[0]!.value;

describe('ScheduleNotice', () => {
  beforeEach(() => {
    initI18n('?lang=de');
    jest.mocked(fetchSchedule).mockResolvedValue({
      id: 's-1',
      publishAt: '2026-07-01T08:00:00.000Z',
      author: 'Anna',
      status: 'pending',
      error: null,
      errorCode: null,
    });
    jest.mocked(cancelSchedule).mockReset().mockResolvedValue(undefined);
    jest.mocked(fetchDraft).mockResolvedValue({ ...scheduled, language: 'de', updatedAt: '2026-06-01T08:00:00.000Z' });
    clubStore.set(scheduleAtom, null);
    clubStore.set(contentAtom, (copies) => ({
      published: { ...copies.published, page },
      draft: { ...copies.draft, page },
    }));
    setEditMode(false);
  });
  const show = async () => {
    render(
      <ClubProviders>
        <ScheduleNotice />
      </ClubProviders>,
    );
    await screen.findByText(/Geplant: Diese Seite wird am/);
  };

  // Issue 34 defect 3: cancelling threw the scheduled edits away without a word.
  it('puts the scheduled version back into the editor when the schedule is cancelled', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Planung abbrechen' }));
    await waitFor(() => expect(shownTitle()).toBe('Am 5. Juli'));
    expect(cancelSchedule).toHaveBeenCalledWith('page-1');
    expect(clubStore.get(pageFlagsAtom).isEditModeOn).toBe(true);
    expect(clubStore.get(contentAtom).published.page).toBe(page);
  });

  it('asks before the scheduled version replaces unsaved changes', async () => {
    clubStore.set(contentAtom, (copies) => ({
      ...copies,
      draft: { ...copies.draft, page: { ...page, templates: [titled('Noch nicht gespeichert')] } },
    }));
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Planung abbrechen' }));
    expect(screen.getByText('Die geplante Fassung ersetzt deine ungespeicherten Änderungen.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Planung behalten' }));
    expect(cancelSchedule).not.toHaveBeenCalled();
    expect(shownTitle()).toBe('Noch nicht gespeichert');
    fireEvent.click(screen.getByRole('button', { name: 'Planung abbrechen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Trotzdem abbrechen' }));
    await waitFor(() => expect(shownTitle()).toBe('Am 5. Juli'));
  });
});
