import { chooseLanguage, languageOfAcceptLanguage, languageOfTag } from './language';

describe('the language rule', () => {
  it('reads a regional tag by its language, in the browser and on the server alike', () => {
    expect(languageOfTag('de-AT')).toBe('de');
    expect(chooseLanguage({ query: 'de-AT', stored: null })).toBe('de');
    expect(languageOfAcceptLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageOfTag('EN_gb')).toBe('en');
  });
  it('answers English for unknown languages and German when nothing is said', () => {
    expect(languageOfTag('fr')).toBe('en');
    expect(languageOfAcceptLanguage('fr-FR,fr')).toBe('en');
    expect(languageOfAcceptLanguage(undefined)).toBe('de');
    expect(chooseLanguage({ query: null, stored: null })).toBe('de');
  });
  it('lets the query win over the stored language', () => {
    expect(chooseLanguage({ query: 'en', stored: 'de' })).toBe('en');
    expect(chooseLanguage({ query: null, stored: 'en' })).toBe('en');
  });
});
