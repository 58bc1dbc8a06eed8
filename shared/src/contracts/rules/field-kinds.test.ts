import { fieldKindOf, fieldKinds, textLimits } from './field-kinds';
import { validateFieldValue } from './content-fields';

const context = { isKnownRoute: () => true, language: 'de', today: '2026-11-24' };

describe('field kinds: each field type described once, a catalogue field may have its own', () => {
  it('takes widget, rule and limit from the field type', () => {
    expect(fieldKindOf('CARROUSEL', { name: 'title', type: 'H1' })).toEqual({
      widget: 'text',
      rule: 'none',
      limit: 60,
    });
    expect(textLimits.BUTTON_TEXT).toBe(20);
    expect(textLimits.LONG_TEXT).toBeUndefined();
  });

  it('gives the catalogue’s special fields their own widget or rule', () => {
    expect(fieldKindOf('FOOTER', { name: 'text', type: 'LONG_TEXT' })).toMatchObject({
      widget: 'linkList',
      rule: 'linkList',
    });
    expect(fieldKindOf('CONTACT', { name: 'hours', type: 'LONG_TEXT' }).widget).toBe('lineList');
    expect(fieldKindOf('VIDEO', { name: 'video', type: 'LINK' }).rule).toBe('video');
    expect(fieldKindOf('INSTAGRAM', { name: 'accessToken', type: 'SHORT_TEXT' })).toEqual({
      widget: 'secret',
      rule: 'none',
      limit: 500,
    });
    // The same type elsewhere keeps the type's kind.
    expect(fieldKindOf('ACCORDION', { name: 'text', type: 'LONG_TEXT' })).toEqual(fieldKinds.LONG_TEXT);
  });

  it('runs the kind’s rule: a course date may lie ahead, a gallery date may not', () => {
    const course = { name: 'date', type: 'DATE' as const, isMandatory: true };
    const gallery = { name: 'date', type: 'DATE' as const, isMandatory: false };
    expect(validateFieldValue(course, 'COURSE', '2027-03-01', context)).toBeNull();
    expect(validateFieldValue(gallery, 'IMAGE_LIBRARY', '2027-03-01', context)).toBe('validation.dateInFuture');
    expect(validateFieldValue(gallery, 'IMAGE_LIBRARY', '2026-02-30x', context)).toBe('validation.invalidDate');
  });
});
