// jsdom has no IntersectionObserver: a stand-in a test installs and drives by hand
// (the near-viewport hydration gate watches its slots with one).
export class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  constructor(public callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeIntersectionObserver.last = this;
  }
  observe() {}
  disconnect() {}
  /** The watched element came near the viewport (true) or is far from it (false). */
  answer(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

type WithObserver = { IntersectionObserver?: unknown };

export function installFakeIntersectionObserver(): void {
  (globalThis as WithObserver).IntersectionObserver = FakeIntersectionObserver;
}

export function removeFakeIntersectionObserver(): void {
  delete (globalThis as WithObserver).IntersectionObserver;
  FakeIntersectionObserver.last = null;
}
