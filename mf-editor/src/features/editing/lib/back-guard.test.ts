import { createBackGuard, isSentinel } from './back-guard';

/** jsdom traverses history asynchronously, like a browser: wait for the popstate. */
const nextPop = () =>
  new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the back-button guard for unsaved changes', () => {
  let blocked: number;
  let guard: ReturnType<typeof createBackGuard>;
  beforeEach(() => {
    blocked = 0;
    window.history.pushState({ idx: 1 }, '', '/previous');
    window.history.pushState({ idx: 2 }, '', '/culture');
    guard = createBackGuard(window, () => (blocked += 1));
  });
  afterEach(() => guard.dispose());

  it('stays on the page and asks when back is pressed with unsaved changes', async () => {
    guard.arm();
    guard.arm();
    expect(isSentinel(window.history.state)).toBe(true);
    const popped = nextPop();
    window.history.back();
    await popped;
    await settle();
    expect(blocked).toBe(1);
    expect(window.location.pathname).toBe('/culture');
    // The sentinel is back on top, so a second back asks again.
    expect(isSentinel(window.history.state)).toBe(true);
    expect(window.history.state.idx).toBe(2);
  });

  it('leaves for real when the user continues', async () => {
    guard.arm();
    const popped = nextPop();
    guard.leave();
    await popped;
    await settle();
    expect(window.location.pathname).toBe('/previous');
    expect(blocked).toBe(0);
  });

  it('drops the sentinel when the changes are saved or removed, and lets back through', async () => {
    guard.arm();
    // Dropping the sentinel is a history step of its own: wait for it, not for a fixed time.
    const dropped = nextPop();
    guard.disarm();
    await dropped;
    expect(isSentinel(window.history.state)).toBe(false);
    expect(window.location.pathname).toBe('/culture');
    const popped = nextPop();
    window.history.back();
    await popped;
    await settle();
    expect(window.location.pathname).toBe('/previous');
    expect(blocked).toBe(0);
  });
});
