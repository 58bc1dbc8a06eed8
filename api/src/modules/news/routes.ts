import type { FastifyPluginAsync } from 'fastify';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { notFound } from '../../lib/http-error.js';
import { languageOf } from '../../lib/language.js';
import { sendPublishedJson } from '../../lib/published-cache/index.js';
import { errorResponses, notModified } from '../../lib/schemas.js';
import { findNews, listNews } from './repository.js';

const { listNews: listNewsCall, getNewsItem } = endpoints.newsEndpoints;
const { newsItemSchema, pageSchema } = schemas;
const tags = ['news'];

export const newsRoutes: FastifyPluginAsync = async (app) => {
  // Published reads, the same for every caller of the organization: from the published cache.
  registerEndpoint(
    app,
    listNewsCall,
    { tags, response: { 200: pageSchema(newsItemSchema), ...notModified, ...errorResponses(400, 401, 403) } },
    async (request, reply) => {
      const { page, size } = request.query;
      const language = languageOf(request.headers['accept-language']);
      const where = { organizationId: request.params.orgId, language, key: `news?page=${page}&size=${size}` };
      return sendPublishedJson(request, reply, app.publishedCache, where, () =>
        listNews(app.db, request.params.orgId, page, size, language),
      );
    },
  );

  registerEndpoint(
    app,
    getNewsItem,
    { tags, response: { 200: newsItemSchema, ...notModified, ...errorResponses(400, 401, 403, 404) } },
    async (request, reply) => {
      const { orgId, newsId } = request.params;
      const language = languageOf(request.headers['accept-language']);
      const where = { organizationId: orgId, language, key: `news/${newsId}` };
      return sendPublishedJson(request, reply, app.publishedCache, where, async () => {
        const item = await findNews(app.db, orgId, newsId, language);
        if (!item) throw notFound('No news item has this id.', 'news');
        return item;
      });
    },
  );
};
