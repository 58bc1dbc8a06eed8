import { fireEvent, render, screen, within } from '@testing-library/react';
import { ClubProviders, clubStore, initI18n, organizationAtom, type MediaItem } from '@club/shared';
import { answerApi } from '@club/shared/testing/api-answers';
import '../../../locales';
import { MediaPicker } from './MediaPicker';

const picture = (id: string, name: string): MediaItem => ({
  id,
  href: `/files/${id}/original.png`,
  srcset: '',
  labels: ['becken'],
  name,
  focus: { x: 50, y: 50 },
});

describe('MediaPicker list', () => {
  beforeEach(() => {
    initI18n('?lang=de');
    clubStore.set(organizationAtom, { id: 'org-1', name: 'demo' } as never);
  });

  it('keeps a fresh upload in the list when an older search answer arrives after it (a busy server)', async () => {
    let answerSearch: (items: MediaItem[]) => void = () => undefined;
    const heldSearch = new Promise<MediaItem[]>((resolve) => (answerSearch = resolve));
    answerApi({
      '/multimedia/generic': picture('new', 'becken morgens'),
      // The search was computed before the upload was stored: it holds only the old picture.
      '/multimedia': () => heldSearch,
    });
    render(
      <ClubProviders>
        <MediaPicker isOpen onClose={() => undefined} onPick={() => undefined} />
      </ClubProviders>,
    );
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'becken-morgens.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Neues Bild hochladen'), { target: { files: [file] } });
    const list = screen.getByRole('list', { name: 'Bilder' });
    expect(await within(list).findByRole('button', { name: 'Bild becken morgens verwenden' })).toBeVisible();

    answerSearch([picture('old', 'Halle')]);
    expect(await within(list).findByRole('button', { name: 'Bild Halle verwenden' })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Bild becken morgens verwenden' })).toBeVisible();
  });
});
