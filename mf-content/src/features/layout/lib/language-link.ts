import type { Language } from '@club/shared';

/** The current address with `lang` set: the spec's rule stores it and the page loads in it. */
export function languageHref(location: Pick<Location, 'pathname' | 'search' | 'hash'>, language: Language): string {
  const params = new URLSearchParams(location.search);
  params.set('lang', language);
  return `${location.pathname}?${params.toString()}${location.hash}`;
}
