import { pageLocation } from '@club/shared';

/** Where a block's link goes: internal paths route in the app, others open in a new tab. */
export function linkTarget(link: string): { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null {
  const value = link.trim();
  if (!value) return null;
  if (value.startsWith('/')) return { kind: 'internal', to: value };
  const withScheme = value.startsWith('www.') ? `https://${value}` : value;
  try {
    const url = new URL(withScheme);
    if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'external', href: url.href };
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.origin === pageLocation().origin) {
      return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
    }
    return { kind: 'external', href: url.href };
  } catch {
    return null;
  }
}
