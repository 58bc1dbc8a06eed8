/**
 * §7: the administrator area lives on the current origin with '-admin' appended to the first
 * host label, with clientId (that label) and redirectUri (the current origin).
 */
export function adminAreaUrl(location: { protocol: string; host: string; origin: string }): string {
  const [first = '', ...rest] = location.host.split('.');
  const clientId = first.split(':')[0] ?? first;
  const host = [`${clientId}-admin${first.includes(':') ? first.slice(first.indexOf(':')) : ''}`, ...rest].join('.');
  const params = new URLSearchParams({ clientId, redirectUri: location.origin });
  return `${location.protocol}//${host}/?${params.toString()}`;
}
