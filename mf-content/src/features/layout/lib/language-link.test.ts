import { languageHref } from './language-link';

describe('languageHref', () => {
  it('sets lang on the current path and keeps other parameters and the hash', () => {
    expect(languageHref({ pathname: '/news', search: '?page=2', hash: '#top' }, 'en')).toBe('/news?page=2&lang=en#top');
  });
  it('replaces an earlier lang', () => {
    expect(languageHref({ pathname: '/', search: '?lang=en', hash: '' }, 'de')).toBe('/?lang=de');
  });
});
