import { consentCookieAssignment, consentCookieOf, formatConsentCookie, parseConsentCookie } from './consent';

describe('the consent cookie', () => {
  it('carries the choice to the server and back, in one order whatever order it was given in', () => {
    const cookie = formatConsentCookie({ youtube: true, vimeo: false, instagram: true });
    expect(cookie).toBe('instagram:1|vimeo:0|youtube:1');
    expect(parseConsentCookie(cookie)).toEqual({ youtube: true, vimeo: false, instagram: true });
    expect(formatConsentCookie({ vimeo: false, instagram: true, youtube: true })).toBe(cookie);
  });

  it('treats a missing, empty or forged cookie as "never decided", so the visitor is asked', () => {
    expect(parseConsentCookie(undefined)).toBeNull();
    expect(parseConsentCookie('')).toBeNull();
    expect(parseConsentCookie('youtube:yes')).toBeNull();
    expect(parseConsentCookie('<script>:1')).toBeNull();
    expect(parseConsentCookie(Array.from({ length: 9 }, (_, i) => `t${i}:1`).join('|'))).toBeNull();
  });

  it('is read from the browser’s cookie string and written for a year, or removed', () => {
    expect(consentCookieOf('language=en; consentAcceptance=youtube:1|vimeo:0; x=1')).toBe('youtube:1|vimeo:0');
    expect(consentCookieOf('language=en')).toBeNull();
    expect(consentCookieAssignment({ youtube: true })).toBe(
      'consentAcceptance=youtube:1; path=/; max-age=31536000; samesite=lax',
    );
    expect(consentCookieAssignment(null)).toContain('max-age=0');
  });
});
