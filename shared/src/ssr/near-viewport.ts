import { fragmentAddresses, queryAddressesParts } from './hydration-address';
import { isHydratingServerPage, moduleMounted } from './hydration';

// Below-the-fold parts of a server-rendered page hydrate when they come near the viewport: until
// then React keeps their server markup as it is (a suspended boundary stays dehydrated), so the
// phone neither downloads their code nor runs it while the visitor looks at the top of the page.
// A part hydrates at once when the page's address points at it (hydration-address.ts) or when
// every part must be live (an editor: hydrateEveryPart), and early when the visitor focuses or
// touches it. A click or a form sent before the part hydrated is held (React would drop it, a form
// would reload the page) and replayed once React owns the part.

/** How far ahead of the viewport a part starts hydrating (a fast scroll on a phone). */
export const hydrationMargin = '400px 0px';

interface Gate {
  promise: Promise<void>;
  open: () => void;
  isOpen: boolean;
  /** The page's hydration mark of this part (shared/src/ssr/hydration.ts). */
  markId: string;
  /** Ends the watch and replays a held click or form; null once the part hydrated. */
  hydrated?: (() => void) | null;
  /** The part no longer holds back the page's hydration mark. */
  isReleased?: boolean;
  /** A form sent before the part hydrated. */
  heldSubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  /** What the visitor clicked before the part hydrated. */
  heldClick?: HTMLElement;
}

const gates = new Map<string, Gate>();
const wakeEvents = ['focusin', 'pointerdown', 'keydown'] as const;
/** No part waits any more (an editor on the page, or an address that parts may act on). */
let isEveryPartLive = false;

function newGate(markId: string): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  const gate: Gate = { promise, markId, isOpen: false, open: () => {} };
  // openNow may run more than once (several wake events); resolving twice is harmless.
  gate.open = () => {
    gate.isOpen = true;
    open();
  };
  return gate;
}

/**
 * What a part waits for before it hydrates: null when it need not wait (on the server, on a page
 * built in the browser, in browsers without IntersectionObserver, or once it came near).
 */
export function hydrationGate(key: string, markId: string): Promise<void> | null {
  const gate = gateFor(key, markId);
  return !gate || gate.isOpen ? null : gate.promise;
}

/**
 * The gate of a part, made on first use while the page hydrates. Either side may come first:
 * React commits the slot (its ref watches) before it renders a dehydrated boundary's content.
 */
function gateFor(key: string, markId: string): Gate | null {
  let gate = gates.get(key);
  if (!gate) {
    if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined' || !isHydratingServerPage()) {
      return null;
    }
    if (isEveryPartLive || queryAddressesParts(window.location.search)) return null;
    gate = newGate(markId);
    gates.set(key, gate);
  }
  return gate;
}

/**
 * Every part hydrates now and none waits from here on: an editor (WRITE_CONTENT) needs every
 * block live, whether or not it is near.
 */
export function hydrateEveryPart(): void {
  isEveryPartLive = true;
  for (const gate of gates.values()) gate.open();
}

/**
 * Watches the element that holds a gated part (a ref callback: React calls the returned cleanup
 * before it calls the ref again). Near the viewport, addressed by the page's fragment, or on
 * focus or touch, the gate opens. A part that starts far below no longer holds back the page's
 * hydration mark: it hydrates on its own.
 */
export function watchHydrationGate(key: string, markId: string, element: Element | null): (() => void) | undefined {
  const gate = gateFor(key, markId);
  if (!gate || gate.hydrated === null || !element) return undefined;
  const openNow = () => {
    observer.disconnect();
    gate.open();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) return openNow();
      if (!gate.isReleased) moduleMounted(gate.markId);
      gate.isReleased = true;
    },
    { rootMargin: hydrationMargin },
  );
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    const { target, submitter } = event as SubmitEvent;
    if (target instanceof HTMLFormElement) gate.heldSubmit = { form: target, submitter };
    openNow();
  };
  // React drops a click on markup it has not hydrated: keep it from the page (a link would
  // reload it) and click again once the part is React's.
  const holdClick = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    if (event.target instanceof HTMLElement) gate.heldClick = event.target;
    openNow();
  };
  const stop = () => {
    observer.disconnect();
    for (const type of wakeEvents) element.removeEventListener(type, openNow, true);
    element.removeEventListener('submit', holdSubmit, true);
    element.removeEventListener('click', holdClick, true);
  };
  gate.hydrated = () => {
    stop();
    gate.hydrated = null;
    const { heldSubmit, heldClick } = gate;
    gate.heldSubmit = gate.heldClick = undefined;
    if (heldSubmit?.form.isConnected) {
      heldSubmit.form.requestSubmit(heldSubmit.submitter?.isConnected ? heldSubmit.submitter : null);
    } else if (heldClick?.isConnected) heldClick.click();
  };
  if (isEveryPartLive || fragmentAddresses(window.location.hash, element)) gate.open();
  if (!gate.isOpen) observer.observe(element);
  for (const type of wakeEvents) element.addEventListener(type, openNow, true);
  element.addEventListener('submit', holdSubmit, true);
  element.addEventListener('click', holdClick, true);
  return stop;
}

/** The gated part hydrated (a layout effect of the part): a held click or form is replayed. */
export function gatedPartHydrated(key: string): void {
  const gate = gates.get(key);
  if (gate?.hydrated) gate.hydrated();
  else if (gate) gate.hydrated = null;
}

/** Tests: forget every gate (a new page load). */
export function resetHydrationGates(): void {
  gates.clear();
  isEveryPartLive = false;
}
