/**
 * The browser's back button while there are unsaved changes (§4). The shell's BrowserRouter has
 * no data-router blocker, so the editor keeps a sentinel history entry on top of the page's own
 * one (same address): "back" then only leaves the sentinel, which is put back at once, and the
 * continue/cancel dialog opens. Continuing goes back past the page for real.
 */
const marker = 'clubUnsavedChanges';

export const isSentinel = (state: unknown): boolean =>
  !!state && typeof state === 'object' && (state as Record<string, unknown>)[marker] === true;

export interface BackGuard {
  /** Unsaved changes exist: keep the sentinel entry on top (once). */
  arm(): void;
  /** No unsaved changes any more: drop the sentinel if it is the current entry. */
  disarm(): void;
  /** The user chose to leave: go back past the page itself. */
  leave(): void;
  dispose(): void;
}

export function createBackGuard(win: Window, onBlocked: () => void): BackGuard {
  let guardedHref: string | null = null;
  let ignoredPops = 0;
  // The router's own state (key, index) is kept so it sees the sentinel as the same entry.
  const pushSentinel = () =>
    win.history.pushState({ ...(win.history.state ?? {}), [marker]: true }, '', win.location.href);

  const onPopState = (event: PopStateEvent) => {
    if (ignoredPops > 0) {
      ignoredPops -= 1;
      return;
    }
    if (guardedHref === null || isSentinel(event.state)) return;
    if (win.location.href !== guardedHref) {
      // Several steps at once (the browser's history list): the page is gone, nothing to keep.
      guardedHref = null;
      return;
    }
    pushSentinel();
    onBlocked();
  };
  win.addEventListener('popstate', onPopState);

  return {
    arm() {
      if (guardedHref === win.location.href && isSentinel(win.history.state)) return;
      guardedHref = win.location.href;
      if (!isSentinel(win.history.state)) pushSentinel();
    },
    disarm() {
      guardedHref = null;
      if (!isSentinel(win.history.state)) return;
      ignoredPops += 1;
      win.history.back();
    },
    leave() {
      guardedHref = null;
      // From the sentinel: one step to the page's own entry, one more to where the user came from.
      win.history.go(isSentinel(win.history.state) ? -2 : -1);
    },
    dispose() {
      win.removeEventListener('popstate', onPopState);
    },
  };
}
