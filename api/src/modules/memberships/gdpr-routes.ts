import { requiredText } from '../../locales/load.js';
import { requestLanguage } from '../../lib/language.js';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { berlinDate, endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { HttpError } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { erasePerson, exportPersonalData, logDataRights, openErasureRequests } from './gdpr/data-rights.js';

const tags = ['memberships'];
const gdpr = endpoints.gdprEndpoints;

/** Members' data rights: download everything (art. 15), ask for erasure, administrators confirm (art. 17). */
export const gdprRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    gdpr.downloadPersonalData,
    { tags, response: { 200: v.record(v.string(), v.unknown()), ...errorResponses(400, 401, 403, 404) } },
    async (request, reply) => {
      const { orgId, userId } = request.params;
      const data = await exportPersonalData(app.db, orgId, userId, request.session!.sub);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="${requiredText(requestLanguage(request), 'files.myData', { date: berlinDate(new Date(data.exportedAt)) })}"`,
        )
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  registerEndpoint(
    app,
    gdpr.requestErasure,
    { tags, response: { 202: schemas.erasureRequestedSchema, ...errorResponses(400, 401, 403) } },
    async (request, reply) => {
      const { orgId, userId } = request.params;
      await logDataRights(app.db, { organizationId: orgId, userId, action: 'erasure_requested', actorId: userId });
      return reply.status(202).send({ state: 'requested' as const });
    },
  );

  registerEndpoint(
    app,
    gdpr.listErasureRequests,
    {
      tags,
      response: {
        200: v.array(schemas.erasureRequestSchema),
        ...errorResponses(401, 403),
      },
    },
    async (request) => openErasureRequests(app.db, request.params.orgId),
  );

  registerEndpoint(
    app,
    gdpr.confirmErasure,
    {
      tags,
      response: { 200: schemas.erasedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    async (request) => {
      const { orgId, userId } = request.params;
      const open = await openErasureRequests(app.db, orgId);
      if (!open.some((r) => r.userId === userId)) {
        throw new HttpError(409, 'NO_ERASURE_REQUEST', 'This person has not asked for erasure.', 'Data protection');
      }
      await erasePerson(app.db, orgId, userId, request.session!.sub);
      return { state: 'erased' as const };
    },
  );
};
