import { act, fireEvent, render, screen } from '@testing-library/react';
import { ClubProviders, clubStore, contentAtom, initI18n, type ContentPage } from '@club/shared';
import '../../../locales';
import { newTemplate } from '../lib/template-ops';
import { chooserAtom, editingAtom } from '../model/atoms';
import { TemplateChooser } from './TemplateChooser';
import { TemplateModal } from './TemplateModal';

const page = {
  id: 'page-1',
  name: 'Vereinsheim',
  templates: [{ ...newTemplate('COMMON_BANNER', 'banner-1'), isNew: false }],
  version: 1,
} as unknown as ContentPage;
const blocks = () => clubStore.get(contentAtom).draft.page!.templates.map((t) => t.type);

/** Add-template mode: "add here" after the banner, choose the accordion, insert it. */
function addAccordion() {
  act(() => clubStore.set(chooserAtom, 1));
  fireEvent.click(screen.getByRole('radio', { name: 'Akkordeon' }));
  fireEvent.click(screen.getByRole('button', { name: 'Vorlage einfügen' }));
  expect(screen.getByRole('dialog', { name: 'Akkordeon bearbeiten' })).toBeInTheDocument();
}

describe('TemplateModal', () => {
  beforeEach(() => {
    initI18n('?lang=de');
    clubStore.set(editingAtom, null);
    clubStore.set(contentAtom, (copies) => ({
      published: { ...copies.published, page },
      draft: { ...copies.draft, page },
    }));
    render(
      <ClubProviders>
        <TemplateChooser />
        <TemplateModal />
      </ClubProviders>,
    );
  });

  it('takes a block just added out again when the adding is cancelled', () => {
    addAccordion();
    expect(blocks()).toEqual(['COMMON_BANNER', 'ACCORDION']);
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing left to save and no empty block keeping Save disabled.
    expect(blocks()).toEqual(['COMMON_BANNER']);
    expect(clubStore.get(contentAtom).draft.page).toEqual(page);
  });

  it('keeps an added block that was filled in, and Cancel later restores it as it was then', () => {
    addAccordion();
    fireEvent.change(screen.getByRole('textbox', { name: /^Titel/ }), { target: { value: 'Öffnungszeiten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fertig' }));
    expect(blocks()).toEqual(['COMMON_BANNER', 'ACCORDION']);

    act(() => clubStore.set(editingAtom, { part: 'page', index: 1 }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Titel/ }), { target: { value: 'Anders' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(blocks()).toEqual(['COMMON_BANNER', 'ACCORDION']);
    const title = clubStore.get(contentAtom).draft.page!.templates[1]!.elements[0]!.values[0]!;
    expect(title.value).toBe('Öffnungszeiten');
  });

  // Issue 34, defect 10: at 8 social links "add" was disabled without saying why.
  it('says why no ninth social link can be added', () => {
    const social = newTemplate('SOCIAL_MEDIA', 'social-1');
    const one = social.elements[0]!;
    const eight = {
      ...social,
      isNew: false,
      elements: Array.from({ length: 8 }, (_, i) => ({
        ...one,
        id: `e${i}`,
        values: one.values.map((v) => ({ ...v, id: `${v.id}-${i}` })),
      })),
    };
    act(() => {
      clubStore.set(contentAtom, (copies) => ({
        published: { ...copies.published, socialMedia: { ...page, id: 'social', templates: [eight] } },
        draft: { ...copies.draft, socialMedia: { ...page, id: 'social', templates: [eight] } },
      }));
      clubStore.set(editingAtom, { part: 'socialMedia', index: 0 });
    });
    const add = screen.getByRole('button', { name: /hinzufügen$/ });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Höchstens 8 Einträge: Lösche einen, um einen neuen hinzuzufügen.');
  });
});
