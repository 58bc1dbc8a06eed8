import {
  isValidPrice,
  isValidUrl,
  isValidVideoLink,
  pageNameToSegment,
  plainTextLength,
  validateFieldValue,
} from './content-fields';

const context = { isKnownRoute: (path: string) => path === '/sports', language: 'de', today: '2026-11-21' };
const field = (type: Parameters<typeof validateFieldValue>[0]['type'], isMandatory = false, name = 'x') => ({
  name,
  type,
  isMandatory,
});

describe('content field rules', () => {
  it('turns page names into URL segments', () => {
    expect(pageNameToSegment('Café Crème')).toBe('cafe_creme');
    expect(pageNameToSegment('Jugend / Senioren!')).toBe('jugend__and__senioren');
    expect(pageNameToSegment('Fußball 2026')).toBe('fussball_2026');
  });

  it('accepts http(s), www and known internal links only', () => {
    expect(isValidUrl('https://tsv.de/x', context.isKnownRoute)).toBe(true);
    expect(isValidUrl('www.tsv.de', context.isKnownRoute)).toBe(true);
    expect(isValidUrl('/sports', context.isKnownRoute)).toBe(true);
    expect(isValidUrl('/nowhere', context.isKnownRoute)).toBe(false);
    expect(isValidUrl('javascript:alert(1)', context.isKnownRoute)).toBe(false);
  });

  it('knows YouTube links and Vimeo links with ids of 6 digits and more', () => {
    expect(isValidVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(isValidVideoLink('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(true);
    expect(isValidVideoLink('https://vimeo.com/12345678')).toBe(true);
    expect(isValidVideoLink('https://vimeo.com/123456789')).toBe(true);
    expect(isValidVideoLink('https://vimeo.com/12345')).toBe(false);
  });

  it('reads prices with a dot in English and a comma otherwise', () => {
    expect(isValidPrice('123.45', 'en')).toBe(true);
    expect(isValidPrice('123,45', 'en')).toBe(false);
    expect(isValidPrice('123,45', 'de')).toBe(true);
    expect(isValidPrice('123.456', 'de')).toBe(false);
  });

  it('gives the spec message for each failing rule', () => {
    expect(validateFieldValue(field('H1', true), 'CARROUSEL', ' ', context)).toBe('validation.mandatory');
    expect(validateFieldValue(field('H1'), 'CARROUSEL', 'x'.repeat(61), context)).toBe('validation.tooLong');
    expect(validateFieldValue(field('H1'), 'CARROUSEL', 'x'.repeat(60), context)).toBeNull();
    expect(validateFieldValue(field('LINK'), 'SMALL_CARROUSEL', 'foo', context)).toBe('validation.invalidUrl');
    expect(validateFieldValue(field('LINK', true, 'video'), 'VIDEO', 'https://x.de', context)).toBe(
      'validation.invalidVideo',
    );
    expect(validateFieldValue(field('PHONE'), 'PROFILES', '12', context)).toBe('validation.invalidPhone');
    expect(validateFieldValue(field('PHONE'), 'PROFILES', '089 64123300', context)).toBeNull();
    expect(validateFieldValue(field('EMAIL'), 'PROFILES', 'a@b', context)).toBe('validation.invalidEmail');
    // A day after today gets the rule's own message; a date that is no date the general one.
    expect(validateFieldValue(field('DATE'), 'IMAGE_LIBRARY', '2026-11-22', context)).toBe('validation.dateInFuture');
    expect(validateFieldValue(field('DATE'), 'IMAGE_LIBRARY', '22.11.2026', context)).toBe('validation.invalidDate');
    expect(validateFieldValue(field('TIME'), 'COURSE', '24:00', context)).toBe('validation.invalidTime');
    expect(validateFieldValue(field('EMAIL'), 'PROFILES', '', context)).toBeNull();
  });

  it('counts rich text by its visible characters', () => {
    expect(plainTextLength('<p><strong>Hallo</strong> Welt</p>')).toBe(10);
    expect(validateFieldValue(field('TEXT_EDITOR'), 'TEXT_AREA', `<p>${'x'.repeat(400)}</p>`, context)).toBeNull();
  });
});
