import { requiredText } from '../../locales/load.js';
import { requestLanguage } from '../../lib/language.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { berlinDate } from '../../lib/contracts.js';
import { HttpError } from '../../lib/http-error.js';
import { bearer, errorResponses } from '../../lib/schemas.js';
import { erasePerson, exportPersonalData, logDataRights, openErasureRequests } from './gdpr/data-rights.js';

const tags = ['memberships'];
const UserParams = Type.Object({ orgId: Type.String({ format: 'uuid' }), userId: Type.String({ format: 'uuid' }) });
const base = '/memberships-service/organizations/:orgId';

/** Members' data rights: download everything (art. 15), ask for erasure, administrators confirm (art. 17). */
export const gdprRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/users/:userId/data-export`,
    {
      schema: {
        tags,
        security: bearer,
        summary: 'All data the club holds about a person as a JSON file (the person, or an administrator). Logged.',
        params: UserParams,
        response: { 200: Type.Object({}, { additionalProperties: true }), ...errorResponses(401, 403, 404) },
      },
      config: { access: ['self', 'admin'] },
    },
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

  app.post(
    `${base}/users/:userId/erasure-request`,
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The person asks for the erasure of their data; an administrator confirms it. Logged.',
        params: UserParams,
        response: { 202: Type.Object({ state: Type.Literal('requested') }), ...errorResponses(401, 403) },
      },
      config: { access: 'self' },
    },
    async (request, reply) => {
      const { orgId, userId } = request.params;
      await logDataRights(app.db, { organizationId: orgId, userId, action: 'erasure_requested', actorId: userId });
      return reply.status(202).send({ state: 'requested' as const });
    },
  );

  app.get(
    `${base}/erasure-requests`,
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Open erasure requests (administrators).',
        params: Type.Object({ orgId: Type.String({ format: 'uuid' }) }),
        response: {
          200: Type.Array(
            Type.Object({
              userId: Type.String(),
              email: Type.String(),
              displayName: Type.String(),
              requestedAt: Type.String(),
            }),
          ),
          ...errorResponses(401, 403),
        },
      },
      config: { access: 'admin' },
    },
    async (request) => openErasureRequests(app.db, request.params.orgId),
  );

  app.post(
    `${base}/users/:userId/erasure`,
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Confirms an open erasure request (administrators): personal data is deleted or anonymised; accounting ' +
          'records (mandate references, collection amounts and dates) stay, anonymised. Logged.',
        params: UserParams,
        response: { 200: Type.Object({ state: Type.Literal('erased') }), ...errorResponses(401, 403, 404, 409) },
      },
      config: { access: 'admin' },
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
