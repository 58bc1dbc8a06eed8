import { awaitHydrationOf } from './hydration';
import { gatedPartHydrated, hydrationGate, resetHydrationGates, watchHydrationGate } from './near-viewport';

// jsdom has no IntersectionObserver: a stand-in the test drives by hand.
class FakeObserver {
  static last: FakeObserver | null = null;
  constructor(public callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  answer(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

const isSettled = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  return settled;
};

beforeEach(() => {
  resetHydrationGates();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  delete document.documentElement.dataset.hydrated;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('hydration near the viewport', () => {
  it('does not hold a page that was built in the browser', () => {
    awaitHydrationOf([]);
    expect(hydrationGate('slot-1', 'block:1')).toBeNull();
  });

  it('watches a slot React committed before it rendered the block (a dehydrated boundary)', async () => {
    awaitHydrationOf(['block:1']);
    watchHydrationGate('slot-1', 'block:1', document.createElement('div'));
    const gate = hydrationGate('slot-1', 'block:1')!;
    FakeObserver.last!.answer(true);
    expect(await isSettled(gate)).toBe(true);
  });

  it('holds a block far below until it comes near, without holding back the page', async () => {
    awaitHydrationOf(['block:1']);
    const gate = hydrationGate('slot-1', 'block:1')!;
    watchHydrationGate('slot-1', 'block:1', document.createElement('div'));
    FakeObserver.last!.answer(false);
    expect(await isSettled(gate)).toBe(false);
    expect(document.documentElement.dataset.hydrated).toBe('true');

    FakeObserver.last!.answer(true);
    expect(await isSettled(gate)).toBe(true);
    expect(hydrationGate('slot-1', 'block:1')).toBeNull();
  });

  it('opens when the visitor focuses into the block', async () => {
    awaitHydrationOf(['block:1']);
    const gate = hydrationGate('slot-1', 'block:1')!;
    const slot = document.createElement('div');
    const input = slot.appendChild(document.createElement('input'));
    document.body.append(slot);
    watchHydrationGate('slot-1', 'block:1', slot);
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await isSettled(gate)).toBe(true);
    slot.remove();
  });

  it('holds a form sent before the block hydrated and sends it once it has', () => {
    awaitHydrationOf(['block:1']);
    hydrationGate('slot-1', 'block:1');
    const slot = document.createElement('div');
    const form = slot.appendChild(document.createElement('form'));
    document.body.append(slot);
    watchHydrationGate('slot-1', 'block:1', slot);
    const sent: boolean[] = [];
    form.addEventListener('submit', (event) => sent.push(event.defaultPrevented));

    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // Held: the browser's own submission (a page reload) was prevented.
    expect(sent).toEqual([true]);

    const requestSubmit = jest.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    gatedPartHydrated('slot-1');
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    // After hydration the form is React's alone: no longer held.
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(sent).toEqual([true, false]);
    slot.remove();
  });
});
