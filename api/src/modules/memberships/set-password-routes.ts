import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hash } from '@node-rs/argon2';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { prefersJson } from '../../lib/html-pages.js';
import { badRequest, linkGone } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { htmlErrorPage, htmlPage } from '../auth/index.js';
import { consumeToken, findValidToken } from './password-tokens.js';
import {
  minPasswordLength,
  renderSetPasswordPage,
  setPasswordLanguage,
  type SetPasswordError,
} from './set-password-page.js';

const token = Type.String({ minLength: 1, maxLength: 200 });
const lang = Type.Optional(Type.String({ maxLength: 10 }));
const passwordErrors = {
  tooShort: `password: at least ${minPasswordLength} characters.`,
  mismatch: 'repeat: the two passwords differ.',
};

/**
 * The invitation link of an accepted application: a server-rendered page beside the login page
 * that sets the new member's password once (token single-use, expiring).
 */
export const setPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const actionPath = `${config.apiPrefix}/set-password`;
  const rateLimit = { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.timeWindowMs };

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: Parameters<typeof renderSetPasswordPage>[0],
  ) => {
    // JSON clients get the error shape instead of the page (issue 31); browsers keep the page.
    if (status >= 400 && prefersJson(request.headers.accept)) {
      if (status === 410) throw linkGone();
      const error = page.error as keyof typeof passwordErrors;
      throw badRequest('VALIDATION_ERROR', passwordErrors[error], `VALIDATION_ERROR.${error}`, {
        min: minPasswordLength,
      });
    }
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderSetPasswordPage(page));
  };

  app.get(
    '/set-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Page to set the password of an invited member.',
        querystring: Type.Object({ token, lang }),
        response: {
          200: htmlPage('The set-password page'),
          410: htmlErrorPage('The page saying the link is invalid, used or expired'),
          ...errorResponses(400),
        },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const language = setPasswordLanguage(request.query.lang);
      const owner = await findValidToken(app.db, request.query.token, new Date(config.now()));
      const base = { lang: language, actionPath, token: request.query.token };
      if (!owner) return send(request, reply, 410, { ...base, clubName: '', error: 'invalid' });
      return send(request, reply, 200, { ...base, clubName: owner.clubName });
    },
  );

  app.post(
    '/set-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets the password (form post); the token works once. Answers the page again with the outcome.',
        body: Type.Object({
          token,
          lang,
          password: Type.String({ maxLength: 200 }),
          repeat: Type.String({ maxLength: 200 }),
        }),
        response: {
          200: htmlPage('The page saying the password is set'),
          400: htmlErrorPage('The page again with what is wrong with the password (JSON clients: the error shape)'),
          410: htmlErrorPage('The page saying the link is invalid, used or expired'),
          ...errorResponses(415, 429),
        },
      },
      config: { access: 'public', rateLimit },
    },
    async (request, reply) => {
      const { password, repeat } = request.body;
      const language = setPasswordLanguage(request.body.lang);
      const now = new Date(config.now());
      const owner = await findValidToken(app.db, request.body.token, now);
      const base = { lang: language, actionPath, token: request.body.token };
      if (!owner) return send(request, reply, 410, { ...base, clubName: '', error: 'invalid' });
      const error: SetPasswordError | null =
        password.length < minPasswordLength ? 'tooShort' : password !== repeat ? 'mismatch' : null;
      if (error) return send(request, reply, 400, { ...base, clubName: owner.clubName, error });
      const isSet = await consumeToken(app.db, request.body.token, await hash(password), now);
      if (!isSet) return send(request, reply, 410, { ...base, clubName: owner.clubName, error: 'invalid' });
      // Logging in starts on the site (it adds the PKCE challenge the login page requires).
      const loginHref = `${await app.publicOrigins.originFor(owner.organizationName)}/`;
      return send(request, reply, 200, { ...base, clubName: owner.clubName, loginHref });
    },
  );
};
