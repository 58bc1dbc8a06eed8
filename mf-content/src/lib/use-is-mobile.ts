import { useSyncExternalStore } from 'react';
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
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
