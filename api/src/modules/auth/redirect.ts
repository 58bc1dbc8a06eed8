/** The organization a host names: its first label minus a trailing -public (or -admin). */
export function organizationNameOfHost(hostname: string): string {
  return (hostname.split('.')[0] ?? '').toLowerCase().replace(/-(public|admin)$/, '');
}

const isLoopback = (hostname: string): boolean => hostname === 'localhost' || hostname === '127.0.0.1';

/**
 * The site origin a login page serves: the login page's own origin with '-admin' taken off the
 * first host label (the site sends visitors from demo.club.de to demo-admin.club.de), same scheme
 * and port. On plain localhost the login page is on the site's own origin.
 */
export function siteOriginOfLoginHost(protocol: string, host: string): string {
  const [first = '', ...rest] = host.toLowerCase().split('.');
  return `${protocol}://${[first.replace(/-admin$/, ''), ...rest].join('.')}`;
}

/**
 * A redirectUri must lead back to the organization's own site (no open redirect), compared by
 * exact origin (scheme, host and port):
 * - the site origin of the login page's host (siteOriginOfLoginHost), when its first label names
 *   the organization, or when it is plain localhost/127.0.0.1 and the organization is the default;
 * - or an origin listed in SITE_ORIGINS.
 */
export function isAllowedRedirect(
  redirectUri: string,
  input: {
    organizationName: string;
    requestProtocol: string;
    requestHost: string;
    defaultOrganization: string;
    siteOrigins: string[];
  },
): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  if (input.siteOrigins.some((origin) => origin.replace(/\/+$/, '') === url.origin)) return true;
  let expected: URL;
  try {
    expected = new URL(siteOriginOfLoginHost(input.requestProtocol, input.requestHost));
  } catch {
    return false;
  }
  if (expected.origin !== url.origin) return false;
  if (isLoopback(url.hostname)) return input.organizationName === input.defaultOrganization;
  return url.hostname.includes('.') && organizationNameOfHost(url.hostname) === input.organizationName;
}
