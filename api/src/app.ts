import compress from '@fastify/compress';
import { requestValidation } from './lib/validators.js';
import cookie from '@fastify/cookie';
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
import { HttpError, notFound } from './lib/http-error.js';
import { createJobRunner } from './lib/jobs.js';
import { publishedCachePlugin } from './lib/published-cache/index.js';
import { diskStorage, ImageQueue, s3Storage } from './lib/media/index.js';
import { authRoutes } from './modules/auth/routes.js';
import { createPageRenderer } from './modules/server-render/index.js';
import { MenuItemSchema } from './modules/content/schemas.js';
import { groupRoutes } from './modules/calendar/group-routes.js';
import { publicCalendarRoutes } from './modules/calendar/public-routes.js';
import { scheduleRoutes } from './modules/calendar/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { mediaPath } from './modules/multimedia/media-paths.js';
import { multimediaRoutes } from './modules/multimedia/routes.js';
import { membershipRoutes } from './modules/memberships/routes.js';
import { gdprRoutes } from './modules/memberships/gdpr-routes.js';
import { sepaRoutes } from './modules/memberships/sepa-routes.js';
import { openItemsRoutes } from './modules/memberships/open-items-routes.js';
import { listRoutes } from './modules/memberships/lists-routes.js';
import { memberSelfRoutes } from './modules/memberships/member-self-routes.js';
import { memberImportRoutes } from './modules/memberships/member-import-routes.js';
import { setPasswordRoutes } from './modules/memberships/set-password-routes.js';
import { newsRoutes } from './modules/news/routes.js';
import { organizationsRoutes } from './modules/organizations/routes.js';
import { seoRoutes } from './modules/seo/routes.js';
import { appInstallRoutes } from './modules/app-install/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { createPayments } from './modules/payments/service.js';
import {
  ordersRoutes,
  refundRoutes,
  registerPaidPlaceKind,
  retryPendingRefunds,
  settleNotifiedCheckout,
  settleCourseDates,
  settleCourseOffSale,
  settleDueCheckouts,
} from './modules/orders/index.js';
import { ledgerRoutes } from './modules/ledger/index.js';
import { registerCourseDatesHook } from './modules/calendar/index.js';
import { findCheckoutById, walletsRoutes } from './modules/wallets/index.js';
import { registerJobs } from './jobs.js';
import { productsRoutes } from './modules/products/routes.js';
import { registerCourseOffSaleHook } from './modules/products/index.js';
import { usersRoutes } from './modules/users/routes.js';
import { mailRoutes } from './modules/mail/routes.js';
import accessPlugin from './plugins/access.js';
import authPlugin from './plugins/auth.js';
import errorsPlugin from './plugins/errors.js';
import hostileInputPlugin, { frameworkErrors } from './plugins/hostile-input.js';
import openapiPlugin from './plugins/openapi.js';
import { registerStaticSite } from './plugins/static-site.js';
import tenancyPlugin from './plugins/tenancy.js';
import clubBoundaryPlugin from './plugins/club-boundary.js';
import { isPersonOfClub } from './modules/users/index.js';
import { clientErrorHandler } from './plugins/client-errors.js';
import drainPlugin from './plugins/drain.js';
import { corsOptionsFor } from './plugins/cors-policy.js';
import { databaseRateLimitStore } from './plugins/rate-limit-store.js';
import securityHeaders from './plugins/security-headers.js';
import knownHostsPlugin from './plugins/known-hosts.js';
import { placesRoutes } from './modules/places/routes.js';
import { familyRoutes } from './modules/families/routes.js';
import { accessRoutes } from './modules/access/index.js';
import { messagesRoutes } from './modules/messages/routes.js';
import { eventsRoutes } from './modules/events/routes.js';
import { eventPaidPlaces } from './modules/events/paid.js';
import { webPushRoutes } from './modules/web-push/index.js';
import { publicOrigins } from './lib/public-origins.js';
import { currentAccess, sameRole } from './modules/auth/repository.js';
import { seedIfEmpty } from './seed/index.js';
import './types.js';

