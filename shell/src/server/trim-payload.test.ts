import { valuesByName } from '@club/shared/contracts';
import type { ContentPage } from '@club/shared/contracts';
import { trimmedData } from './trim-payload';

const title = { id: 'f-title', name: 'title', type: 'H1', isMandatory: true };
const page = {
  id: 'p1',
  name: 'Startseite',
  templates: [
    {
      id: 't1',
      name: 'CARROUSEL',
      type: 'CARROUSEL',
      fields: [title],
      elements: [
        {
          id: 'e1',
          type: 'default',
          values: [
            { id: 'v1', fieldId: 'f-title', value: 'Willkommen', field: title, defaultValue: 'Willkommen' },
            // A value whose id is not among the template's fields is read through its own field.
            { id: 'v2', fieldId: 'gone', value: 'Alt', field: { id: 'gone', name: 'text', type: 'TEXT' } },
          ],
        },
      ],
    },
  ],
} as unknown as ContentPage;

describe('trimmedData', () => {
  it('leaves out the echoed field objects and nothing hydration reads', () => {
    const data = { 'content/p1': page, 'news/0/4': { items: [] } };
    const trimmed = trimmedData(data);
    const template = (trimmed['content/p1'] as ContentPage).templates[0]!;
    const [first, second] = template.elements[0]!.values;
    expect(first).toEqual({ id: 'v1', fieldId: 'f-title', value: 'Willkommen', defaultValue: 'Willkommen' });
    expect(second?.field?.name).toBe('text');
    expect(valuesByName(template, template.elements[0]!)).toEqual({ title: 'Willkommen', text: 'Alt' });
    expect(trimmed['news/0/4']).toBe(data['news/0/4']);
    // The loaded objects stay as they were: the seeds point at them.
    expect(page.templates[0]!.elements[0]!.values[0]!.field).toBe(title);
  });
});
