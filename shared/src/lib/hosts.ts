// Organization and login address rules of members-and-transactions.md §7.

const isPlainHost = (hostname: string) =>
  hostname === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');

/** The first host label minus a trailing '-public' names the organization. */
export function organizationNameFromHost(hostname: string, defaultOrganization: string): string {
  if (isPlainHost(hostname)) return defaultOrganization;
  const firstLabel = hostname.split('.')[0] ?? '';
  return firstLabel.replace(/-public$/, '') || defaultOrganization;
}

/**
 * The login address: the current origin with '-admin' appended to the first host label, with
 * clientId (first host label) and redirectUri (current origin). On plain localhost there is no
 * label to change, so the login page is served on the same origin. A configured URL wins.
 */
export function loginAddress(
  location: Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin'>,
  options: {
    loginUrl: string | null;
    defaultOrganization: string;
    apiBaseUrl: string;
  },
  /** PKCE S256 challenge of the verifier this tab keeps (see pkce.ts). */
  codeChallenge?: string,
): string {
  const firstLabel = location.hostname.split('.')[0] ?? location.hostname;
  const clientId = isPlainHost(location.hostname) ? options.defaultOrganization : firstLabel.replace(/-public$/, '');
  const params = new URLSearchParams({ clientId, redirectUri: location.origin });
  if (codeChallenge) {
    params.set('codeChallenge', codeChallenge);
    params.set('codeChallengeMethod', 'S256');
  }
  const query = params.toString();
  if (options.loginUrl) return `${options.loginUrl}?${query}`;
  const loginPath = `${options.apiBaseUrl.replace(/\/$/, '')}/login`;
  if (isPlainHost(location.hostname)) return `${location.origin}${loginPath}?${query}`;
  const [, ...rest] = location.hostname.split('.');
  const adminHost = [`${firstLabel}-admin`, ...rest].join('.');
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${adminHost}${port}${loginPath}?${query}`;
}
