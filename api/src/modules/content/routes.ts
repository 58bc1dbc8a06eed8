import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { menuNameSchema, sharedMessage } from '../../lib/contracts.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { languageOf } from '../../lib/language.js';
import { sendPublishedJson } from '../../lib/published-cache/index.js';
import { findContent, findInstagramSettings, searchContents } from './content-repository.js';
import { instagramFeed } from './instagram-feed.js';
import { publishDue } from './scheduled-publish.js';
import { draftRoutes } from './draft-routes.js';
import { scheduleRoutes } from './schedule-routes.js';
import { templateRoutes } from './template-routes.js';
import { contentWriteRoutes } from './write-routes.js';
import { findMenuById, findMenuByPath, loadMenuForest, updateMenu } from './menu-repository.js';
import {
  contentByIdSchema,
  contentSearchSchema,
  instagramFeedSchema,
  mainMenusSchema,
  menuByPathSchema,
  menuByRootSchema,
  updateMenuSchema,
} from './schemas.js';

const base = '/content-service/organizations/:orgId';

function parseMenuName(value: string, lang: 'de' | 'en'): string {
  const result = v.safeParse(menuNameSchema, value);
  if (result.success) return result.output;
  const message = sharedMessage(result.issues[0]?.message ?? 'validation.mandatory', lang);
  throw HttpError.localized(400, 'VALIDATION_ERROR', `name: ${message}`, 'Validation Error');
}

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(contentWriteRoutes);
  await app.register(templateRoutes);
  await app.register(scheduleRoutes);
  await app.register(draftRoutes);

  // Scheduled drafts: every replica polls; the row lease makes each draft publish once.
  app.jobs.every('scheduled-publishing', app.config.scheduledPublishMs ?? 30_000, () => publishDue(app.db, app.log));

  // Published reads: the same answer for every caller of the organization (visitor, member,
  // editor), so after the access and tenancy checks they come from the published cache.
  const published = (request: Pick<FastifyRequest, 'params' | 'headers'>, key: string) => ({
    organizationId: (request.params as { orgId: string }).orgId,
    language: languageOf(request.headers['accept-language']),
    key,
  });

  app.get(`${base}/menu/main`, { schema: mainMenusSchema, config: { access: 'visitor' } }, async (request, reply) =>
    sendPublishedJson(request, reply, app.publishedCache, published(request, 'menu/main'), async () => {
      const forest = await loadMenuForest(app.db, request.params.orgId, languageOf(request.headers['accept-language']));
      if (forest.length === 0) throw notFound('The menus of this organization are not initialised yet.', 'menus');
      return forest;
    }),
  );

  // Static segment: registered beside menu/:path, the router prefers it.
  app.get(
    `${base}/menu/getByPath`,
    { schema: menuByPathSchema, config: { access: 'visitor' } },
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

  app.get(`${base}/menu/:path`, { schema: menuByRootSchema, config: { access: 'visitor' } }, async (request, reply) => {
    const where = published(request, `menu/${request.params.path}`);
    return sendPublishedJson(request, reply, app.publishedCache, where, async () => {
      const menu = await findMenuByPath(app.db, request.params.orgId, `/${request.params.path}`, where.language);
      if (!menu || menu.parentId !== null)
        throw notFound(`No root menu has the path '/${request.params.path}'.`, 'rootMenu', {
          path: `/${request.params.path}`,
        });
      return menu;
    });
  });

  app.put(`${base}/menu`, { schema: updateMenuSchema, config: { access: 'WRITE_CONTENT' } }, async (request) => {
    const lang = languageOf(request.headers['accept-language']);
    const { id, position, icon } = request.body;
    // A blank or invisible name (a space, a zero-width space) would leave an empty menu entry.
    const name = request.body.name === undefined ? undefined : parseMenuName(request.body.name, lang);
    const isUpdated = await updateMenu(app.db, request.params.orgId, { id, name, position, icon }, lang);
    const menu = isUpdated ? await findMenuById(app.db, request.params.orgId, id, lang) : null;
    if (!menu) throw notFound('No menu item has this id.', 'menu');
    return menu;
  });

  app.get(
    `${base}/content/:id`,
    { schema: contentByIdSchema, config: { access: 'visitor' } },
    async (request, reply) => {
      const where = published(request, `content/${request.params.id}`);
      return sendPublishedJson(request, reply, app.publishedCache, where, async () => {
        const content = await findContent(app.db, request.params.orgId, request.params.id, where.language);
        if (!content) throw notFound('No content has this id.', 'content');
        return content;
      });
    },
  );

  app.post(
    `${base}/content/search`,
    { schema: contentSearchSchema, config: { access: 'visitor' } },
    async (request) => {
      return searchContents(app.db, request.params.orgId, request.body, languageOf(request.headers['accept-language']));
    },
  );

  const feed = instagramFeed(app.config, app.log);
  app.get(
    `${base}/instagram/:templateId`,
    { schema: instagramFeedSchema, config: { access: 'visitor' } },
    async (request) => {
      const { orgId, templateId } = request.params;
      const settings = await findInstagramSettings(app.db, orgId, templateId);
      if (!settings) throw notFound('No Instagram template has this id.', 'instagramTemplate');
      return feed.media(orgId, templateId, { accessToken: settings.accessToken, profileUrl: settings.instagramUrl });
    },
  );
};
