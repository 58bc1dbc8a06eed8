import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLazyKeenSlider } from './use-lazy-keen-slider';

const created: Array<{ next: jest.Mock; destroy: jest.Mock }> = [];
jest.mock('keen-slider', () => ({
  __esModule: true,
  default: jest.fn().mockImplementation(() => {
    const slider = { next: jest.fn(), destroy: jest.fn() };
    created.push(slider);
    return slider;
  }),
}));

function Slides({ startAfterMs }: { startAfterMs?: number }) {
  const { ref, withSlider } = useLazyKeenSlider<HTMLDivElement>({}, [], { startAfterMs });
  return (
    <section>
      <div ref={ref}>
        <div>slide</div>
      </div>
      <button type="button" onClick={() => withSlider((slider) => slider.next())}>
        Next
      </button>
    </section>
  );
}

/** Lets the dynamic import and its then() settle. */
const settle = () => act(async () => {});

beforeEach(() => {
  created.length = 0;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('useLazyKeenSlider', () => {
  it('loads nothing with the page, only once the autoplay is due', async () => {
    render(<Slides startAfterMs={3000} />);
    await settle();
    expect(created).toHaveLength(0);
    act(() => jest.advanceTimersByTime(3000));
    await settle();
    expect(created).toHaveLength(1);
  });

  it('loads on the first touch and carries out a click made before the slider was here', async () => {
    render(<Slides />);
    const next = screen.getByRole('button', { name: 'Next' });
    fireEvent.pointerDown(next);
    fireEvent.click(next);
    await settle();
    expect(created).toHaveLength(1);
    expect(created[0]!.next).toHaveBeenCalledTimes(1);
    // Later clicks go straight to the slider.
    fireEvent.click(next);
    expect(created[0]!.next).toHaveBeenCalledTimes(2);
  });

  it('destroys the slider with the carousel', async () => {
    const { unmount } = render(<Slides startAfterMs={0} />);
    act(() => jest.advanceTimersByTime(0));
    await settle();
    unmount();
    expect(created[0]!.destroy).toHaveBeenCalled();
  });
});
