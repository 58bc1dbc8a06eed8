import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error.js';
import { findOrganizationById } from '../organizations/index.js';
import { loginRoutes } from './login-routes.js';
import { attemptContextFor, rememberThisDevice, unlockRoutes } from './unlock-routes.js';
import { attemptPassword, waitError } from './password-attempt.js';
import { matchesChallenge } from './pkce.js';
import { consumeLoginCode, findUserById, revokeTokens } from './repository.js';
import { authenticationsSchema, exchangeSchema, revokeSchema } from './schemas.js';
import { userSession, visitorSession } from './session.js';

export const wrongCredentials = (): HttpError =>
  new HttpError(401, 'INVALID_CREDENTIALS', 'The e-mail address or password is wrong.');
const invalidGrant = (): HttpError =>
  new HttpError(400, 'INVALID_GRANT', 'The login code is invalid, expired or already used.');

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { jwtSecret, now, loginRateLimit } = app.config;
  const rateLimit = { max: loginRateLimit.max, timeWindow: loginRateLimit.timeWindowMs };

  app.put(
    '/auth-service/organizations/:orgId/authentications',
    {
      schema: authenticationsSchema,
      // No body at all means "visitor": validate it as an empty object.
      preValidation: async (request) => {
        request.body ??= {};
      },
      config: {
        access: 'public',
        // Visitor tokens are fetched on every page load: only password attempts are limited.
        rateLimit: {
          ...rateLimit,
          hook: 'preHandler',
          allowList: (request: FastifyRequest) => !(request.body as { username?: string } | undefined)?.username,
        },
      },
    },
    async (request, reply) => {
      const organization = await findOrganizationById(app.db, request.params.orgId);
      if (!organization) throw notFound('Unknown organization.', 'organization');
      const { username, password } = request.body;
      if (!username && !password) return visitorSession(jwtSecret, organization, now());
      const email = username ?? '';
      const context = await attemptContextFor(app, request, organization, email);
      const attempt = await attemptPassword(app.db, organization, email, password ?? '', now(), request.log, context);
      if (attempt.outcome === 'wait') throw waitError(attempt.retryAfterSeconds);
      if (attempt.outcome === 'wrong') throw wrongCredentials();
      await rememberThisDevice(app, request, reply, organization, email);
      return userSession(jwtSecret, attempt.user, now());
    },
  );

  app.post(
    '/auth-service/oauth2/exchange',
    { schema: exchangeSchema, config: { access: 'public', rateLimit } },
    async (request) => {
      const grant = await consumeLoginCode(app.db, request.body.code);
      if (!grant || grant.expiresAt <= now()) throw invalidGrant();
      if (request.body.redirectUri !== grant.redirectUri) throw invalidGrant();
      // PKCE: only the page that started the login holds the verifier of the code's challenge.
      if (!grant.codeChallenge || !matchesChallenge(request.body.codeVerifier, grant.codeChallenge))
        throw invalidGrant();
      const user = await findUserById(app.db, grant.organizationId, grant.userId);
      if (!user) throw invalidGrant();
      return userSession(jwtSecret, user, now());
    },
  );

  app.delete(
    '/auth-service/organizations/:orgId/sessions',
    { schema: revokeSchema, config: { access: 'user' } },
    async (request, reply) => {
      await revokeTokens(app.db, request.session?.sub ?? '');
      return reply.status(204).send(null);
    },
  );

  await app.register(loginRoutes);
  await app.register(unlockRoutes);
};
