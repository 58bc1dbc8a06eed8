import { readFileSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { AppConfig } from '../config.js';

/** Embedded players and pictures the site shows (consent-gated in the page; allowed here). */
export const embedOrigins = {
  frames: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  images: ['https://*.cdninstagram.com', 'https://*.fbcdn.net'],
};

/** Origins of remotes that remotes.json loads from elsewhere (relative entries are our own origin). */
export function remoteOrigins(config: Pick<AppConfig, 'remotesJsonFile'>): string[] {
  if (!config.remotesJsonFile) return [];
  try {
    const entries = JSON.parse(readFileSync(config.remotesJsonFile, 'utf8')) as Array<{ entry?: string }>;
    const origins = entries.flatMap(({ entry }) => {
      try {
        return entry && /^https?:\/\//.test(entry) ? [new URL(entry).origin] : [];
      } catch {
        return [];
      }
    });
    return [...new Set(origins)];
  } catch {
    return [];
  }
}

/**
 * The remote origins as remotes.json names them now: a remote rolled forward to a new origin is
 * allowed on the next page without restarting the API (the file is read again when it changed).
 */
function currentRemoteOrigins(config: Pick<AppConfig, 'remotesJsonFile'>): (request: object) => string[] {
  let known = { mtimeMs: Number.NaN, origins: [] as string[] };
  // One look at the file per answer, however many directives name the remote origins.
  const perRequest = new WeakMap<object, string[]>();
  return (request) => {
    if (!config.remotesJsonFile) return [];
    const seen = perRequest.get(request);
    if (seen) return seen;
    let mtimeMs = -1;
    try {
      mtimeMs = statSync(config.remotesJsonFile).mtimeMs;
    } catch {
      // no file: no remote origins
    }
    if (mtimeMs !== known.mtimeMs) known = { mtimeMs, origins: remoteOrigins(config) };
    perRequest.set(request, known.origins);
    return known.origins;
  };
}

/**
 * The Content-Security-Policy of the site, the remotes and the API: exactly what the site uses.
 * style-src needs 'unsafe-inline' because the remotes' style-loader injects <style> elements.
 * CSP_EXTRA_ORIGINS adds origins (e.g. a payment widget) to scripts, frames and connections.
 * The remote origins follow remotes.json as it is when the answer is sent.
 */
export function cspDirectives(config: Pick<AppConfig, 'remotesJsonFile' | 'cspExtraOrigins'>) {
  const origins = currentRemoteOrigins(config);
  const extra = config.cspExtraOrigins;
  const sources =
    (...fixed: string[]) =>
    (request: object) =>
      [...fixed, ...origins(request)].join(' ');
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [sources("'self'"), ...extra],
    styleSrc: [sources("'self'", "'unsafe-inline'"), ...extra],
    imgSrc: [sources("'self'", 'data:', 'blob:', ...embedOrigins.images)],
    fontSrc: [sources("'self'", 'data:')],
    connectSrc: [sources("'self'"), ...extra],
    // 'self': the editor's width preview frames the site's own page (mf-editor README, issue 34).
    frameSrc: ["'self'", ...embedOrigins.frames, ...extra],
    // The service worker (/sw.js) and the web app manifest come from the site itself.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

// The video players (youtube-nocookie, player.vimeo.com) may use what a player needs; nothing on
// the site uses camera, microphone, location or device APIs, so no page (or injected script or
// frame) may ask for them. Only features Chromium knows: an unknown one logs a console error.
const videoPlayers = '"https://www.youtube-nocookie.com" "https://player.vimeo.com"';
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'display-capture=()',
  'payment=(self)',
  `accelerometer=(self ${videoPlayers})`,
  `gyroscope=(self ${videoPlayers})`,
  `encrypted-media=(self ${videoPlayers})`,
  `picture-in-picture=(self ${videoPlayers})`,
  `fullscreen=(self ${videoPlayers})`,
  `autoplay=(self ${videoPlayers})`,
].join(', ');

async function securityHeaders(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  // Built once: @fastify/helmet rebuilt this middleware (parsing the CSP) on every request, which
  // cost more than answering a cached page.
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts.config) },
    // Remotes' chunks are loaded by pages on other origins (remotes.json may point anywhere).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent only over TLS (below): on plain http it would mean nothing and confuse local setups.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', permissionsPolicy);
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
