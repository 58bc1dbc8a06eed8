import { createHmac, timingSafeEqual } from 'node:crypto';

// Links in a message mail work without login (RFC 8058's one-click unsubscribe, the answer to a
// date): the path carries what they are for, signed with the server's key. They do not expire (a
// mail is read weeks later); the server still checks the club, the person and the date on use.
// Compact bytes (kind, ids as 16 bytes each, a 128-bit HMAC) keep the path part under the API's
// 100-character limit for path parameters; the club's id from the path is signed with them.

export type LinkPurpose =
  | { p: 'unsubscribe'; o: string; u: string }
  /** An answer for participant `u` at date `d`, sent to recipient `r` (the participant or a guardian). */
  | { p: 'answer'; o: string; d: string; u: string; r: string };

const kinds = { unsubscribe: 1, answer: 2 } as const;
const macBytes = 16;

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const mac = (key: Uint8Array, organizationId: string, body: Buffer) =>
  createHmac('sha256', key).update(`club-link:${organizationId}:`).update(body).digest().subarray(0, macBytes);

export function linkToken(key: Uint8Array, purpose: LinkPurpose): string {
  const ids = purpose.p === 'unsubscribe' ? [purpose.u] : [purpose.d, purpose.u, purpose.r];
  const body = Buffer.concat([Buffer.from([kinds[purpose.p]]), ...ids.map(uuidBytes)]);
  return Buffer.concat([body, mac(key, purpose.o, body)]).toString('base64url');
}

/** What a token of this club was signed for, or null (tampered, malformed, another club or key). */
export function readLinkToken(keys: readonly Uint8Array[], organizationId: string, token: string): LinkPurpose | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  const body = bytes.subarray(0, bytes.length - macBytes);
  const given = bytes.subarray(bytes.length - macBytes);
  const idCount = body[0] === kinds.unsubscribe ? 1 : body[0] === kinds.answer ? 3 : 0;
  if (idCount === 0 || body.length !== 1 + 16 * idCount) return null;
  if (!keys.some((key) => timingSafeEqual(mac(key, organizationId, body), given))) return null;
  const ids = Array.from({ length: idCount }, (_, i) => uuidOf(body.subarray(1 + 16 * i, 17 + 16 * i)));
  return idCount === 1
    ? { p: 'unsubscribe', o: organizationId, u: ids[0]! }
    : { p: 'answer', o: organizationId, d: ids[0]!, u: ids[1]!, r: ids[2]! };
}
