import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/http-error.js';
import { languageOf } from '../../lib/language.js';
import { findNews, listNews } from './repository.js';
import { listNewsSchema, newsByIdSchema } from './schemas.js';

const base = '/news-service/organizations/:orgId';

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(`${base}/news`, { schema: listNewsSchema, config: { access: 'visitor' } }, async (request) => {
    const { page = 0, size = 10 } = request.query;
    return listNews(app.db, request.params.orgId, page, size, languageOf(request.headers['accept-language']));
  });

  app.get(`${base}/news/:newsId`, { schema: newsByIdSchema, config: { access: 'visitor' } }, async (request) => {
    const item = await findNews(
      app.db,
      request.params.orgId,
      request.params.newsId,
      languageOf(request.headers['accept-language']),
    );
    if (!item) throw notFound('No news item has this id.');
    return item;
  });
};
