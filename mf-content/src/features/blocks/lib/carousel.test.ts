import { carouselMode } from './carousel';

describe('carouselMode', () => {
  it('hides indicators and arrows and stops autoplay in solo mode', () => {
    expect(carouselMode(1)).toEqual({ isSolo: true, hasIndicators: false, hasArrows: false, hasAutoplay: false });
    expect(carouselMode(0).hasIndicators).toBe(false);
  });

  it('shows indicators and autoplays with several slides', () => {
    expect(carouselMode(3)).toEqual({ isSolo: false, hasIndicators: true, hasArrows: true, hasAutoplay: true });
  });

  it('does not autoplay for visitors who prefer reduced motion', () => {
    expect(carouselMode(3, true).hasAutoplay).toBe(false);
  });
});
