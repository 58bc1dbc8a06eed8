import type { KeenSliderInstance } from 'keen-slider';
import { autoplay } from './autoplay';

type Handler = () => void;

/** A stand-in keen-slider: records handlers; next() starts an animation of `animationMs`. */
function fakeSlider(animationMs: number) {
  const handlers = new Map<string, Handler[]>();
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  const root = document.createElement('section');
  const container = document.createElement('div');
  root.append(container);
  const changes: number[] = [];
  const slider = {
    container,
    on: (event: string, handler: Handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    next: () => {
      changes.push(Date.now());
      emit('animationStarted');
      setTimeout(() => emit('animationEnded'), animationMs);
    },
  };
  return { slider: slider as unknown as KeenSliderInstance, emit, root, changes };
}

describe('autoplay', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('changes slide every 5000 ms, animation included', () => {
    const { slider, emit, changes } = fakeSlider(500);
    autoplay(5000)(slider);
    emit('created');
    jest.advanceTimersByTime(15_000);
    expect(changes).toEqual([5000, 10_000, 15_000]);
  });

  it('pauses while hovered and starts counting again on leaving', () => {
    const { slider, emit, root, changes } = fakeSlider(500);
    autoplay(5000)(slider);
    emit('created');
    jest.advanceTimersByTime(3000);
    root.dispatchEvent(new MouseEvent('mouseenter'));
    jest.advanceTimersByTime(10_000);
    expect(changes).toEqual([]);
    root.dispatchEvent(new MouseEvent('mouseleave'));
    jest.advanceTimersByTime(5000);
    expect(changes).toEqual([18_000]);
  });

  it("counts the first change from when the first slide was shown, not from the slider's creation", () => {
    const { slider, emit, changes } = fakeSlider(500);
    autoplay(5000, 0)(slider);
    jest.advanceTimersByTime(3500);
    emit('created');
    jest.advanceTimersByTime(6500);
    expect(changes).toEqual([5000, 10_000]);
  });
});
