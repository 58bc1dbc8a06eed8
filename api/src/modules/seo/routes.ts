import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { contracts } from '../../lib/contracts.js';
import { notFound } from '../../lib/http-error.js';
import { cachedBody, sendCachedBody } from '../../lib/published-cache/index.js';
import { errorResponses, notModified } from '../../lib/schemas.js';
import { findOrganizationByName } from '../organizations/index.js';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.js';

const tags = ['seo'];
const sitemapSchema = {
  tags,
  summary:
    "The public pages and news of the host's organization (host -> organization rule of the contracts) as a sitemaps.org " +
    'sitemap with absolute URLs on the request origin; ETag, no-cache, 304 for a current If-None-Match.',
  produces: ['application/xml'],
  response: { 200: Type.String(), ...notModified, ...errorResponses(404) },
};
const robotsSchema = {
  tags,
  summary: 'Allows every crawler except in member- and editor-only areas; names the sitemap.',
  produces: ['text/plain'],
  response: { 200: Type.String(), ...notModified },
};

/**
 * Files for search engines at the site's root (not under the API prefix): the gateway routes
 * them to the API. The sitemap lives in the published cache, so a save changes it at once.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sitemap.xml', { schema: sitemapSchema, config: { access: 'public' } }, async (request, reply) => {
    const name = contracts.organizationNameOfHost(request.hostname, app.config.defaultOrganization);
    const organization = await findOrganizationByName(app.db, name);
    if (!organization) throw notFound(`No organization is named '${name}'.`, 'organizationName', { name });
    const origin = await app.publicOrigins.originFor(organization.name);
    // The origin is part of the body, so part of the key (a changed public origin changes it).
    const cached = await app.publishedCache.get(
      organization.id,
      '',
      `sitemap.xml ${origin}`,
      async () =>
        cachedBody(sitemapXml(origin, await sitemapEntries(app.db, organization.id)), 'application/xml; charset=utf-8'),
      (entry) => Math.ceil(entry.body.length * 1.5),
    );
    return sendCachedBody(request, reply, cached);
  });

  app.get('/robots.txt', { schema: robotsSchema, config: { access: 'public' } }, async (request, reply) => {
    const name = contracts.organizationNameOfHost(request.hostname, app.config.defaultOrganization);
    const origin = await app.publicOrigins.originFor(name);
    return sendCachedBody(request, reply, cachedBody(robotsTxt(origin), 'text/plain; charset=utf-8'));
  });
}
