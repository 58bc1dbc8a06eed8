import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiErrorSchema } from '../lib/schemas.js';
import { documentCommonErrors } from './openapi-errors.js';

/** OpenAPI 3 document built from the route schemas; UI at {prefix}/docs. */
async function openapiPlugin(app: FastifyInstance, opts: { prefix: string }): Promise<void> {
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
  await app.register(swaggerUi, { routePrefix: `${opts.prefix}/docs` });
}

export default fp(openapiPlugin, { name: 'openapi' });
