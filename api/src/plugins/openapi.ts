import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-error.js';
import { ApiErrorSchema } from '../lib/schemas.js';
import { documentCommonErrors } from './openapi-errors.js';

/**
 * Who may read the docs when they are not open to all (API_DOCS, issue 31): administrators by
 * their bearer token. A browser opening the UI sends none, so there the docs are simply absent
 * (404, as for any unknown address), not a login prompt.
 */
const closedDocs: onRequestHookHandler = async (request) => {
  if (request.session?.role.name !== 'ADMINISTRATOR') {
    throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found.`);
  }
};

/** OpenAPI 3 document built from the route schemas; UI at {prefix}/docs. */
async function openapiPlugin(app: FastifyInstance, opts: { prefix: string; isOpen: boolean }): Promise<void> {
  app.addSchema(ApiErrorSchema);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${opts.prefix}/`)) documentCommonErrors(route);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Club API',
        description: 'Back end of the sports club website. Texts are localised by Accept-Language (de default, en).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    hideUntagged: false,
  });
  await app.register(swaggerUi, {
    routePrefix: `${opts.prefix}/docs`,
    ...(opts.isOpen ? {} : { uiHooks: { onRequest: closedDocs } }),
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
