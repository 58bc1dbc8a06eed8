import type { Template, TemplateType } from '../entities';
import { accessibilityHints, altTextOf, decorativeAlt, isVagueLinkText, missingAltFields } from './accessibility';
import { validateTemplateValues } from './content-fields';
import { newTemplateForTest } from './template-structure.test-support';

/** A template of the type whose first element has these values (by field name; others empty). */
function templateWith(type: TemplateType, values: Record<string, string>): Template {
  const template = newTemplateForTest(type);
  const names = new Map(template.fields.map((field) => [field.id, field.name]));
  return {
    ...template,
    elements: template.elements.map((element, index) =>
      index > 0
        ? element
        : { ...element, values: element.values.map((v) => ({ ...v, value: values[names.get(v.fieldId)!] ?? '' })) },
    ),
  };
}

const context = { isKnownRoute: () => true, language: 'de', today: '2026-11-28', isStoredForm: true };
const picture = 'https://club.example/media/a.webp';

describe('picture alt texts', () => {
  it('asks for an alt text once a picture is set', () => {
    const banner = templateWith('COMMON_BANNER', { title: 'Sommerfest', picture });
    expect(missingAltFields(banner, banner.elements[0]!)).toEqual(['pictureAlt']);
    expect(validateTemplateValues(banner, 0, context)).toEqual([
      expect.objectContaining({ fieldName: 'pictureAlt', message: 'validation.altMissing' }),
    ]);
  });

  it('takes an alt text or the decorative mark', () => {
    const described = templateWith('COMMON_BANNER', { title: 'T', picture, pictureAlt: 'Kinder beim Training' });
    const decorative = templateWith('COMMON_BANNER', { title: 'T', picture, pictureAlt: decorativeAlt });
    expect(missingAltFields(described, described.elements[0]!)).toEqual([]);
    expect(missingAltFields(decorative, decorative.elements[0]!)).toEqual([]);
  });

  it('asks nothing of a block without a picture, or of pictures the site describes itself', () => {
    const banner = templateWith('COMMON_BANNER', { title: 'Ohne Bild' });
    const footer = templateWith('FOOTER', { picture, companyName: 'TSV' });
    expect(missingAltFields(banner, banner.elements[0]!)).toEqual([]);
    expect(missingAltFields(footer, footer.elements[0]!)).toEqual([]);
  });

  it('counts a picture whose alt value is missing altogether as without alt text', () => {
    const sponsors = templateWith('MARQUESINA', { picture });
    const altField = sponsors.fields.find((f) => f.name === 'pictureAlt')!.id;
    const [element] = sponsors.elements;
    const withoutAlt = { ...element!, values: element!.values.filter((v) => v.fieldId !== altField) };
    expect(missingAltFields(sponsors, withoutAlt)).toEqual(['pictureAlt']);
  });

  it('renders the decorative mark as an empty alt and an alt text as it is', () => {
    expect(altTextOf(decorativeAlt)).toBe('');
    expect(altTextOf(' Logo der Sparkasse ')).toBe('Logo der Sparkasse');
    expect(altTextOf(undefined)).toBe('');
  });
});

describe('heading order hints', () => {
  it('names a text heading that skips a level after a block title', () => {
    const page = [
      templateWith('GREY_BANNER', { title: 'Training' }),
      templateWith('TEXT_AREA', { text: '<p>x</p><h4>Zeiten</h4><h3>Ort</h3>' }),
    ];
    expect(accessibilityHints(page)).toEqual([
      { kind: 'headingSkipped', templateIndex: 1, text: 'Zeiten', level: 4, previous: 2 },
    ]);
  });

  it('accepts headings that go down one level at a time, and any step back up', () => {
    const page = [
      templateWith('COMMON_BANNER', { title: 'Fußball' }),
      templateWith('TEXT_AREA', { text: '<h2>Teams</h2><h3>Jugend</h3><h4>U10</h4><h2>Kontakt</h2>' }),
    ];
    expect(accessibilityHints(page)).toEqual([]);
  });

  it("hints nothing about a block's own heading levels, which the editor cannot change", () => {
    const page = [templateWith('COMMON_BANNER', { title: 'Fragen' }), templateWith('ACCORDION', { title: 'Wann?' })];
    expect(accessibilityHints(page)).toEqual([]);
  });
});

describe('link text hints', () => {
  it('knows the vague link texts in German and English, whatever their case and punctuation', () => {
    for (const text of ['hier', 'Klicken Sie hier!', 'Mehr …', 'here', 'Click here.', 'more', 'Link'])
      expect(isVagueLinkText(text)).toBe(true);
    expect(isVagueLinkText('Anmeldung zum Kinderturnen')).toBe(false);
    expect(isVagueLinkText('Hier geht es zur Anmeldung')).toBe(false);
  });

  it('names vague links in rich text and on buttons that lead somewhere', () => {
    const page = [
      templateWith('TEXT_AREA', {
        text: '<p>Anmeldung <a href="/kurse">hier</a>, Plan <a href="/plan">Trainingsplan</a></p>',
      }),
      templateWith('GREY_BANNER', { title: 'T', textButton: 'Mehr', linkButton: '/kurse' }),
      templateWith('CARROUSEL', { title: 'T', linkText: 'more' }),
    ];
    expect(accessibilityHints(page)).toEqual([
      { kind: 'vagueLink', templateIndex: 0, text: 'hier' },
      { kind: 'vagueLink', templateIndex: 1, text: 'Mehr' },
    ]);
  });
});
