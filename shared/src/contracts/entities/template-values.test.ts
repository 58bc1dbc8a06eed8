import type { Template } from './content';
import { elementsOf, elementValues, valuesByName, valuesOf } from './template-values';

const template: Template = {
  id: 't1',
  name: 'Contact',
  type: 'CONTACT',
  fields: [
    { id: 'f-title', name: 'title', type: 'SHORT_TEXT', isMandatory: true },
    { id: 'f-text', name: 'text', type: 'LONG_TEXT', isMandatory: true },
    { id: 'f-day', name: 'day', type: 'DROPDOWN', isMandatory: true },
  ],
  elements: [
    {
      id: 'e1',
      type: 'default',
      values: [
        { id: 'v2', fieldId: 'f-text', value: 'a;b' },
        { id: 'v1', fieldId: 'f-title', value: 'Office' },
        { id: 'v3', fieldId: 'unknown', value: 'ignored' },
      ],
    },
    { id: 'e2', type: 'openingHours', values: [{ id: 'v4', fieldId: 'f-day', value: 'Monday' }] },
  ],
};

describe('valuesByName', () => {
  it('finds each value by its field name, whatever the order', () => {
    expect(valuesByName(template, template.elements[0]!)).toEqual({ title: 'Office', text: 'a;b' });
  });

  it('falls back to an embedded field when the id is not among the template fields', () => {
    const element = {
      values: [
        {
          id: 'v',
          fieldId: 'x',
          field: { id: 'x', name: 'link', type: 'LINK' as const, isMandatory: false },
          value: '/a',
        },
      ],
    };
    expect(valuesByName(template, element)).toEqual({ link: '/a' });
  });

  it('lists elements of one type', () => {
    expect(elementValues(template)).toEqual([{ id: 'e1', values: { title: 'Office', text: 'a;b' } }]);
    expect(elementValues(template, 'openingHours')).toEqual([{ id: 'e2', values: { day: 'Monday' } }]);
  });
});

describe('typed block values (valuesOf, elementsOf)', () => {
  it('reads the same values, typed by the catalogue of the template type', () => {
    const values = valuesOf('CONTACT', template, template.elements[0]!);
    expect(values.title).toBe('Office');
    // A field name the CONTACT catalogue does not have is a compile error (pnpm typecheck).
    // @ts-expect-error 'titel' is no CONTACT field
    expect(values.titel).toBeUndefined();
    expect(elementsOf('CONTACT', template, 'openingHours')).toEqual([{ id: 'e2', values: { day: 'Monday' } }]);
  });
});
