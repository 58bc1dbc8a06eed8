import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error.js';
import { clockSkewSeconds, verifyToken, type SessionClaims, type SigningKeys } from '../lib/session-tokens.js';

// Where the tokens are made and checked (lib/session-tokens.ts); re-exported for the plugin's users.
export * from '../lib/session-tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionClaims | null;
  }
}

/** 401 unless the request carries a valid bearer token. */
export function requireSession(request: FastifyRequest): SessionClaims {
  if (!request.session) throw unauthorized();
  return request.session;
}

export interface AuthOptions {
  /** The signing key first, then previous keys still accepted. */
  keys: readonly Uint8Array[];
  now: () => number;
  /**
   * The session as it stands now: null when the person signed out everywhere (or changed the
   * password, or was erased) after the token was issued; else the claims with the person's
   * current role and permissions, so a role given or taken holds from the next request on.
   */
  currentSession: (claims: SessionClaims) => Promise<SessionClaims | null>;
}

const verifiedTokensMax = 10_000;

/**
 * Checking an HMAC signature costs more than answering a cached page, and a visitor sends the same
 * token with every request. A token that verified once verifies again with the same keys (fixed
 * for the process' life), and its iat/nbf checks only get easier as time passes; so its claims are
 * kept until it expires, and exp is checked on every use. Tokens that failed are never kept.
 * currentSession (sign-out everywhere, a new password, the current role) still runs on every request.
 */
function verifiedTokenCache(keys: SigningKeys) {
  const verified = new Map<string, SessionClaims>();
  return async (token: string, nowMs: number): Promise<SessionClaims | null> => {
    const known = verified.get(token);
    if (known) {
      if (known.exp + clockSkewSeconds > nowMs / 1000) return known;
      verified.delete(token);
    }
    const claims = await verifyToken(keys, token, nowMs);
    if (!claims) return null;
    // Bounded: when full, start over (the cost is one verification per token, not a leak).
    if (verified.size >= verifiedTokensMax) verified.clear();
    // One object serves many requests: frozen, so no request can change another's session.
    Object.freeze(claims.role.permissions);
    Object.freeze(claims.role);
    verified.set(token, Object.freeze(claims));
    return claims;
  };
}

async function authPlugin(app: FastifyInstance, opts: AuthOptions): Promise<void> {
  app.decorateRequest('session', null);
  const verify = verifiedTokenCache(opts.keys);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await verify(header.slice(7).trim(), opts.now());
    request.session = claims ? await opts.currentSession(claims) : null;
  });
}

export default fp(authPlugin, { name: 'auth' });
