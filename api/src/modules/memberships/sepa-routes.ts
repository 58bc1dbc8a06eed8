import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../../lib/http-error.js';
import { bearer, errorResponses } from '../../lib/schemas.js';
import { getSettings } from './repository.js';
import { collectionLines, painDocument } from './sepa/collection.js';
import { requireCreditor } from './submission.js';

const exportSchema = {
  tags: ['memberships'],
  security: bearer,
  summary:
    'Exports the quarterly SEPA core direct-debit collection of all active mandates for a due date as a pain.008.001.02 ' +
    'XML file (administrators). First collections are FRST and include the admission fee, later ones RCUR. Exporting the ' +
    'same due date again gives the same lines.',
  params: Type.Object({ orgId: Type.String({ format: 'uuid' }) }),
  body: Type.Object(
    {
      dueDate: Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        description: 'Collection date, YYYY-MM-DD, after today',
      }),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.String({ description: 'pain.008.001.02 XML' }), ...errorResponses(400, 401, 403, 409) },
};

export const sepaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/memberships-service/organizations/:orgId/sepa/collections',
    { schema: exportSchema, config: { access: 'admin' } },
    async (request, reply) => {
      const { dueDate } = request.body;
      const now = new Date(app.config.now());
      if (Number.isNaN(Date.parse(dueDate)) || dueDate <= now.toISOString().slice(0, 10)) {
        throw new HttpError(400, 'DUE_DATE_INVALID', 'The due date must be a real date after today.', 'SEPA');
      }
      const creditor = requireCreditor(await getSettings(app.db, request.params.orgId));
      const lines = await collectionLines(app.db, request.params.orgId, dueDate);
      if (lines.length === 0) {
        throw new HttpError(409, 'NOTHING_TO_COLLECT', 'There are no active direct-debit mandates to collect.', 'SEPA');
      }
      const xml = painDocument({ creditor, dueDate, lines, now });
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="sepa-lastschrift-${dueDate}.xml"`)
        .header('cache-control', 'no-store')
        .send(xml);
    },
  );
};
