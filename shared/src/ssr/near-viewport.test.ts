import { awaitHydrationOf } from './hydration';
import {
  gatedPartHydrated,
  hydrateEveryPart,
  hydrationGate,
  resetHydrationGates,
  watchHydrationGate,
} from './near-viewport';
import {
  FakeIntersectionObserver as FakeObserver,
  installFakeIntersectionObserver,
  removeFakeIntersectionObserver,
} from '../testing/fake-intersection-observer';

const isSettled = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  return settled;
};

beforeEach(() => {
  resetHydrationGates();
  installFakeIntersectionObserver();
  delete document.documentElement.dataset.hydrated;
});
afterEach(() => {
  removeFakeIntersectionObserver();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
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

  it('holds a click on a block that has not hydrated and clicks again once it has', () => {
    awaitHydrationOf(['block:1']);
    hydrationGate('slot-1', 'block:1');
    const slot = document.body.appendChild(document.createElement('div'));
    const button = slot.appendChild(document.createElement('button'));
    watchHydrationGate('slot-1', 'block:1', slot);
    const clicks: boolean[] = [];
    document.body.addEventListener('click', (event) => clicks.push(event.defaultPrevented));

    button.click();
    // Held: neither the page (React's listener) nor the browser saw it.
    expect(clicks).toEqual([]);

    gatedPartHydrated('slot-1');
    expect(clicks).toEqual([false]);
    button.click();
    expect(clicks).toEqual([false, false]);
  });

  it('hydrates every block at once when the address carries a parameter a block may act on', () => {
    // The card payment's return: ?id=<checkout>&resourcePath=...
    window.history.replaceState(null, '', '/sports/swimming?id=chk_1&resourcePath=%2Fv1%2Fcheckouts');
    awaitHydrationOf(['block:1']);
    expect(hydrationGate('slot-1', 'block:1')).toBeNull();
    resetHydrationGates();
    // The waiting list's offer: ?join=<course>.
    window.history.replaceState(null, '', '/sports/swimming?join=course-1');
    expect(hydrationGate('slot-1', 'block:1')).toBeNull();
  });

  it('still holds blocks when the parameters only choose the language or name the campaign', () => {
    window.history.replaceState(null, '', '/?lang=en&utm_source=newsletter');
    awaitHydrationOf(['block:1']);
    expect(hydrationGate('slot-1', 'block:1')).not.toBeNull();
  });

  it('hydrates the block the address points at with its fragment at once, and only that one', async () => {
    window.history.replaceState(null, '', '/#kontakt');
    awaitHydrationOf(['block:1', 'block:2']);
    const addressed = hydrationGate('slot-1', 'block:1')!;
    const other = hydrationGate('slot-2', 'block:2')!;
    const first = document.body.appendChild(document.createElement('div'));
    first.appendChild(document.createElement('h2')).id = 'kontakt';
    watchHydrationGate('slot-1', 'block:1', first);
    watchHydrationGate('slot-2', 'block:2', document.body.appendChild(document.createElement('div')));
    expect(await isSettled(addressed)).toBe(true);
    expect(await isSettled(other)).toBe(false);
  });

  it('hydrates every block for an editor, those waiting already and those still to come', async () => {
    awaitHydrationOf(['block:1', 'block:2']);
    const waiting = hydrationGate('slot-1', 'block:1')!;
    watchHydrationGate('slot-1', 'block:1', document.body.appendChild(document.createElement('div')));
    FakeObserver.last!.answer(false);

    hydrateEveryPart();
    expect(await isSettled(waiting)).toBe(true);
    expect(hydrationGate('slot-2', 'block:2')).toBeNull();
  });
});
