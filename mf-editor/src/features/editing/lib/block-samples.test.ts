import { templateTypes, valuesByName } from '@club/shared/contracts';
import { sampleTemplate } from './block-samples';

describe('sample blocks for the chooser', () => {
  it('fill a block in the editor’s language, with the demo pictures the API serves', () => {
    const german = sampleTemplate('CARROUSEL', 'de', '/api/multimedia-service/media');
    const english = sampleTemplate('CARROUSEL', 'en', '/api/multimedia-service/media');
    expect(valuesByName(german, german.elements[0]!).title).toBe('Willkommen im Verein');
    expect(valuesByName(english, english.elements[0]!).title).toBe('Welcome to the club');
    expect(valuesByName(english, english.elements[0]!).picture).toBe('/api/multimedia-service/media/banner-home-1.svg');
  });

  it('gives further element types their own entries (opening hours of a contact block)', () => {
    const contact = sampleTemplate('CONTACT', 'en', '/m');
    expect(contact.elements.map((e) => e.type)).toEqual(['default', 'openingHours']);
  });

  it('has sample values for every mandatory field of every block an editor can add', () => {
    for (const type of templateTypes.filter(
      (t) => !['FOOTER', 'SOCIAL_MEDIA', 'PERSONAL_INFO', 'COURSE'].includes(t),
    )) {
      const template = sampleTemplate(type, 'de', '/m');
      const mandatory = template.fields.filter((f) => f.isMandatory && f.name !== 'accessToken');
      for (const element of template.elements)
        for (const value of element.values) {
          const field = mandatory.find((f) => f.id === value.fieldId);
          if (field) expect(`${type}.${field.name}=${value.value}`).not.toMatch(/=$/);
        }
    }
  });
});
