import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/http-error.js';
import { languageOf } from '../../lib/language.js';
import { sendPublishedJson } from '../../lib/published-cache/index.js';
import { findNews, listNews } from './repository.js';
import { listNewsSchema, newsByIdSchema } from './schemas.js';

const base = '/news-service/organizations/:orgId';

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Published reads, the same for every caller of the organization: from the published cache.
  app.get(`${base}/news`, { schema: listNewsSchema, config: { access: 'visitor' } }, async (request, reply) => {
    const { page = 0, size = 10 } = request.query;
    const language = languageOf(request.headers['accept-language']);
    const where = { organizationId: request.params.orgId, language, key: `news?page=${page}&size=${size}` };
    return sendPublishedJson(request, reply, app.publishedCache, where, () =>
      listNews(app.db, request.params.orgId, page, size, language),
    );
  });

  app.get(`${base}/news/:newsId`, { schema: newsByIdSchema, config: { access: 'visitor' } }, async (request, reply) => {
    const { orgId, newsId } = request.params;
    const language = languageOf(request.headers['accept-language']);
    const where = { organizationId: orgId, language, key: `news/${newsId}` };
    return sendPublishedJson(request, reply, app.publishedCache, where, async () => {
      const item = await findNews(app.db, orgId, newsId, language);
      if (!item) throw notFound('No news item has this id.', 'news');
      return item;
    });
  });
};
