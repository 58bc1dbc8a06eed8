import { isMobileLayout, isMobileUserAgent } from './is-mobile';

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('isMobileLayout', () => {
  it('recognises mobile user agents', () => {
    expect(isMobileUserAgent(iphone)).toBe(true);
    expect(isMobileUserAgent(desktop)).toBe(false);
  });

  it('applies under 450 px or for a mobile user agent', () => {
    expect(isMobileLayout(449, desktop)).toBe(true);
    expect(isMobileLayout(450, desktop)).toBe(false);
    expect(isMobileLayout(1440, iphone)).toBe(true);
  });
});
