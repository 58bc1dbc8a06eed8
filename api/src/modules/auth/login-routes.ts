import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Organization } from '@club/shared/contracts';
import { contracts } from '../../lib/contracts.js';
import { HttpError } from '../../lib/http-error.js';
import { findOrganizationByName } from '../organizations/index.js';
import { loginLanguage, renderLoginPage } from './login-page.js';
import { isAllowedRedirect } from './redirect.js';
import { attemptPassword } from './password-attempt.js';
import { attemptContextFor, rememberThisDevice } from './attempt-context.js';
import { createLoginCode } from './repository.js';
import { loginFormSchema, loginPageSchema } from './schemas.js';

/** The host of an Origin or Referer value, or null when it is missing, 'null' or not a URL. */
function hostOf(source: string | string[] | undefined): string | null {
  if (typeof source !== 'string' || source === 'null') return null;
  try {
    return new URL(source).host;
  } catch {
    return null;
  }
}

const loginPageCsp = (siteOrigin: string): string =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${siteOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const rateLimit = { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.timeWindowMs };
  const actionPath = `${config.apiPrefix}/login`;

  /** The organization named by clientId, if redirectUri leads back to its site; else 400. */
  async function resolveClient(
    clientId: string,
    redirectUri: string,
    request: { protocol: string; host: string },
  ): Promise<Organization> {
    const organization = await findOrganizationByName(app.db, contracts.organizationNameOfLabel(clientId));
    if (!organization) throw new HttpError(400, 'INVALID_CLIENT', 'Unknown clientId.');
    const isAllowed = isAllowedRedirect(redirectUri, {
      organizationName: organization.name,
      requestProtocol: request.protocol,
      requestHost: request.host,
      defaultOrganization: config.defaultOrganization,
      siteOrigins: config.siteOrigins,
    });
    if (!isAllowed)
      throw new HttpError(400, 'INVALID_REDIRECT_URI', 'The redirectUri does not belong to this organization.');
    return organization;
  }

  function sendLoginPage(
    reply: FastifyReply,
    status: number,
    page: {
      lang: string | undefined;
      clientId: string;
      redirectUri: string;
      organization: Pick<Organization, 'name' | 'companyName'>;
      codeChallenge: string;
      email?: string;
      hasError?: boolean;
      retryAfterSeconds?: number;
    },
  ) {
    const { organization, lang, ...rest } = page;
    const html = renderLoginPage({
      ...rest,
      lang: loginLanguage(lang),
      clubName: organization.companyName ?? organization.name,
      actionPath,
    });
    if (page.retryAfterSeconds) reply.header('retry-after', String(page.retryAfterSeconds));
    // Not framable (clickjacking); the form may only go to itself and then to the site.
    reply.header('content-security-policy', loginPageCsp(new URL(page.redirectUri).origin));
    reply.header('x-frame-options', 'DENY');
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }

  app.get('/login', { schema: loginPageSchema, config: { access: 'public' } }, async (request, reply) => {
    const { clientId, redirectUri, lang, codeChallenge } = request.query;
    const organization = await resolveClient(clientId, redirectUri, request);
    return sendLoginPage(reply, 200, { lang, clientId, redirectUri, organization, codeChallenge });
  });

  /**
   * Login CSRF: a browser always names the page a form was posted from (Origin, or at least
   * Referer); only the login page's own origin may post it.
   */
  function assertSameOrigin(request: { headers: Record<string, string | string[] | undefined>; host: string }) {
    const source = request.headers.origin ?? request.headers.referer;
    if (hostOf(source) !== request.host) {
      throw new HttpError(403, 'FOREIGN_ORIGIN', 'The login form may only be sent from the login page itself.');
    }
  }

  app.post('/login', { schema: loginFormSchema, config: { access: 'public', rateLimit } }, async (request, reply) => {
    assertSameOrigin(request);
    const { clientId, redirectUri, lang, email, password, codeChallenge } = request.body;
    const organization = await resolveClient(clientId, redirectUri, request);
    const page = { lang, clientId, redirectUri, organization, codeChallenge, email };
    const context = await attemptContextFor(app, request, organization, email);
    const attempt = await attemptPassword(app.db, organization, email, password, config.now(), request.log, context);
    if (attempt.outcome === 'wait') {
      return sendLoginPage(reply, 429, { ...page, retryAfterSeconds: attempt.retryAfterSeconds });
    }
    // One generic message for any wrong credential; the typed e-mail is kept.
    if (attempt.outcome === 'wrong') return sendLoginPage(reply, 401, { ...page, hasError: true });
    await rememberThisDevice(app, request, reply, organization, email);
    const code = await createLoginCode(
      app.db,
      {
        organizationId: organization.id,
        userId: attempt.user.id,
        redirectUri,
        codeChallenge,
        expiresAt: config.now() + config.loginCodeTtlMs,
      },
      config.now(),
    );
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
  });
};
