import type { KeenSliderInstance } from 'keen-slider';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';

interface Props {
  /** Runs an action on the slider once it is here (use-lazy-keen-slider.ts). */
  withSlider: (action: (slider: KeenSliderInstance<object, object, never>) => void) => void;
  /** BEM block of the arrows: 'carousel__arrow' or 'small-carousel__arrow'. */
  className: string;
  /** Add --prev / --next modifiers (the hero carousel positions each arrow on its side). */
  hasSideModifiers?: boolean;
}

/** Previous and next buttons of a keen-slider, labelled for screen readers. */
export function SliderArrows({ withSlider, className, hasSideModifiers = false }: Props) {
  const { t } = useTranslation(namespace);
  const side = (modifier: string) => (hasSideModifiers ? `${className} ${className}--${modifier}` : className);
  return (
    <>
      <button
        type="button"
        className={side('prev')}
        aria-label={t('blocks.carousel.previous')}
        onClick={() => withSlider((slider) => slider.prev())}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={side('next')}
        aria-label={t('blocks.carousel.next')}
        onClick={() => withSlider((slider) => slider.next())}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
