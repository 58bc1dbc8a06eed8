import { newTemplateForTest } from './template-structure.test-support';
import { canDeleteTemplate, catalogueIssues, deletionIssues } from './template-structure';
import { isValidPictureSource, validateTemplateValues } from './content-fields';

const context = { isKnownRoute: () => true, language: 'en', today: '2026-11-24', isStoredForm: true };

describe('catalogueIssues', () => {
  it('accepts a template built from the catalogue', () => {
    expect(catalogueIssues(newTemplateForTest('CARROUSEL'))).toEqual([]);
  });

  it('names a redeclared type, a dropped mandatory flag and an unknown field', () => {
    const template = newTemplateForTest('CARROUSEL');
    template.fields[1] = { ...template.fields[1]!, type: 'LONG_TEXT' };
    template.fields[0] = { ...template.fields[0]!, isMandatory: false };
    template.fields.push({ id: 'x', name: 'script', type: 'TEXT', isMandatory: false });
    expect(catalogueIssues(template).map((issue) => issue.kind)).toEqual([
      'mandatoryChanged',
      'fieldTypeChanged',
      'unknownField',
    ]);
  });

  it('refuses an element kind the template type does not have', () => {
    const template = newTemplateForTest('ACCORDION');
    template.elements[0] = { ...template.elements[0]!, type: 'trainer' };
    expect(catalogueIssues(template)).toEqual([
      { kind: 'unknownElementType', templateType: 'ACCORDION', elementType: 'trainer' },
    ]);
  });
});

describe('deletion rules (§4)', () => {
  const page = ['CARROUSEL', 'GREY_BANNER', 'GRID', 'FOOTER'].map((type, i) => ({
    ...newTemplateForTest(type as never),
    id: `t${i}`,
  }));

  it('lets any home-page block go except position 0, the news and the footer', () => {
    const home = { isHomePage: true };
    expect(page.map((_, i) => canDeleteTemplate(page, i, home))).toEqual([false, true, false, false]);
    expect(canDeleteTemplate(page, 2, { isHomePage: false })).toBe(true);
  });

  it('reports a dropped first block, a dropped footer and a lost last element', () => {
    const next = [page[1]!, page[2]!, { ...page[3]!, elements: [] }];
    expect(deletionIssues(page, next, { isHomePage: false })).toEqual([
      { kind: 'firstTemplate', templateType: 'CARROUSEL' },
      { kind: 'lastElement', templateType: 'FOOTER', elementType: 'default' },
      { kind: 'lastElement', templateType: 'FOOTER', elementType: 'column' },
    ]);
  });
});

describe('pictures and missing mandatory values', () => {
  it('takes http(s) and the site’s own picture paths only', () => {
    expect(isValidPictureSource('https://cdn.example.org/a.jpg')).toBe(true);
    expect(isValidPictureSource('/api/multimedia-service/media/sport-football.svg')).toBe(true);
    expect(isValidPictureSource('/api/multimedia-service/files/org/id/picture.webp')).toBe(true);
    expect(isValidPictureSource('javascript:alert(1)')).toBe(false);
    expect(isValidPictureSource('data:image/png;base64,AAAA')).toBe(false);
    expect(isValidPictureSource('/api/multimedia-service/media/../../etc/passwd')).toBe(false);
    expect(isValidPictureSource('//evil.example/x.png')).toBe(false);
  });

  it('treats a mandatory field without a value as empty', () => {
    const template = newTemplateForTest('ACCORDION');
    template.elements[0] = { ...template.elements[0]!, values: [] };
    expect(validateTemplateValues(template, 0, context).map((issue) => issue.fieldName)).toEqual(['title', 'text']);
  });
});
