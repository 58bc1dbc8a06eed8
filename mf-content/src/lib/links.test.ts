import { linkTarget } from './links';

describe('linkTarget', () => {
  it('routes internal paths and same-origin links in the app', () => {
    expect(linkTarget('/training')).toEqual({ kind: 'internal', to: '/training' });
    expect(linkTarget(`${window.location.origin}/news?x=1`)).toEqual({ kind: 'internal', to: '/news?x=1' });
  });

  it('opens other hosts, www links, mail and phone links outside', () => {
    expect(linkTarget('https://example.org/a')).toEqual({ kind: 'external', href: 'https://example.org/a' });
    expect(linkTarget('www.example.org')).toEqual({ kind: 'external', href: 'https://www.example.org/' });
    expect(linkTarget('mailto:a@b.de')).toEqual({ kind: 'external', href: 'mailto:a@b.de' });
  });

  it('refuses script and unknown links', () => {
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget('')).toBeNull();
    expect(linkTarget('nonsense')).toBeNull();
  });
});
