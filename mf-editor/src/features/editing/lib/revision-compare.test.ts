import type { Template, TemplateType } from '@club/shared';
import { compareRevision } from './revision-compare';
import { newTemplate } from './template-ops';

const block = (type: TemplateType, id: string): Template => ({ ...newTemplate(type, id), isNew: false });

/** The same block with one field's value set (a save changed it). */
function withValue(template: Template, fieldName: string, value: string): Template {
  const fieldId = template.fields.find((f) => f.name === fieldName)!.id;
  return {
    ...template,
    elements: template.elements.map((element) => ({
      ...element,
      values: element.values.map((v) => (v.fieldId === fieldId ? { ...v, value } : v)),
    })),
  };
}

const marksOf = (blocks: { key: string; marks: string[] }[]) => blocks.map((b) => [b.key, b.marks.join('+')]);

describe('revisions compared block by block', () => {
  const banner = block('COMMON_BANNER', 'banner');
  const text = block('TEXT_AREA', 'text');
  const faq = block('ACCORDION', 'faq');
  const video = block('VIDEO', 'video');

  it('marks nothing when the revision is today’s page', () => {
    const { revision, today } = compareRevision([banner, text], [banner, text]);
    expect(marksOf(revision)).toEqual([
      ['banner', ''],
      ['text', ''],
    ]);
    expect(marksOf(today)).toEqual(marksOf(revision));
  });

  it('marks a changed value and names its field', () => {
    const { revision, today } = compareRevision([banner, text], [withValue(banner, 'title', 'Neu'), text]);
    expect(revision[0]).toMatchObject({ marks: ['changed'], fields: ['title'] });
    expect(today[0]).toMatchObject({ marks: ['changed'], fields: ['title'] });
    expect(today[1]?.marks).toEqual([]);
  });

  it('counts a rich text’s formatting as a change (values are compared as stored)', () => {
    const before = withValue(text, 'text', '<p>Training</p>');
    const after = withValue(text, 'text', '<p><strong>Training</strong></p>');
    expect(compareRevision([before], [after]).today[0]?.marks).toEqual(['changed']);
  });

  it('marks a block gone since the revision as removed there and a new one as added today', () => {
    const { revision, today } = compareRevision([banner, text, faq], [banner, faq, video]);
    expect(marksOf(revision)).toEqual([
      ['banner', ''],
      ['text', 'removed'],
      ['faq', ''],
    ]);
    expect(marksOf(today)).toEqual([
      ['banner', ''],
      ['faq', ''],
      ['video', 'added'],
    ]);
  });

  it('marks only the block that was moved, not every block it passed', () => {
    // The video dragged from the bottom to just below the banner.
    const { revision, today } = compareRevision([banner, text, faq, video], [banner, video, text, faq]);
    expect(marksOf(today)).toEqual([
      ['banner', ''],
      ['video', 'moved'],
      ['text', ''],
      ['faq', ''],
    ]);
    expect(revision.find((b) => b.key === 'video')?.marks).toEqual(['moved']);
  });

  it('marks a block that moved and changed with both', () => {
    const { today } = compareRevision([banner, text, faq], [banner, faq, withValue(text, 'text', '<p>Neu</p>')]);
    expect(today.find((b) => b.key === 'text')?.marks).toEqual(['moved', 'changed']);
  });

  it('marks an entry added or removed as a change of the block', () => {
    const [question] = faq.elements;
    const more: Template = { ...faq, elements: [...faq.elements, { ...question!, id: 'second-question' }] };
    expect(compareRevision([faq], [more]).today[0]?.marks).toEqual(['changed']);
    expect(compareRevision([more], [faq]).revision[0]?.marks).toEqual(['changed']);
  });

  it('treats blocks without an id as different blocks on each side', () => {
    const unsaved = newTemplate('TEXT_AREA');
    const { revision, today } = compareRevision([unsaved], [unsaved]);
    expect(revision[0]?.marks).toEqual(['removed']);
    expect(today[0]?.marks).toEqual(['added']);
  });
});
