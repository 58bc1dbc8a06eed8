import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ClubProviders, clubStore, contentAtom, initI18n, type ContentPage, type EditorPresence } from '@club/shared';
import '../../../locales';
import { fetchPage, keepDraft } from '../api/content-api';
import { takeOverPage } from '../api/presence-api';
import { newTemplate, setValue } from '../lib/template-ops';
import { isReadOnlyAtom, presenceAtom } from '../model/atoms';
import { updateDraft } from '../model/draft';
import { showPresence } from '../model/presence';
import { PresenceNotice } from './PresenceNotice';

jest.mock('../api/presence-api', () => ({
  joinPresence: jest.fn(),
  nextPresence: jest.fn(),
  takeOverPage: jest.fn(),
  leavePresence: jest.fn(),
}));
jest.mock('../api/content-api', () => ({ keepDraft: jest.fn(), fetchPage: jest.fn() }));

// 28 Nov 2026, Berlin is UTC+1: 09:42Z is 10:42 there.
const today = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, 28, hours! - 1, minutes)).toISOString();
};
const anna = { userId: 'u-anna', name: 'Anna Hofmann', since: today('10:42') };
const jonas = { userId: 'u-jonas', name: 'Jonas Berger', since: today('10:45') };
const presence = (over: Partial<EditorPresence>): EditorPresence => ({
  revision: Math.random().toString(36),
  holder: anna,
  isHolder: true,
  watching: [],
  takenOverBy: null,
  heartbeatSeconds: 15,
  expiresSeconds: 40,
  ...over,
});

const banner = { ...newTemplate('COMMON_BANNER', 'banner-1'), isNew: false };
const titled = (text: string) => {
  const title = banner.fields.find((f) => f.name === 'title')!;
  const value = banner.elements[0]!.values.find((v) => v.fieldId === title.id)!;
  return setValue(banner, banner.elements[0]!.id, value.id, text);
};
const page = { id: 'page-1', name: 'Sommerfest', templates: [titled('Bald')], version: 3 } as unknown as ContentPage;

const show = () =>
  render(
    <ClubProviders>
      <PresenceNotice />
    </ClubProviders>,
  );

describe('PresenceNotice', () => {
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-28T11:00:00Z'));
    initI18n('?lang=de');
    jest.mocked(takeOverPage).mockReset();
    jest.mocked(keepDraft).mockReset().mockResolvedValue(undefined);
    jest.mocked(fetchPage).mockReset().mockResolvedValue(page);
    clubStore.set(presenceAtom, null);
    clubStore.set(contentAtom, (copies) => ({
      published: { ...copies.published, page },
      draft: { ...copies.draft, page },
    }));
  });
  afterEach(() => jest.restoreAllMocks());

  it('says nothing while this editor is alone on the page', () => {
    showPresence('page-1', presence({}));
    const { container } = show();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the holder who else is here, read-only', () => {
    showPresence('page-1', presence({ watching: [jonas] }));
    show();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ebenfalls im Bearbeitungsmodus, nur lesend: Jonas Berger (seit 10:45)',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(clubStore.get(isReadOnlyAtom)).toBe(false);
  });

  it('shows the second administrator who edits since when, and takes the page over', async () => {
    showPresence('page-1', presence({ isHolder: false }));
    show();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Anna Hofmann bearbeitet diese Seite seit 10:42. Du siehst sie nur an.',
    );
    expect(clubStore.get(isReadOnlyAtom)).toBe(true);
    jest
      .mocked(takeOverPage)
      .mockResolvedValue(presence({ holder: { ...jonas, since: today('10:50') }, watching: [anna] }));
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeitung übernehmen' }));
    expect(
      await screen.findByText('Ebenfalls im Bearbeitungsmodus, nur lesend: Anna Hofmann (seit 10:42)'),
    ).toBeVisible();
    expect(takeOverPage).toHaveBeenCalledWith('page-1');
    expect(clubStore.get(isReadOnlyAtom)).toBe(false);
  });

  it('tells the first one who took over; their edits are kept as a draft and the page is read-only', async () => {
    showPresence('page-1', presence({ watching: [jonas] }));
    updateDraft('page', (content) => ({ ...content, templates: [titled('Noch nicht gespeichert')] }));
    show();
    act(() =>
      showPresence(
        'page-1',
        presence({
          holder: { ...jonas, since: today('10:47') },
          isHolder: false,
          takenOverBy: { name: 'Jonas Berger', at: today('10:47') },
        }),
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Jonas Berger hat die Bearbeitung um 10:47 übernommen. Deine ungespeicherten Änderungen bleiben als Entwurf erhalten',
    );
    await waitFor(() => expect(keepDraft).toHaveBeenCalledTimes(1));
    const kept = jest.mocked(keepDraft).mock.calls[0]![0];
    expect(kept.templates[0]).toEqual(titled('Noch nicht gespeichert'));
    // Read-only: nothing changes the draft until the page is taken back.
    updateDraft('page', (content) => ({ ...content, templates: [] }));
    expect(clubStore.get(contentAtom).draft.page!.templates).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Bearbeitung zurückholen' })).toBeEnabled();
  });

  it('speaks English in the English editor', () => {
    initI18n('?lang=en');
    showPresence('page-1', presence({ isHolder: false }));
    show();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Anna Hofmann has been editing this page since 10:42. You are viewing it read-only.',
    );
    expect(screen.getByRole('button', { name: 'Take over editing' })).toBeVisible();
  });
});
