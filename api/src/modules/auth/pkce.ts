import { createHash, timingSafeEqual } from 'node:crypto';
import { contracts } from '../../lib/contracts.js';

/** RFC 7636: a base64url SHA-256 of the verifier is 43 characters; verifiers are 43–128 characters. */
export const challengePattern = contracts.pkceChallengePattern.source;
export const verifierPattern = contracts.pkceVerifierPattern.source;

/** True when the verifier hashes (S256) to the challenge the login was started with. */
export function matchesChallenge(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
