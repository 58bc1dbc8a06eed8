/** Home banner carousel timing (spec §9). */
export const carouselIntervalMs = 5000;

export interface CarouselMode {
  /** One slide: no indicators, no arrows, no autoplay (the spec's solo mode). */
  isSolo: boolean;
  hasIndicators: boolean;
  hasArrows: boolean;
  hasAutoplay: boolean;
}

export function carouselMode(slideCount: number, prefersReducedMotion = false): CarouselMode {
  const isSolo = slideCount <= 1;
  return { isSolo, hasIndicators: !isSolo, hasArrows: !isSolo, hasAutoplay: !isSolo && !prefersReducedMotion };
}

/** Sport pictures: 5 per slide on desktop, 3 on tablet, 1 on mobile (under 450 px). */
export const smallCarouselBreakpoints = {
  '(min-width: 450px)': { slides: { perView: 3 } },
  '(min-width: 1200px)': { slides: { perView: 5 } },
} as const;
