import { isValidVideoLink, parseVideoLink } from './video';

describe('parseVideoLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtube.com/watch?v=aqz-KE-bpKQ&t=10s', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ])('turns the YouTube link %s into a no-cookie embed', (link, id) => {
    expect(parseVideoLink(link)).toEqual({
      provider: 'youtube',
      id,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    });
  });

  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'])(
    'turns the Vimeo link %s into a player address',
    (link) => {
      expect(parseVideoLink(link)).toEqual({
        provider: 'vimeo',
        id: '76979871',
        embedUrl: 'https://player.vimeo.com/video/76979871',
      });
    },
  );

  it.each(['https://vimeo.com/123456', 'https://vimeo.com/1234567', 'https://vimeo.com/1084537326'])(
    'accepts the Vimeo id of %s (6 digits and more: today’s ids have 9 or 10)',
    (link) => {
      expect(isValidVideoLink(link)).toBe(true);
    },
  );

  it.each([
    '',
    'not a url',
    'javascript:alert(1)//youtube.com/watch?v=aqz-KE-bpKQ',
    'https://evil.example/watch?v=aqz-KE-bpKQ',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v="><script>',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/12345',
    'https://vimeo.com/12345678a',
    'https://vimeo.com/channels/76979871',
  ])('rejects %p', (link) => {
    expect(isValidVideoLink(link)).toBe(false);
  });
});
