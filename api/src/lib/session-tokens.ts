import { jwtVerify, SignJWT } from 'jose';

// Signing and checking the session tokens (HS256, jose): plain functions the auth plugin checks
// requests with and the auth module signs logins with, so the module needs no plugin.

export interface SessionClaims {
  /** User id; for visitor tokens the organization id. */
  sub: string;
  organizationId: string;
  email: string;
  role: { name: string; permissions: string[] };
  displayName?: string;
  exp: number;
  /** Issued at (epoch seconds). */
  iat?: number;
  /** User tokens: the user's token generation when issued (see revokeTokens). */
  generation?: number;
}

export const visitorTtlSeconds = 12 * 3600;
export const userTtlSeconds = 8 * 3600;
/** No token may live longer than this (exp - iat), whoever signed it. */
export const maxTokenLifetimeSeconds = 12 * 3600;
/** Clocks of the signer and this server may differ a little, no more. */
export const clockSkewSeconds = 30;

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
    ...(claims.generation !== undefined ? { gen: claims.generation } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret);
  return { accessToken, exp };
}

/** The key that signs, then older keys still accepted while a key change rolls out. */
export type SigningKeys = Uint8Array | readonly Uint8Array[];

async function verifyWithAny(keys: readonly Uint8Array[], token: string, nowMs: number) {
  for (const key of keys) {
    try {
      return await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: new Date(nowMs),
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: clockSkewSeconds,
      });
    } catch {
      // Next key: a token signed before the key change verifies with the previous one.
    }
  }
  return null;
}

/**
 * The claims of a valid token, else null. Besides the signature: exp and iat are required, the
 * lifetime is bounded (a token without end would work forever), and iat/nbf may not lie in the
 * future beyond the clock skew (jose checks nbf and exp with the same tolerance).
 */
export async function verifyToken(keys: SigningKeys, token: string, nowMs: number): Promise<SessionClaims | null> {
  try {
    const verified = await verifyWithAny(Array.isArray(keys) ? keys : [keys as Uint8Array], token, nowMs);
    if (!verified) return null;
    const { payload } = verified;
    const nowSeconds = Math.floor(nowMs / 1000);
    if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
    if (payload.iat > nowSeconds + clockSkewSeconds) return null;
    if (payload.exp - payload.iat > maxTokenLifetimeSeconds) return null;
    const role = payload.role as SessionClaims['role'] | undefined;
    if (!payload.sub || typeof payload.org !== 'string' || !role || !Array.isArray(role.permissions)) return null;
    return {
      sub: payload.sub,
      organizationId: payload.org,
      email: String(payload.email ?? ''),
      role: { name: String(role.name), permissions: role.permissions.map(String) },
      ...(typeof payload.name === 'string' ? { displayName: payload.name } : {}),
      exp: payload.exp,
      iat: payload.iat,
      ...(typeof payload.gen === 'number' ? { generation: payload.gen } : {}),
    };
  } catch {
    return null;
  }
}
