import { socialIconOf } from './social-icon';

describe('socialIconOf', () => {
  it.each([
    ['https://www.facebook.com/club', 'facebook'],
    ['https://instagram.com/club', 'instagram'],
    ['https://www.youtube.com/@club', 'youtube'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://twitter.com/club', 'twitter'],
    ['https://x.com/club', 'twitter'],
    ['https://www.tiktok.com/@club', 'tiktok'],
    ['www.facebook.com/club', 'facebook'],
  ])('chooses the icon of %s', (link, icon) => {
    expect(socialIconOf(link)).toBe(icon);
  });

  it('uses a globe for other hosts, look-alikes and broken links', () => {
    expect(socialIconOf('https://club.example.org')).toBe('globe');
    expect(socialIconOf('https://notfacebook.com.example.org')).toBe('globe');
    expect(socialIconOf('https://box.com')).toBe('globe');
    expect(socialIconOf('::::')).toBe('globe');
  });
});
