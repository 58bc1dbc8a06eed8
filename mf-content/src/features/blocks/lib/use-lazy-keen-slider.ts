import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from 'keen-slider';

// keen-slider (about 6 KB gzip) is loaded when a carousel first needs it, not with the page: the
// server's markup already shows the first slide, and the home page's carousel is its first block,
// so loading it at once put it on every visitor's first download and main thread. It loads on the
// first touch, focus, key or click in the carousel, or after `startAfterMs` (the autoplay's first
// change is due; 0: at once). A click on an arrow or dot before it arrived is carried out after.

export interface LazySliderOptions {
  /** Load this long after mount without any interaction; undefined: only on interaction. */
  startAfterMs?: number;
}

type Slider = KeenSliderInstance<object, object, never>;

const wakeEvents = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Loads keen-slider's code (its own chunk). */
export const loadKeenSlider = () => import(/* webpackChunkName: "keen-slider" */ 'keen-slider');

export function useLazyKeenSlider<T extends HTMLElement>(
  options: KeenSliderOptions,
  plugins: KeenSliderPlugin[] = [],
  { startAfterMs }: LazySliderOptions = {},
) {
  const slider = useRef<Slider | null>(null);
  const [container, setContainer] = useState<T | null>(null);
  // Created once with the options and plugins of the first render (as keen-slider's own hook).
  const [initial] = useState(() => ({ options, plugins }));
  const start = useRef<() => Promise<Slider | null>>(() => Promise.resolve(null));

  useEffect(() => {
    if (!container) return;
    let isGone = false;
    let loading: Promise<Slider | null> | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const area = container.parentElement ?? container;
    const begin = () => {
      loading ??= loadKeenSlider().then(({ default: KeenSlider }) => {
        if (isGone) return null;
        slider.current = new KeenSlider(container, initial.options, initial.plugins) as unknown as Slider;
        return slider.current;
      });
      for (const type of wakeEvents) area.removeEventListener(type, begin, true);
      clearTimeout(timer);
      return loading;
    };
    start.current = begin;
    for (const type of wakeEvents) area.addEventListener(type, begin, true);
    if (startAfterMs !== undefined) timer = setTimeout(begin, startAfterMs);
    return () => {
      isGone = true;
      clearTimeout(timer);
      for (const type of wakeEvents) area.removeEventListener(type, begin, true);
      slider.current?.destroy();
      slider.current = null;
    };
  }, [container, initial, startAfterMs]);

  /** Runs `action` on the slider, loading it first when it is not here yet. */
  const withSlider = useCallback((action: (instance: Slider) => void) => {
    if (slider.current) return action(slider.current);
    void start.current().then((instance) => instance && action(instance));
  }, []);

  return { ref: setContainer, withSlider };
}
