import i18next from 'i18next';
import de from '../../../locales/de.json';
import { blocksInWords, revisionInWords, summaryInWords } from './revision-words';

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

describe('the history in words (issue 34)', () => {
  const field = (id: string, name: string, type: string) => ({ id, name, type, isMandatory: false });
  const banner = {
    id: 'b1',
    type: 'COMMON_BANNER',
    fields: [field('f1', 'picture', 'PHOTO'), field('f2', 'title', 'H1'), field('f3', 'link', 'LINK')],
    elements: [
      {
        id: 'e1',
        type: 'default',
        values: [
          { id: 'v1', fieldId: 'f1', value: '/media/demo/parallax-culture.svg' },
          { id: 'v2', fieldId: 'f2', value: '<p>Handball für alle</p>' },
          { id: 'v3', fieldId: 'f3', value: '/sports/handball' },
        ],
      },
    ],
  };
  it('names the first revision and each block in words, never a file path', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'de', resources: { de: { editor: de } }, defaultNS: 'editor' });
    expect(summaryInWords('initial', i18n.t)).toBe('Erste gespeicherte Fassung');
    // A page made in the editor starts with 'created' (the API's first revision of a new page).
    expect(summaryInWords('created', i18n.t)).toBe('Seite angelegt');
    const blocks = blocksInWords([banner] as never, i18n.t);
    expect(blocks).toEqual([{ id: 'b1', name: 'Standard-Banner', text: 'Handball für alle · 1 Bild' }]);
    expect(JSON.stringify(blocks)).not.toMatch(/\/media|\.svg/);
  });
});
