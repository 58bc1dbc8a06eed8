import type { Organization, SessionUser } from '@club/shared/contracts';
import { issueToken, userTtlSeconds, visitorTtlSeconds } from '../../lib/session-tokens.js';
import { defaultRoles } from './roles.js';
import type { UserWithRole } from './repository.js';

/** The organization-level visitor session: its e-mail is the organization's, so the UI treats it as logged out. */
export async function visitorSession(
  secret: Uint8Array,
  organization: Organization,
  nowMs: number,
): Promise<SessionUser> {
  const role = { name: 'FRONTEND_USER', permissions: defaultRoles.FRONTEND_USER ?? [] };
  const claims = { sub: organization.id, organizationId: organization.id, email: organization.email, role };
  const { accessToken, exp } = await issueToken(secret, claims, visitorTtlSeconds, nowMs);
  return { id: organization.id, exp, organizationId: organization.id, email: organization.email, role, accessToken };
}

export async function userSession(secret: Uint8Array, user: UserWithRole, nowMs: number): Promise<SessionUser> {
  const claims = {
    sub: user.id,
    organizationId: user.organizationId,
    email: user.email,
    role: user.role,
    displayName: user.displayName,
    generation: user.tokenGeneration,
  };
  const { accessToken, exp } = await issueToken(secret, claims, userTtlSeconds, nowMs);
  return {
    id: user.id,
    exp,
    organizationId: user.organizationId,
    email: user.email,
    role: user.role,
    accessToken,
    displayName: user.displayName,
  };
}
