import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { contracts } from '../../lib/contracts.js';
import { notFound } from '../../lib/http-error.js';
import { requestLanguage } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { findOrganizationByName } from '../organizations/index.js';
import { clubLogo } from './club-logo.js';
import { appIcon, iconSizes, type IconSize, webAppManifest } from './manifest.js';
import { serviceWorkerSource } from './service-worker.js';

const tags = ['app'];
const iconTtlMs = 10 * 60_000;

/**
 * The installable app at the site's root (not under the API prefix; the gateway routes these
 * paths here): the web app manifest of the host's club and its icons.
 */
export async function appInstallRoutes(app: FastifyInstance): Promise<void> {
  const clubOfHost = async (request: FastifyRequest) => {
    const name = contracts.organizationNameOfHost(request.hostname, app.config.defaultOrganization);
    const organization = await findOrganizationByName(app.db, name);
    if (!organization) throw notFound(`No organization is named '${name}'.`, 'organizationName', { name });
    return organization;
  };

  app.get(
    '/manifest.webmanifest',
    {
      schema: {
        tags,
        summary: "The web app manifest of the host's club (name, colours, icons, start URL) in the visitor's language.",
        produces: ['application/manifest+json'],
        response: { 200: Type.Unknown(), ...errorResponses(400, 404) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const organization = await clubOfHost(request);
      const language = requestLanguage(request);
      reply
        .header('content-type', 'application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language, cookie');
      return JSON.stringify(
        webAppManifest({ name: organization.name, companyName: organization.companyName ?? null }, language),
      );
    },
  );

  const worker = serviceWorkerSource(app.config.apiPrefix);
  app.get(
    '/sw.js',
    {
      schema: {
        tags,
        summary:
          "The service worker (scope /): keeps pages, the timetable and the user's courses readable offline, shows pushes.",
        produces: ['text/javascript'],
        response: { 200: Type.String(), ...errorResponses(400) },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      // no-cache: a changed worker reaches every browser on its next page.
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('service-worker-allowed', '/');
      return worker;
    },
  );

  // Rendered icons per club and size (a logo change shows within the TTL).
  const icons = new Map<string, { at: number; png: Promise<Buffer> }>();
  for (const size of iconSizes) {
    app.get(
      `/app-icon-${size}.png`,
      {
        schema: {
          tags,
          summary: `The club's app icon, ${size} px square PNG: its logo on white, else its initials on the site colour.`,
          produces: ['image/png'],
          querystring: Type.Object({ maskable: Type.Optional(Type.String()) }),
          response: { 200: Type.Unknown(), ...errorResponses(400, 404) },
        },
        config: { access: 'public' },
      },
      async (request, reply) => {
        const organization = await clubOfHost(request);
        const key = `${organization.id} ${size}`;
        let known = icons.get(key);
        if (!known || Date.now() - known.at > iconTtlMs) {
          const png = clubLogo(app, organization.id).then((logo) =>
            appIcon(size as IconSize, { name: organization.name, companyName: organization.companyName ?? null }, logo),
          );
          known = { at: Date.now(), png };
          icons.set(key, known);
          png.catch(() => icons.delete(key));
        }
        reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=3600');
        return known.png;
      },
    );
  }
}
