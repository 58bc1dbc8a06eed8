import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * CORS per request. The remotes' files (/remotes/...) are for any page that lists them in its
 * remotes.json. The API answers cross-origin calls only from the club's own site: the request's
 * own origin or one listed in SITE_ORIGINS. Anything else gets no CORS headers, so a foreign page
 * cannot read logins, tokens or users' data through its visitors' browsers.
 */
export function corsOptionsFor(request: FastifyRequest, config: Pick<AppConfig, 'siteOrigins'>): FastifyCorsOptions {
  if (request.url.startsWith('/remotes/')) return { origin: '*', methods: ['GET', 'HEAD'] };
  const origin = request.headers.origin;
  if (!origin) return { origin: false };
  const host = hostOf(origin);
  const isOwn = host === request.host || config.siteOrigins.some((o) => o.replace(/\/+$/, '') === origin);
  return { origin: isOwn ? origin : false, methods };
}
