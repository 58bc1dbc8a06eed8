import { candidateUpTo } from './srcset';

const srcset = '/p/w320.webp 320w, /p/w1280.webp 1280w, /p/w1920.webp 1920w, /p/w2400.webp 2400w';

describe('candidateUpTo', () => {
  it('picks the widest size that is not wider than asked', () => {
    expect(candidateUpTo(srcset, 1920)).toBe('/p/w1920.webp');
    expect(candidateUpTo(srcset, 1500)).toBe('/p/w1280.webp');
  });

  it('falls back to the narrowest size, and to nothing for an empty srcset', () => {
    expect(candidateUpTo(srcset, 100)).toBe('/p/w320.webp');
    expect(candidateUpTo('', 1280)).toBeUndefined();
  });
});
