import { isInSection } from './active-section';

describe('isInSection', () => {
  it('is true on the section itself and on any page below it', () => {
    expect(isInSection('/sports', '/header/sports')).toBe(true);
    expect(isInSection('/sports/ball-sports/football', '/header/sports')).toBe(true);
    expect(isInSection('/who-we-are/board/', '/header/who-we-are')).toBe(true);
  });

  it('is false elsewhere, for look-alike prefixes and for external links', () => {
    expect(isInSection('/courses/health', '/header/sports')).toBe(false);
    expect(isInSection('/sportsfest', '/header/sports')).toBe(false);
    expect(isInSection('/', 'https://fanshop.example.org')).toBe(false);
  });
});
