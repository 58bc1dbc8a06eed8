import { useSyncExternalStore } from 'react';
import { clubStore, renderHintsAtom } from '@club/shared';
import { isMobileUserAgent, mobileMaxWidth } from './is-mobile';

const query = `(max-width: ${mobileMaxWidth}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  const isNarrow = typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false;
  return isNarrow || isMobileUserAgent(window.navigator.userAgent);
}

/** True in the mobile layout (under 450 px or a mobile user agent); follows viewport changes. */
export function useIsMobile(): boolean {
  // The server knows the user agent: a phone gets the mobile layout in the first HTML, and the
  // browser hydrates with the same answer before it measures the viewport.
  return useSyncExternalStore(subscribe, snapshot, () => clubStore.get(renderHintsAtom)?.isMobile ?? false);
}
