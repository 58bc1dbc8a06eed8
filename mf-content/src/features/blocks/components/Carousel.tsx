import { altTextOf, elementsOf } from '@club/shared/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import 'keen-slider/keen-slider.min.css';
import { namespace } from '../../../locales';
import { autoplay } from '../lib/autoplay';
import { useLazyKeenSlider } from '../lib/use-lazy-keen-slider';
import { carouselIntervalMs, carouselMode } from '../lib/carousel';
import type { BlockProps } from '../model/block-props';
import { BlockLink } from '../../../components/BlockLink';
import { Picture } from '../../../components/Picture';
import { SliderArrows } from './SliderArrows';
import '../../../components/blocks.css';
import './carousel.css';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** How long before the autoplay's first change keen-slider starts loading (a slow phone). */
const sliderLeadMs = 2_000;

/** Home banner carousel (CARROUSEL): picture, title, text, linkText/link, two hashtags. */
export function Carousel({ template }: BlockProps) {
  const { t } = useTranslation(namespace);
  const slides = elementsOf('CARROUSEL', template);
  const mode = carouselMode(slides.length, prefersReducedMotion());
  const [current, setCurrent] = useState(0);
  // keen-slider takes its plugins once, at creation; the first change counts from the first
  // render in the browser (the slider itself arrives later, see use-lazy-keen-slider.ts).
  const [plugins] = useState(() =>
    mode.hasAutoplay ? [autoplay(carouselIntervalMs, typeof window === 'undefined' ? undefined : Date.now())] : [],
  );
  // Loaded a little before the autoplay's first change is due; a single slide never needs it.
  const { ref: sliderRef, withSlider } = useLazyKeenSlider<HTMLDivElement>(
    { loop: !mode.isSolo, drag: !mode.isSolo, slideChanged: (s) => setCurrent(s.track.details.rel) },
    plugins,
    { startAfterMs: mode.hasAutoplay ? carouselIntervalMs - sliderLeadMs : undefined },
  );

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t('blocks.carousel.label')}>
      <div ref={sliderRef} className="keen-slider carousel__track">
        {slides.map(({ id, values }, index) => (
          <div
            key={id}
            className="keen-slider__slide carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('blocks.carousel.slideOf', { index: index + 1, total: slides.length })}
            aria-hidden={index === current ? undefined : true}
            // Slides out of view keep their links out of the tab order too.
            inert={index !== current}
          >
            {values.picture ? (
              // The first slide's picture is what a phone paints largest first; the others wait.
              <Picture
                className="carousel__picture"
                src={values.picture}
                alt={altTextOf(values.pictureAlt)}
                sizes="100vw"
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            ) : null}
            <div className="carousel__content">
              {values.title ? (
                <>
                  {(values.firstHashtag || values.secondHashtag) && (
                    <ul className="carousel__hashtags">
                      {[values.firstHashtag, values.secondHashtag].filter(Boolean).map((tag) => (
                        <li key={tag} className="carousel__hashtag">
                          {tag?.startsWith('#') ? tag : `#${tag}`}
                        </li>
                      ))}
                    </ul>
                  )}
                  {index === 0 ? (
                    <h1 className="carousel__title">{values.title}</h1>
                  ) : (
                    <h2 className="carousel__title">{values.title}</h2>
                  )}
                  {values.text ? <p className="carousel__text">{values.text}</p> : null}
                  {values.linkText && values.link ? (
                    <BlockLink link={values.link} className="block-button carousel__button">
                      {values.linkText}
                    </BlockLink>
                  ) : null}
                </>
              ) : (
                <p className="block-error">{t('blocks.carousel.error')}</p>
              )}
            </div>
          </div>
        ))}
      </div>
      {mode.hasArrows ? <SliderArrows withSlider={withSlider} className="carousel__arrow" hasSideModifiers /> : null}
      {mode.hasIndicators ? (
        <div className="carousel__dots">
          {slides.map(({ id }, index) => (
            <button
              key={id}
              type="button"
              className="carousel__dot"
              aria-label={t('blocks.carousel.goTo', { index: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => withSlider((slider) => slider.moveToIdx(index))}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
