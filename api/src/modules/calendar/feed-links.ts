import type { FastifyRequest } from 'fastify';

const loopback = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * The site's public origin as the visitor reached it (the gateway's X-Forwarded-Host/-Proto are
 * believed only from TRUST_PROXY addresses). Always https, except on a loopback host (development
 * and the e2e server), so links in feeds and mails never point to plain http.
 */
export function publicOrigin(request: FastifyRequest): string {
  const host = request.host || 'localhost';
  const hostname = host.replace(/:\d+$/, '');
  return loopback.test(hostname) ? `${request.protocol}://${host}` : `https://${host}`;
}

export interface FeedLinks {
  /** webcal:// link: calendar apps subscribe and refresh it. */
  subscribeUrl: string;
  /** https link of the same feed as a file download (.ics). */
  downloadUrl: string;
}

/** Subscribe and download links of a feed under the API prefix, in the visitor's language. */
export function feedLinks(origin: string, apiPath: string, lang: 'de' | 'en'): FeedLinks {
  const url = new URL(apiPath, origin);
  url.searchParams.set('lang', lang);
  const subscribeUrl = url.href.replace(/^https?:/, 'webcal:');
  url.searchParams.set('download', '1');
  return { subscribeUrl, downloadUrl: url.href };
}
