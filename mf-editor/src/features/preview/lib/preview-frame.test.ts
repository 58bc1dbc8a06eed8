import type { ContentCopies, ContentPage } from '@club/shared';
import { mergeDrafts, previewPanelWidth, previewScale } from './preview-frame';

const page = (id: string, name: string): ContentPage => ({ id, name, menuId: null, editable: true, templates: [] });

describe('width preview', () => {
  it('shows each draft in place of the same content, and leaves another page alone', () => {
    const shown: ContentCopies = { page: page('a', 'Saved'), footer: page('f', 'Footer'), socialMedia: null };
    const drafts: ContentCopies = { page: page('a', 'Draft'), footer: page('f', 'Footer draft'), socialMedia: null };
    expect(mergeDrafts(shown, drafts)).toEqual({ ...drafts, socialMedia: null });
    const elsewhere = { ...shown, page: page('b', 'Another page') };
    expect(mergeDrafts(elsewhere, drafts)?.page?.name).toBe('Another page');
    expect(mergeDrafts({ ...shown, footer: drafts.footer }, { ...drafts, page: shown.page })).toBeNull();
  });

  it('shows the phone at full size and scales tablet and desktop into at most 45 % of the screen', () => {
    expect(previewPanelWidth(1440, 375)).toBe(399);
    expect(previewPanelWidth(1440, 1440)).toBe(648);
    expect(previewScale(375, 375)).toBe(1);
    expect(previewScale(1440, 624)).toBeCloseTo(0.433, 3);
  });
});
