import * as v from 'valibot';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { notFound } from '../../lib/http-error.js';
import { languageOf } from '../../lib/language.js';
import { sendPublishedJson } from '../../lib/published-cache/index.js';
import { errorResponses } from '../../lib/schemas.js';
import { findContent, findInstagramSettings, searchContents } from './content-repository.js';
import { instagramFeed } from './instagram-feed.js';
import { draftRoutes } from './draft-routes.js';
import { presenceRoutes } from './presence-routes.js';
import { scheduleRoutes } from './schedule-routes.js';
import { templateRoutes } from './template-routes.js';
import { contentWriteRoutes } from './write-routes.js';
import { findMenuById, findMenuByPath, loadMenuForest, updateMenu } from './menu-repository.js';
import { contentPageSchema, instagramMediaSchema, menuItemRef, publishedReadAnswers, tags } from './schemas.js';

const calls = endpoints.contentReadEndpoints;

export const contentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contentWriteRoutes);
  await app.register(templateRoutes);
  await app.register(scheduleRoutes);
  await app.register(draftRoutes);
  await app.register(presenceRoutes);

  // Published reads: the same answer for every caller of the organization (visitor, member,
  // editor), so after the access and tenancy checks they come from the published cache.
  const published = (request: Pick<FastifyRequest, 'params' | 'headers'>, key: string) => ({
    organizationId: (request.params as { orgId: string }).orgId,
    language: languageOf(request.headers['accept-language']),
    key,
  });

  registerEndpoint(
    app,
    calls.getMainMenus,
    { tags, response: { 200: v.array(menuItemRef), ...publishedReadAnswers } },
    async (request, reply) =>
      sendPublishedJson(request, reply, app.publishedCache, published(request, 'menu/main'), async () => {
        const forest = await loadMenuForest(
          app.db,
          request.params.orgId,
          languageOf(request.headers['accept-language']),
        );
        if (forest.length === 0) throw notFound('The menus of this organization are not initialised yet.', 'menus');
        return forest;
      }),
  );

  // Static segment: registered beside menu/:path, the router prefers it.
  registerEndpoint(
    app,
    calls.getMenuByPath,
    { tags, response: { 200: menuItemRef, ...publishedReadAnswers } },
    async (request, reply) => {
      const where = published(request, `menu/getByPath?${request.query.path}`);
      return sendPublishedJson(request, reply, app.publishedCache, where, async () => {
        const menu = await findMenuByPath(app.db, request.params.orgId, request.query.path, where.language);
        if (!menu)
          throw notFound(`No menu has the path '${request.query.path}'.`, 'menuPath', { path: request.query.path });
        return menu;
      });
    },
  );

  registerEndpoint(
    app,
    calls.getRootMenu,
    { tags, response: { 200: menuItemRef, ...publishedReadAnswers } },
    async (request, reply) => {
      const where = published(request, `menu/${request.params.path}`);
      return sendPublishedJson(request, reply, app.publishedCache, where, async () => {
        const menu = await findMenuByPath(app.db, request.params.orgId, `/${request.params.path}`, where.language);
        if (!menu || menu.parentId !== null)
          throw notFound(`No root menu has the path '/${request.params.path}'.`, 'rootMenu', {
            path: `/${request.params.path}`,
          });
        return menu;
      });
    },
  );

  registerEndpoint(
    app,
    endpoints.contentEndpoints.updateMenu,
    { tags, response: { 200: menuItemRef, ...errorResponses(400, 401, 403, 404) } },
    async (request) => {
      const lang = languageOf(request.headers['accept-language']);
      // The name is the contracts' menu name rule's output: trimmed, visible.
      const { id, name, position, icon } = request.body;
      const isUpdated = await updateMenu(app.db, request.params.orgId, { id, name, position, icon }, lang);
      const menu = isUpdated ? await findMenuById(app.db, request.params.orgId, id, lang) : null;
      if (!menu) throw notFound('No menu item has this id.', 'menu');
      return menu;
    },
  );

  registerEndpoint(
    app,
    calls.getContent,
    { tags, response: { 200: contentPageSchema, ...publishedReadAnswers } },
    async (request, reply) => {
      const where = published(request, `content/${request.params.id}`);
      return sendPublishedJson(request, reply, app.publishedCache, where, async () => {
        const content = await findContent(app.db, request.params.orgId, request.params.id, where.language);
        if (!content) throw notFound('No content has this id.', 'content');
        return content;
      });
    },
  );

  registerEndpoint(
    app,
    calls.searchContents,
    { tags, response: { 200: v.array(contentPageSchema), ...errorResponses(400, 401, 403) } },
    async (request) =>
      searchContents(app.db, request.params.orgId, request.body, languageOf(request.headers['accept-language'])),
  );

  const feed = instagramFeed(app.config, app.log);
  registerEndpoint(
    app,
    calls.getInstagramFeed,
    { tags, response: { 200: v.array(instagramMediaSchema), ...errorResponses(400, 401, 403, 404, 502) } },
    async (request) => {
      const { orgId, templateId } = request.params;
      const settings = await findInstagramSettings(app.db, orgId, templateId);
      if (!settings) throw notFound('No Instagram template has this id.', 'instagramTemplate');
      return feed.media(orgId, templateId, { accessToken: settings.accessToken, profileUrl: settings.instagramUrl });
    },
  );
};
