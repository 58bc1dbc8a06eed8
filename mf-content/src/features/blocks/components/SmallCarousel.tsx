import { altTextOf, elementsOf } from '@club/shared/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import 'keen-slider/keen-slider.min.css';
import { namespace } from '../../../locales';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { smallCarouselBreakpoints } from '../lib/carousel';
import { useLazyKeenSlider } from '../lib/use-lazy-keen-slider';
import type { BlockProps } from '../model/block-props';
import { BlockLink } from '../../../components/BlockLink';
import { Picture } from '../../../components/Picture';
import { SliderArrows } from './SliderArrows';
import '../../../components/blocks.css';
import './small-carousel.css';

/**
 * Sport pictures (SMALL_CARROUSEL): squares, 5 per view on desktop, 3 on tablet, 1 in the mobile
 * layout - which a mobile user agent gets at any width, so the slider is rebuilt when it changes.
 */
export function SmallCarousel({ template }: BlockProps) {
  const isMobile = useIsMobile();
  return <SportPictures key={isMobile ? 'mobile' : 'wide'} template={template} isMobile={isMobile} />;
}

// Square slides: 5 per view from 1200 px, 3 from 450 px (smallCarouselBreakpoints), else 1.
const pictureSizes = '(min-width: 1200px) 20vw, (min-width: 450px) 34vw, 100vw';

function SportPictures({ template, isMobile }: BlockProps & { isMobile: boolean }) {
  const { t } = useTranslation(namespace);
  const pictures = elementsOf('SMALL_CARROUSEL', template).filter(({ values }) => values.picture);
  const [perView, setPerView] = useState(1);
  const { ref: sliderRef, withSlider } = useLazyKeenSlider<HTMLDivElement>(
    {
      loop: pictures.length > 5,
      mode: 'free-snap',
      slides: { perView: 1 },
      breakpoints: isMobile ? {} : smallCarouselBreakpoints,
      created: (s) =>
        setPerView(Number(s.options.slides && typeof s.options.slides === 'object' ? s.options.slides.perView : 1)),
      optionsChanged: (s) =>
        setPerView(Number(s.options.slides && typeof s.options.slides === 'object' ? s.options.slides.perView : 1)),
    },
    [],
    // Below the fold it hydrates only near the viewport: the slider can load at once then.
    { startAfterMs: 0 },
  );
  const canSlide = pictures.length > perView;

  return (
    <section
      className={`small-carousel${isMobile ? ' small-carousel--single' : ''}`}
      aria-label={t('blocks.smallCarousel.label')}
    >
      <div ref={sliderRef} className="keen-slider">
        {pictures.map(({ id, values }) => {
          const content = (
            <>
              <Picture
                className="small-carousel__picture"
                src={values.picture ?? ''}
                alt={altTextOf(values.pictureAlt)}
                sizes={isMobile ? '100vw' : pictureSizes}
                loading="lazy"
              />
              {values.title ? <span className="small-carousel__title">{values.title}</span> : null}
            </>
          );
          return (
            <div key={id} className="keen-slider__slide small-carousel__slide">
              {values.link ? (
                <BlockLink link={values.link} className="small-carousel__tile" label={values.title || undefined}>
                  {content}
                </BlockLink>
              ) : (
                <div className="small-carousel__tile">{content}</div>
              )}
            </div>
          );
        })}
      </div>
      {canSlide ? (
        <div className="small-carousel__controls">
          <SliderArrows withSlider={withSlider} className="small-carousel__arrow" />
        </div>
      ) : null}
    </section>
  );
}
