import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Organization } from '@club/shared/contracts';
import { contracts } from '../../lib/contracts.js';
import { HttpError } from '../../lib/http-error.js';
import { findOrganizationByName } from '../organizations/repository.js';
import { loginLanguage, renderLoginPage } from './login-page.js';
import { isAllowedRedirect } from './redirect.js';
import { createLoginCode, verifyCredentials } from './repository.js';
import { loginFormSchema, loginPageSchema } from './schemas.js';

export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const rateLimit = { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.timeWindowMs };
  const actionPath = `${config.apiPrefix}/login`;

  /** The organization named by clientId, if redirectUri leads back to its site; else 400. */
  async function resolveClient(clientId: string, redirectUri: string, host: string): Promise<Organization> {
    const organization = await findOrganizationByName(app.db, contracts.organizationNameOfLabel(clientId));
    if (!organization) throw new HttpError(400, 'INVALID_CLIENT', 'Unknown clientId.');
    const isAllowed = isAllowedRedirect(redirectUri, {
      organizationName: organization.name,
      requestHost: host,
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
      email?: string;
      hasError?: boolean;
    },
  ) {
    const { organization, lang, ...rest } = page;
    const html = renderLoginPage({
      ...rest,
      lang: loginLanguage(lang),
      clubName: organization.companyName ?? organization.name,
      actionPath,
    });
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }

  app.get('/login', { schema: loginPageSchema, config: { access: 'public' } }, async (request, reply) => {
    const { clientId, redirectUri, lang } = request.query;
    const organization = await resolveClient(clientId, redirectUri, request.host);
    return sendLoginPage(reply, 200, { lang, clientId, redirectUri, organization });
  });

  app.post('/login', { schema: loginFormSchema, config: { access: 'public', rateLimit } }, async (request, reply) => {
    const { clientId, redirectUri, lang, email, password } = request.body;
    const organization = await resolveClient(clientId, redirectUri, request.host);
    const user = await verifyCredentials(app.db, organization.id, email, password);
    if (!user) {
      // One generic message for any wrong credential; the typed e-mail is kept.
      return sendLoginPage(reply, 401, { lang, clientId, redirectUri, organization, email, hasError: true });
    }
    const code = await createLoginCode(app.db, {
      organizationId: organization.id,
      userId: user.id,
      redirectUri,
      expiresAt: config.now() + config.loginCodeTtlMs,
    });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
  });
};
