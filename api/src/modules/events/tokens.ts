import { createHmac, timingSafeEqual } from 'node:crypto';

// The cancel link of a sign-up works without login: the sign-up's id signed with the server's
// key for the club (as messages' link tokens are). It stays valid until the sign-up is gone, so
// the waiting-list mail's link still cancels after the person got a place.

const macBytes = 16;
const mac = (key: Uint8Array, organizationId: string, id: Buffer) =>
  createHmac('sha256', key).update(`event-sign-up:${organizationId}:`).update(id).digest().subarray(0, macBytes);

export function signUpToken(key: Uint8Array, organizationId: string, signUpId: string): string {
  const id = Buffer.from(signUpId.replace(/-/g, ''), 'hex');
  return Buffer.concat([id, mac(key, organizationId, id)]).toString('base64url');
}

/** The sign-up id a token of this club names, or null (tampered, malformed, another club or key). */
export function readSignUpToken(keys: readonly Uint8Array[], organizationId: string, token: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 16 + macBytes) return null;
  const id = bytes.subarray(0, 16);
  const given = bytes.subarray(16);
  if (!keys.some((key) => timingSafeEqual(mac(key, organizationId, id), given))) return null;
  const hex = id.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
