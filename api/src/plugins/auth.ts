import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../lib/http-error.js';

export interface SessionClaims {
  /** User id; for visitor tokens the organization id. */
  sub: string;
  organizationId: string;
  email: string;
  role: { name: string; permissions: string[] };
  displayName?: string;
  exp: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionClaims | null;
  }
}

export const visitorTtlSeconds = 12 * 3600;
export const userTtlSeconds = 8 * 3600;

export async function issueToken(
  secret: Uint8Array,
  claims: Omit<SessionClaims, 'exp'>,
  ttlSeconds: number,
  nowMs: number,
): Promise<{ accessToken: string; exp: number }> {
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + ttlSeconds;
  const accessToken = await new SignJWT({
    org: claims.organizationId,
    email: claims.email,
    role: claims.role,
    ...(claims.displayName ? { name: claims.displayName } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret);
  return { accessToken, exp };
}

export async function verifyToken(secret: Uint8Array, token: string, nowMs: number): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
    });
    const role = payload.role as SessionClaims['role'] | undefined;
    if (!payload.sub || typeof payload.org !== 'string' || !role || !Array.isArray(role.permissions)) return null;
    return {
      sub: payload.sub,
      organizationId: payload.org,
      email: String(payload.email ?? ''),
      role: { name: String(role.name), permissions: role.permissions.map(String) },
      ...(typeof payload.name === 'string' ? { displayName: payload.name } : {}),
      exp: payload.exp ?? 0,
    };
  } catch {
    return null;
  }
}

/** 401 unless the request carries a valid bearer token. */
export function requireSession(request: FastifyRequest): SessionClaims {
  if (!request.session) throw unauthorized();
  return request.session;
}

async function authPlugin(app: FastifyInstance, opts: { secret: Uint8Array; now: () => number }): Promise<void> {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.session = await verifyToken(opts.secret, header.slice(7).trim(), opts.now());
  });
}

export default fp(authPlugin, { name: 'auth' });
