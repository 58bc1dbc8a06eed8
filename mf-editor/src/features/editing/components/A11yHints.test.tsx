import { act, render, screen, within } from '@testing-library/react';
import { ClubProviders, clubStore, contentAtom, initI18n, type ContentPage } from '@club/shared';
import '../../../locales';
import { newTemplate } from '../lib/template-ops';
import { a11yHintsAtom } from '../model/a11y-hints';
import { A11yHints } from './A11yHints';

const page = {
  id: 'page-1',
  name: 'Sommerfest',
  templates: [{ ...newTemplate('COMMON_BANNER', 'banner-1'), isNew: false }],
  version: 1,
} as unknown as ContentPage;

describe('A11yHints', () => {
  beforeEach(() => {
    initI18n('?lang=de');
    clubStore.set(contentAtom, (copies) => ({
      published: { ...copies.published, page },
      draft: { ...copies.draft, page },
    }));
    clubStore.set(a11yHintsAtom, null);
  });

  const show = () =>
    render(
      <ClubProviders>
        <A11yHints />
      </ClubProviders>,
    );

  it('announces only the sentence; the hints and their buttons sit outside the live region', () => {
    show();
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => clubStore.set(a11yHintsAtom, [{ kind: 'vagueLink', templateIndex: 0, text: 'hier' }]));

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Hinweise zur Barrierefreiheit (1)');
    expect(within(status).queryAllByRole('button')).toHaveLength(0);
    expect(within(status).queryByRole('list')).toBeNull();

    const hints = screen.getByRole('region', { name: 'Hinweise zur Barrierefreiheit (1)' });
    expect(within(hints).getByRole('listitem')).toHaveTextContent('„hier“');
    expect(within(hints).getByRole('button', { name: /^Zum Baustein/ })).toBeVisible();
  });

  it('says so when a save found nothing', () => {
    show();
    act(() => clubStore.set(a11yHintsAtom, []));
    expect(screen.getByRole('status')).toHaveTextContent('Keine Hinweise zur Barrierefreiheit.');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
