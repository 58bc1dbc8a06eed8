import i18next from 'i18next';
import de from '../../../locales/de.json';
import { revisionInWords } from './revision-words';

describe('revisionInWords', () => {
  it('says in German which block and which fields changed and how many entries came', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'de', resources: { de: { editor: de } }, defaultNS: 'editor' });
    const words = revisionInWords(
      [
        { kind: 'fields', type: 'CARROUSEL', fields: ['title', 'link'] },
        { kind: 'entriesAdded', type: 'ACCORDION', count: 2 },
        { kind: 'removed', type: 'VIDEO' },
      ],
      i18n.t,
    );
    expect(words).toEqual([
      'Startseiten-Karussell: Titel, Link geändert',
      'Akkordeon: 2 Einträge hinzugefügt',
      'Video: Block entfernt',
    ]);
    expect(revisionInWords(null, i18n.t)).toBeNull();
  });
});
