import type { ContentPage } from '@club/shared';
import { mergeOnTheirs } from './merge';
import { newTemplate, setValue } from './template-ops';

const base: ContentPage = {
  id: 'p',
  name: 'Handball',
  menuId: null,
  editable: true,
  version: 2,
  templates: [
    { ...newTemplate('COMMON_BANNER'), id: 'banner', isNew: false },
    { ...newTemplate('ACCORDION'), id: 'faq', isNew: false },
  ],
};
const banner = base.templates[0]!;
const faq = base.templates[1]!;
const titleOf = (page: ContentPage, index: number) => {
  const template = page.templates[index]!;
  const field = template.fields.find((f) => ['title'].includes(f.name))!;
  return template.elements[0]!.values.find((v) => v.fieldId === field.id)!;
};
const withTitle = (page: ContentPage, index: number, title: string): ContentPage => {
  const template = page.templates[index]!;
  const value = titleOf(page, index);
  return {
    ...page,
    templates: page.templates.map((t, i) =>
      i === index ? setValue(template, template.elements[0]!.id, value.id, title) : t,
    ),
  };
};

describe('mergeOnTheirs', () => {
  it('keeps their change to one block and mine to another, without asking', () => {
    const theirs = { ...withTitle(base, 0, 'Handball für alle'), version: 3 };
    const mine = withTitle(base, 1, 'Wann ist Training?');
    const { merged, conflicts } = mergeOnTheirs(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(titleOf(merged, 0).value).toBe('Handball für alle');
    expect(titleOf(merged, 1).value).toBe('Wann ist Training?');
    expect(merged.version).toBe(3);
  });

  it('lists the field both changed with both versions, taking mine there unless theirs is chosen', () => {
    const theirs = withTitle(withTitle(base, 0, 'Theirs'), 1, 'Their question');
    const mine = withTitle(withTitle(base, 0, 'Mine'), 1, 'My question');
    const { merged, conflicts } = mergeOnTheirs(base, mine, theirs);
    expect(
      conflicts.map(({ templateType, field, choice }) => [templateType, field, choice?.mine, choice?.theirs]),
    ).toEqual([
      ['COMMON_BANNER', 'title', 'Mine', 'Theirs'],
      ['ACCORDION', 'title', 'My question', 'Their question'],
    ]);
    expect(titleOf(merged, 0).value).toBe('Mine');
    // One field theirs, the other mine: each field as chosen, nothing else changes.
    const chosen = mergeOnTheirs(base, mine, theirs, { [conflicts[0]!.choice!.key]: 'theirs' }).merged;
    expect(titleOf(chosen, 0).value).toBe('Theirs');
    expect(titleOf(chosen, 1).value).toBe('My question');
  });

  it('asks about the page name too when both renamed it', () => {
    const result = mergeOnTheirs(
      base,
      { ...base, name: 'Mein Name' },
      { ...base, name: 'Ihr Name' },
      { name: 'theirs' },
    );
    expect(result.conflicts[0]!.choice).toMatchObject({ key: 'name', mine: 'Mein Name', theirs: 'Ihr Name' });
    expect(result.merged.name).toBe('Ihr Name');
  });

  it('keeps blocks they added and adds mine where I put them', () => {
    const video = { ...newTemplate('VIDEO'), id: null };
    const gallery = { ...newTemplate('IMAGE_LIBRARY'), id: 'gallery', isNew: false };
    const theirs = { ...base, templates: [banner, faq, gallery] };
    const mine = { ...base, templates: [banner, video, faq] };
    const { merged, conflicts } = mergeOnTheirs(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged.templates.map((t) => t.type)).toEqual(['COMMON_BANNER', 'VIDEO', 'ACCORDION', 'IMAGE_LIBRARY']);
  });

  it('removes a block I deleted unless they changed it', () => {
    const mine = { ...base, templates: [banner] };
    expect(mergeOnTheirs(base, mine, base).merged.templates.map((t) => t.id)).toEqual(['banner']);
    const theirs = withTitle(base, 1, 'Geändert');
    const result = mergeOnTheirs(base, mine, theirs);
    expect(result.merged.templates.map((t) => t.id)).toEqual(['banner', 'faq']);
    expect(result.conflicts).toEqual([{ templateType: 'ACCORDION', field: null }]);
  });
});
