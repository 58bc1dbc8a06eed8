import type { ContentPage } from '@club/shared';
import {
  canDeleteElement,
  canDeleteTemplate,
  collapsedLabel,
  entryPreview,
  setValue,
  isContentChanged,
  newTemplate,
  switchTemplateType,
} from './template-ops';

const page = (types: Array<Parameters<typeof newTemplate>[0]>): ContentPage => ({
  id: 'p',
  name: 'Page',
  menuId: null,
  editable: true,
  templates: types.map((type, i) => ({ ...newTemplate(type), id: `t${i}`, isNew: false })),
});
const flags = { isHomePage: false, isTrainingPage: false };

describe('draft operations', () => {
  it('builds a new template from the catalogue with one empty element per element type', () => {
    const contact = newTemplate('CONTACT');
    expect(contact.id).toBeNull();
    expect(contact.isNew).toBe(true);
    expect(contact.elements.map((e) => e.type)).toEqual(['default', 'openingHours']);
    expect(contact.elements[1]!.values).toHaveLength(2);
  });

  it('applies the deletion rules of §4', () => {
    const p = page(['COMMON_BANNER', 'ACCORDION', 'GRID']);
    expect(canDeleteTemplate(p, 0, flags)).toBe(false);
    expect(canDeleteTemplate(p, 1, flags)).toBe(true);
    // A home news block away from the home page can go; on the home page it is mandatory.
    expect(canDeleteTemplate(p, 2, flags)).toBe(true);
    expect(canDeleteTemplate(p, 2, { ...flags, isHomePage: true })).toBe(false);
    // Other home-page blocks can be deleted.
    expect(canDeleteTemplate(p, 1, { ...flags, isHomePage: true })).toBe(true);
    const withFooter = page(['COMMON_BANNER', 'FOOTER', 'SOCIAL_MEDIA']);
    expect(canDeleteTemplate(withFooter, 1, flags)).toBe(false);
    expect(canDeleteTemplate(withFooter, 2, flags)).toBe(false);
    // A block added by mistake since the last save goes again, even at position 0.
    const added = { ...p, templates: [{ ...newTemplate('VIDEO'), isNew: true }, ...p.templates] };
    expect(canDeleteTemplate(added, 0, { ...flags, isHomePage: true })).toBe(true);
    const accordion = p.templates[1]!;
    expect(canDeleteElement(accordion, accordion.elements[0]!)).toBe(false);
  });

  it('switches a type keeping the id, unless that type is already on the page', () => {
    const p = page(['COMMON_BANNER', 'ACCORDION']);
    const switched = switchTemplateType(p, 1, 'VIDEO')!;
    expect(switched.templates[1]!.type).toBe('VIDEO');
    expect(switched.templates[1]!.id).toBe('t1');
    expect(switchTemplateType(p, 1, 'COMMON_BANNER')).toBeNull();
  });

  it('shows a collapsed element by its first value cut at 60 characters', () => {
    const t = newTemplate('ACCORDION');
    t.elements[0]!.values[0]!.value = 'x'.repeat(70);
    expect(collapsedLabel(t.elements[0]!)).toBe(`${'x'.repeat(60)}…`);
  });

  it('counts a page changed only when a value differs', () => {
    const p = page(['ACCORDION']);
    const copy = JSON.parse(JSON.stringify(p)) as ContentPage;
    expect(isContentChanged(copy, p)).toBe(false);
    copy.templates[0]!.elements[0]!.values[0]!.value = 'Neu';
    expect(isContentChanged(copy, p)).toBe(true);
  });
});

describe('entryPreview', () => {
  it('shows a collapsed entry by its picture and its title, not by a file path', () => {
    const t = newTemplate('CARROUSEL');
    const element = t.elements[0]!;
    const idOf = (name: string) =>
      element.values.find((v) => t.fields.find((f) => f.id === v.fieldId)?.name === name)!.id;
    let filled = setValue(t, element.id, idOf('picture'), '/api/multimedia-service/media/banner.svg');
    filled = setValue(filled, element.id, idOf('title'), 'Willkommen');
    expect(entryPreview(filled, filled.elements[0]!)).toEqual({
      picture: '/api/multimedia-service/media/banner.svg',
      label: 'Willkommen',
    });
  });
});

describe('a picture and its alt text', () => {
  const carrousel = () => {
    const t = newTemplate('CARROUSEL');
    const element = t.elements[0]!;
    const idOf = (name: string) =>
      element.values.find((v) => t.fields.find((f) => f.id === v.fieldId)?.name === name)!.id;
    const valueOf = (template: typeof t, name: string) =>
      template.elements[0]!.values.find((v) => v.id === idOf(name))!.value;
    let filled = setValue(t, element.id, idOf('picture'), '/api/multimedia-service/media/team.jpg');
    filled = setValue(filled, element.id, idOf('pictureAlt'), 'Die erste Mannschaft');
    return { filled, elementId: element.id, idOf, valueOf };
  };

  it('empties the alt text when another picture is chosen, so the editor asks for a new one', () => {
    const { filled, elementId, idOf, valueOf } = carrousel();
    const changed = setValue(filled, elementId, idOf('picture'), '/api/multimedia-service/media/hall.jpg');
    expect(valueOf(changed, 'picture')).toBe('/api/multimedia-service/media/hall.jpg');
    expect(valueOf(changed, 'pictureAlt')).toBe('');
  });

  it('keeps the alt text when the picture stays and another field changes', () => {
    const { filled, elementId, idOf, valueOf } = carrousel();
    const same = setValue(filled, elementId, idOf('picture'), '/api/multimedia-service/media/team.jpg');
    const titled = setValue(same, elementId, idOf('title'), 'Saison 2027');
    expect(valueOf(titled, 'pictureAlt')).toBe('Die erste Mannschaft');
  });
});
