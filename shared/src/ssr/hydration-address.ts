// Which parts of a server-rendered page must hydrate at once, whatever their distance from the
// viewport: what the page's address points at. A part waiting below the fold runs none of its
// code, so an address it should act on (a payment's return, a waiting-list offer, an anchor)
// would wait until the visitor happened to scroll there.

/**
 * Query parameters that only choose how the page looks or where the visit came from: they
 * address no part. Every other parameter may be one a part reads on arrival (the card payment's
 * `?id=`/`?resourcePath=`, the waiting list's `?join=`, a future one of any remote).
 */
const presentationParams = new Set(['lang', 'login', 'fbclid', 'gclid', 'msclkid']);
const isPresentationParam = (name: string) => presentationParams.has(name) || name.startsWith('utm_');

/** True when the address's query names a parameter a part may act on: hydrate every part at once. */
export function queryAddressesParts(search: string): boolean {
  for (const name of new URLSearchParams(search).keys()) {
    if (!isPresentationParam(name)) return true;
  }
  return false;
}

/** The element an address's fragment (`#contact`) points at, by id or by an anchor's name. */
export function fragmentTarget(hash: string, document: Document): Element | null {
  if (!hash || hash === '#') return null;
  let name = hash.slice(1);
  try {
    name = decodeURIComponent(name);
  } catch {
    // A fragment that is not valid percent-encoding is its own name.
  }
  return document.getElementById(name) ?? document.getElementsByName(name)[0] ?? null;
}

/** True when the address's fragment points at this part or inside it. */
export function fragmentAddresses(hash: string, element: Element): boolean {
  const target = fragmentTarget(hash, element.ownerDocument);
  return target !== null && element.contains(target);
}
