import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { errorResponses } from '../../lib/schemas.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { findOrganizationById } from '../organizations/index.js';
import { loginRoutes } from './login-routes.js';
import { attemptContextFor, rememberThisDevice } from './attempt-context.js';
import { unlockRoutes } from './unlock-routes.js';
import { attemptPassword, waitError } from './password-attempt.js';
import { matchesChallenge } from './pkce.js';
import { consumeLoginCode, findUserById, revokeTokens } from './repository.js';
import { userSession, visitorSession } from './session.js';

export const wrongCredentials = (): HttpError =>
  new HttpError(401, 'INVALID_CREDENTIALS', 'The e-mail address or password is wrong.');
const invalidGrant = (): HttpError =>
  new HttpError(400, 'INVALID_GRANT', 'The login code is invalid, expired or already used.');

const session = endpoints.sessionEndpoints;
const { sessionUserSchema } = schemas;
const tags = ['auth'];

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { jwtSecret, now, loginRateLimit } = app.config;
  const rateLimit = { max: loginRateLimit.max, timeWindow: loginRateLimit.timeWindowMs };

  registerEndpoint(
    app,
    session.authenticate,
    {
      tags,
      response: { 200: sessionUserSchema, ...errorResponses(400, 401, 404, 429) },
      // No body at all means "visitor": validate it as an empty object.
      preValidation: async (request) => {
        request.body ??= {};
      },
      config: {
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

  registerEndpoint(
    app,
    session.exchangeLoginCode,
    { tags, response: { 200: sessionUserSchema, ...errorResponses(400, 429) }, config: { rateLimit } },
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

  registerEndpoint(
    app,
    session.revokeSessions,
    { tags, response: { 204: Type.Null(), ...errorResponses(400, 401, 403) } },
    async (request, reply) => {
      await revokeTokens(app.db, request.session?.sub ?? '');
      return reply.status(204).send(null);
    },
  );

  await app.register(loginRoutes);
  await app.register(unlockRoutes);
};