const invalidPreflight = () =>
  new HttpError(
    400,
    'INVALID_PREFLIGHT',
    "OPTIONS is only answered as a CORS preflight from the club's own site (with Origin and Access-Control-Request-Method).",
  );

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
    // Behind a gateway the client address comes from X-Forwarded-For, for the per-IP rate limits:
    // only the gateway's own entry is believed (its addresses or a hop count, never `true`).
    trustProxy: config.trustProxy,
    // Bad percent-encoding and over-long path parameters answer the API's error shape.
    frameworkErrors,
    // Slow clients: a request (5 MB picture on a slow phone included) must arrive within
    // requestTimeout, its headers within headersTimeout; an idle kept-alive socket closes sooner.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: 5_000,
    // At shutdown, requests that arrive after close() get 503 in the error shape (server.ts).
    return503OnClosing: true,
    clientErrorHandler,
    ...requestValidation,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.server.headersTimeout = config.headersTimeoutMs;
  // How often Node looks for requests past their timeouts (default 30 s would let them linger).
  Object.assign(app.server, { connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs) });

  const handle = await connect(config);
  // Background jobs stop (and finish their pass) before the database closes.
  const jobs = createJobRunner(app.log);
  app.addHook('onClose', async () => {
    await jobs.close();
    await handle.close();
  });
  try {
    const applied = await migrate(handle, async () => {
      if (config.seedDemo) await seedIfEmpty(handle.db, config, app.log);
    });
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.decorate('db', handle.db);
  app.decorate('listenToDatabase', handle.listen.bind(handle));
  app.decorate('jobs', jobs);
  app.decorate('config', config);
  app.decorate('media', config.mediaS3 ? s3Storage(config.mediaS3) : diskStorage(config.mediaDir));
  app.decorate('imageQueue', new ImageQueue(config.imageConcurrency ?? 2, config.imageQueueMax ?? 8));
  await app.register(publishedCachePlugin, { handle });
  app.decorate('publicOrigins', publicOrigins(handle.db, config));

  await app.register(errorsPlugin);
  await app.register(hostileInputPlugin, { apiPrefix: config.apiPrefix });
  await app.register(drainPlugin);
  await app.register(securityHeaders, { config });
  await app.register(knownHostsPlugin, { apiPrefix: config.apiPrefix });
  // Phones on slow networks: JS, JSON and HTML go out gzip/brotli compressed (brotli at a
  // moderate level, since it runs per request).
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Cross-origin API calls only from the club's own site origins (no foreign page may run
  // logins from its visitors' browsers and read the answers); remotes' files stay open to all.
  await app.register(cors, {
    delegator: (request, callback) => callback(null, { ...corsOptionsFor(request, config), strictPreflight: false }),
  });
  // request.cookies: the language a visitor chose (lib/language.ts, the page renderer) and the
  // device cookie (auth/device-cookie.ts, signed as a JWT by the API itself, set with reply.setCookie).
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16_384 });
  // Uploads stream; each upload route sets its own file size limit (lib/media/upload.ts).
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 16_384 } });
  // Counters live in the database, so several replicas count together.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(handle.db, config.now) });
  await app.register(openapiPlugin, { prefix: config.apiPrefix, isOpen: config.apiDocs });
  app.addSchema(MenuItemSchema);
  await app.register(authPlugin, {
    keys: [config.jwtSecret, ...config.jwtPreviousSecrets],
    now: config.now,
    // A user token stops working once its user signed out everywhere or changed the password;
    // its role and permissions are the person's current ones (issue 31: a change holds at once).
    currentSession: async (claims) => {
      if (claims.sub === claims.organizationId) return claims;
      const access = await currentAccess(handle.db, claims.sub);
      if (!access || (claims.generation ?? 0) !== access.tokenGeneration) return null;
      return sameRole(claims.role, access.role) ? claims : Object.freeze({ ...claims, role: access.role });
    },
  });
  await app.register(accessPlugin, {
    apiPrefix: config.apiPrefix,
    publicPrefixes: [`${config.apiPrefix}/docs`, `${config.apiPrefix}${mediaPath}`],
  });
  await app.register(tenancyPlugin);
  await app.register(clubBoundaryPlugin, {
    isPersonOfClub: (organizationId, personId) => isPersonOfClub(handle.db, organizationId, personId),
  });
  // One payment provider for the payment routes and the settlement job.
  app.decorate('payments', createPayments(app));
  // A confirmed payment reaches orders through the payments' settlement hook (issue 33 item 6).
  app.payments.settlement.register({
    settleNotifiedCheckout: (checkoutId) => settleNotifiedCheckout(app.payments.deps, checkoutId),
    settleDueCheckouts: () => settleDueCheckouts(app.payments.deps, (id) => findCheckoutById(app.db, id)),
    retryPendingRefunds: () => retryPendingRefunds(app.payments.deps),
  });
  // A paid event's place is taken in the order's transaction by the events module (issue 35 item 3).
  const removeEventPlaces = registerPaidPlaceKind(app.db, 'EVENT', eventPaidPlaces);
  app.addHook('onClose', async () => removeEventPlaces());
  // A course's dates reach its orders through the calendar's dates hook (issue 33: a course left
  // without coming dates is closed and refunded), as page saves reach the course sync.
  const removeDatesHook = registerCourseDatesHook(app.db, async (change) => {
    await settleCourseDates(
      { ...app.payments.deps, publicOrigins: app.publicOrigins, config: app.config, now: () => app.config.now() },
      change,
    );
  });
  app.addHook('onClose', async () => removeDatesHook());
  // Taking a course's product off sale reaches its paid orders the same way (refunded once).
  const removeOffSaleHook = registerCourseOffSaleHook(app.db, async (change) => {
    await settleCourseOffSale(
      { ...app.payments.deps, publicOrigins: app.publicOrigins, config: app.config, now: () => app.config.now() },
      change,
    );
  });
  app.addHook('onClose', async () => removeOffSaleHook());

  await app.register(
    async (api) => {
      // Localised answers differ by language: caches must key on it.
      api.addHook('onSend', async (_request, reply) => {
        const vary = reply.getHeader('vary');
        reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
      });
      await api.register(healthRoutes);
      await api.register(organizationsRoutes);
      await api.register(authRoutes);
      await api.register(contentRoutes);
      await api.register(newsRoutes);
      await api.register(multimediaRoutes);
      await api.register(membershipRoutes);
      await api.register(setPasswordRoutes);
      await api.register(sepaRoutes);
      await api.register(openItemsRoutes);
      await api.register(listRoutes);
      await api.register(memberSelfRoutes);
      await api.register(memberImportRoutes);
      await api.register(gdprRoutes);
      await api.register(mailRoutes);
      await api.register(groupRoutes);
      await api.register(scheduleRoutes);
      await api.register(publicCalendarRoutes);
      await api.register(usersRoutes);
      await api.register(productsRoutes);
      // Wallets and orders own their routes; all of them use the one payment provider (app.payments).
      await api.register(walletsRoutes(app.payments.provider));
      await api.register(ordersRoutes(app.payments.deps));
      await api.register(refundRoutes(app.payments.deps));
      await api.register(paymentRoutes);
      await api.register(ledgerRoutes);
      await api.register(placesRoutes);
      await api.register(familyRoutes);
      await api.register(accessRoutes);
      await api.register(messagesRoutes);
      await api.register(eventsRoutes);
      await api.register(webPushRoutes);
      if (options.extraRoutes) await api.register(options.extraRoutes);
    },
    { prefix: config.apiPrefix },
  );

  registerJobs(app);

  // At the site's root in the single-origin setup; the gateway routes them here too.
  await app.register(seoRoutes);
  await app.register(appInstallRoutes);
  // Files are infrastructure (plugins/static-site); pages are rendered by the server-render module.
  const spaFallback = await registerStaticSite(app, config, (shellDir) => createPageRenderer(app, config, shellDir));
  app.setNotFoundHandler(async (request, reply) => {
    if (await spaFallback?.(request, reply)) return reply;
    // The CORS plugin answers real preflights; what is left is a bare or foreign OPTIONS.
    if (request.method === 'OPTIONS') throw invalidPreflight();
    const path = request.url.split('?')[0] ?? '';
    throw notFound(`Route ${request.method} ${path} not found.`, 'route', { method: request.method, path });
  });

  await app.ready();
  return app;
}
