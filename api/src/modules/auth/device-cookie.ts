import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';

/**
 * OWASP's device cookie against lockout as denial of service: a browser that logged in to an
 * account before carries a signed cookie naming that account; its password attempts count in
 * the device's own bucket, so ten wrong passwords sent by someone else (which lock the account
 * for everybody else) do not lock the owner out on their own phone.
 */
const cookieName = 'club_device';
const lifetimeSeconds = 180 * 24 * 3600;

/** The device id when the request carries a valid device cookie for this account, else null. */
export async function trustedDeviceOf(
  request: FastifyRequest,
  secret: Uint8Array,
  organizationId: string,
  email: string,
  nowMs: number,
): Promise<string | null> {
  const token = request.cookies[cookieName];
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(nowMs) });
    const isThisAccount =
      payload.typ === 'device' && payload.org === organizationId && payload.email === email.trim().toLowerCase();
    return isThisAccount && typeof payload.jti === 'string' ? payload.jti : null;
  } catch {
    return null;
  }
}

/** After a correct password: this browser is a known device of the account from now on. */
export async function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secret: Uint8Array; organizationId: string; email: string; nowMs: number; path: string },
): Promise<void> {
  const iat = Math.floor(options.nowMs / 1000);
  const token = await new SignJWT({
    typ: 'device',
    org: options.organizationId,
    email: options.email.trim().toLowerCase(),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSeconds)
    .sign(options.secret);
  // Parsed and written by @fastify/cookie (registered in app.ts).
  reply.setCookie(cookieName, token, {
    path: options.path,
    maxAge: lifetimeSeconds,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
