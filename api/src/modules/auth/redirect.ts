import { contracts } from '../../lib/contracts.js';

/** The organization a host names: the contracts' rule on its first label (-public/-admin, any case). */
export function organizationNameOfHost(hostname: string): string {
  return contracts.organizationNameOfLabel(hostname.split('.')[0] ?? '');
}

const parentDomain = (hostname: string): string => {
  const labels = hostname.toLowerCase().split('.');
  return labels.length > 1 ? labels.slice(1).join('.') : (labels[0] ?? '');
};

const isLoopback = (hostname: string): boolean => hostname === 'localhost' || hostname === '127.0.0.1';

/**
 * A redirectUri must lead back to the organization's own site (no open redirect):
 * - its host's first label (minus -public) is the organization's name AND it sits under the same
 *   parent domain as the login page's host (demo.localhost for demo-admin.localhost, demo.club.de
 *   for demo-admin.club.de), so demo.evil.example is refused;
 * - or it is plain localhost/127.0.0.1 and the organization is the default one;
 * - or its origin is listed in SITE_ORIGINS.
 */
export function isAllowedRedirect(
  redirectUri: string,
  input: { organizationName: string; requestHost: string; defaultOrganization: string; siteOrigins: string[] },
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
  const hostname = url.hostname.toLowerCase();
  if (isLoopback(hostname)) return input.organizationName === input.defaultOrganization;
  const requestHostname = input.requestHost.replace(/:\d+$/, '');
  const isSameParent = parentDomain(hostname) === parentDomain(requestHostname);
  return isSameParent && hostname.split('.').length > 1 && organizationNameOfHost(hostname) === input.organizationName;
}
