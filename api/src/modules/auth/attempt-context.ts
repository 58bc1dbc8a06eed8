import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Organization } from '@club/shared/contracts';
import { rememberDevice, trustedDeviceOf } from './device-cookie.js';
import type { AttemptContext } from './password-attempt.js';
import { unlockToken } from './unlock.js';

/** The one-click unlock of the lock mail (unlock-routes.ts serves it). */
export const unlockPath = '/auth-service/unlock';

/** What an attempt needs to know about the request: its device cookie, the unlock address. */
export async function attemptContextFor(
  app: FastifyInstance,
  request: FastifyRequest,
  organization: Organization,
  email: string,
): Promise<AttemptContext> {
  const { jwtSecret, now, apiPrefix } = app.config;
  return {
    trustedDevice: await trustedDeviceOf(request, jwtSecret, organization.id, email, now()),
    unlockUrl: async (lock) => {
      const token = await unlockToken(jwtSecret, { organizationId: organization.id, ...lock });
      const origin = await app.publicOrigins.originFor(organization.name);
      return `${origin}${apiPrefix}${unlockPath}?token=${encodeURIComponent(token)}`;
    },
  };
}

/** After a correct password: remember this browser as a device of the account. */
export const rememberThisDevice = (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  organization: Organization,
  email: string,
) =>
  rememberDevice(request, reply, {
    secret: app.config.jwtSecret,
    organizationId: organization.id,
    email,
    nowMs: app.config.now(),
    path: app.config.apiPrefix || '/',
  });
