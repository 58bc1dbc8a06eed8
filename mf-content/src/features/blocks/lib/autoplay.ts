import type { KeenSliderPlugin } from 'keen-slider';

/**
 * Moves to the next slide every `intervalMs`, counted from the start of one slide change to the
 * start of the next (the spec's 5000 ms includes the animation), and pauses while the carousel
 * is hovered or has focus. After a drag or a click on an arrow or dot the count starts again.
 * The first change counts from `shownAt` (when the first slide was shown): the slider itself is
 * created later, when the carousel first needs it (use-lazy-keen-slider.ts).
 */
export function autoplay(intervalMs: number, shownAt?: number): KeenSliderPlugin {
  return (slider) => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    let isPaused = false;
    let isFirst = shownAt !== undefined;
    const clear = () => clearTimeout(timeout);
    const schedule = () => {
      clear();
      const delay = isFirst ? Math.max(0, shownAt! + intervalMs - Date.now()) : intervalMs;
      isFirst = false;
      if (!isPaused) timeout = setTimeout(() => slider.next(), delay);
    };
    const pause = () => {
      isPaused = true;
      clear();
    };
    const resume = () => {
      isPaused = false;
      schedule();
    };
    slider.on('created', () => {
      const root = slider.container.parentElement ?? slider.container;
      root.addEventListener('mouseenter', pause);
      root.addEventListener('mouseleave', resume);
      root.addEventListener('focusin', pause);
      root.addEventListener('focusout', resume);
      schedule();
    });
    slider.on('dragStarted', clear);
    // Counting from the start of the animation (not its end) keeps the interval at intervalMs.
    slider.on('animationStarted', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', clear);
  };
}
