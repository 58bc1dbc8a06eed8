import type { ContentPage, Template } from '@club/shared';
import { comparePages, richToText } from './compare';
import { newElementLike, newTemplate, setValue } from './template-ops';

const fill = (template: Template, field: string, value: string, element = 0): Template => {
  const fieldId = template.fields.find((f) => f.name === field)!.id;
  const el = template.elements[element]!;
  return setValue(template, el.id, el.values.find((v) => v.fieldId === fieldId)!.id, value);
};
const page = (templates: Template[], name = 'Handball'): ContentPage => ({
  id: 'p',
  name,
  menuId: null,
  editable: true,
  templates,
});

describe('comparing their saved page with my draft', () => {
  const banner = fill(
    fill({ ...newTemplate('COMMON_BANNER'), id: 'b', isNew: false }, 'title', 'Handball'),
    'text',
    'x',
  );
  const textArea = fill({ ...newTemplate('TEXT_AREA'), id: 'ta', isNew: false }, 'text', '<p>Old</p>');

  it('lists only the values that differ, rich text as plain text', () => {
    const theirs = page([
      fill(banner, 'title', 'Handball für alle'),
      fill(textArea, 'text', '<p><strong>Neu</strong> &amp; gut</p>'),
    ]);
    const mine = page([fill(banner, 'title', 'Handball ab 6 Jahren'), textArea]);
    expect(comparePages(theirs, mine)).toEqual([
      expect.objectContaining({
        position: 0,
        templateType: 'COMMON_BANNER',
        field: 'title',
        entry: null,
        theirs: 'Handball für alle',
        mine: 'Handball ab 6 Jahren',
      }),
      expect.objectContaining({
        position: 1,
        templateType: 'TEXT_AREA',
        field: 'text',
        theirs: 'Neu & gut',
        mine: 'Old',
      }),
    ]);
    expect(comparePages(theirs, theirs)).toEqual([]);
  });

  it('names the entry of a list, and templates or entries only one side has', () => {
    const accordion = { ...newTemplate('ACCORDION'), id: 'acc', isNew: false };
    const withTwo = { ...accordion, elements: [...accordion.elements, newElementLike(accordion, 'default')] };
    const theirs = page([banner, fill(withTwo, 'title', 'Wann?', 1)]);
    const added = fill(newTemplate('VIDEO'), 'text', 'Mein Video');
    const mine = page([banner, fill(accordion, 'title', 'Wo?'), added], 'Handball neu');
    const differences = comparePages(theirs, mine);
    expect(differences.map((d) => [d.field, d.entry, d.theirs, d.mine])).toEqual([
      [null, null, 'Handball', 'Handball neu'],
      ['title', 1, '', 'Wo?'],
      ['title', 2, 'Wann?', null],
      [null, null, null, 'Mein Video'],
    ]);
  });

  it('reads rich text like a reader', () => {
    expect(richToText('<ul><li>Eins</li><li>Zwei</li></ul><p>a&nbsp;b</p>')).toBe('Eins Zwei a b');
  });
});
