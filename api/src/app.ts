import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { connect } from './db/connection.js';
import { migrate } from './db/migrate.js';
import { notFound } from './lib/http-error.js';
import { diskStorage } from './lib/media/index.js';
import { authRoutes } from './modules/auth/routes.js';
import { MenuItemSchema } from './modules/content/schemas.js';
import { groupRoutes } from './modules/calendar/group-routes.js';
import { publicCalendarRoutes } from './modules/calendar/public-routes.js';
import { scheduleRoutes } from './modules/calendar/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { mediaPath, multimediaRoutes } from './modules/multimedia/routes.js';
import { newsRoutes } from './modules/news/routes.js';
import { organizationsRoutes } from './modules/organizations/routes.js';
import { pushNotificationRoutes } from './modules/push-notification/routes.js';
import accessPlugin from './plugins/access.js';
import authPlugin from './plugins/auth.js';
import errorsPlugin from './plugins/errors.js';
import openapiPlugin from './plugins/openapi.js';
import { registerStaticSite } from './plugins/static-site.js';
import tenancyPlugin from './plugins/tenancy.js';
import { seedIfEmpty } from './seed/index.js';
import './types.js';

export interface BuildOptions {
  logger?: FastifyBaseLogger;
  /** Extra routes registered under the API prefix (the bench's trivial route). */
  extraRoutes?: (api: FastifyInstance) => Promise<void>;
}

/** Builds the whole app (database, migrations, seed, routes) without listening on a port. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: config.bodyLimit,
    // Behind a gateway the client address comes from X-Forwarded-For, for the per-IP rate limits.
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const handle = await connect(config);
  app.addHook('onClose', async () => handle.close());
  try {
    const applied = await migrate(handle);
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    if (config.seedDemo) await seedIfEmpty(handle.db, config, app.log);
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.decorate('db', handle.db);
  app.decorate('config', config);
  app.decorate('media', diskStorage(config.mediaDir));

  await app.register(errorsPlugin);
  // Phones on slow networks: JS, JSON and HTML go out gzip/brotli compressed (brotli at a
  // moderate level, since it runs per request).
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] });
  await app.register(formbody, { bodyLimit: 16_384 });
  // Uploads stream; each upload route sets its own file size limit (lib/media/upload.ts).
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 16_384 } });
  await app.register(rateLimit, { global: false });
  await app.register(openapiPlugin, { prefix: config.apiPrefix });
  app.addSchema(MenuItemSchema);
  await app.register(authPlugin, { secret: config.jwtSecret, now: config.now });
  await app.register(accessPlugin, {
    apiPrefix: config.apiPrefix,
    publicPrefixes: [`${config.apiPrefix}/docs`, `${config.apiPrefix}${mediaPath}`],
  });
  await app.register(tenancyPlugin);

  await app.register(
    async (api) => {
      // Localised answers differ by language: caches must key on it.
      api.addHook('onSend', async (_request, reply) => {
        reply.header('vary', 'Accept-Language');
      });
      await api.register(healthRoutes);
      await api.register(organizationsRoutes);
      await api.register(authRoutes);
      await api.register(contentRoutes);
      await api.register(newsRoutes);
      await api.register(multimediaRoutes);
      await api.register(pushNotificationRoutes);
      await api.register(groupRoutes);
      await api.register(scheduleRoutes);
      await api.register(publicCalendarRoutes);
      if (options.extraRoutes) await api.register(options.extraRoutes);
    },
    { prefix: config.apiPrefix },
  );

  const spaFallback = await registerStaticSite(app, config);
  app.setNotFoundHandler(async (request, reply) => {
    if (spaFallback?.(request, reply)) return reply;
    throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found.`);
  });

  await app.ready();
  return app;
}
