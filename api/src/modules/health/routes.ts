import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { HttpError } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: Type.Object({ status: Type.String() }) } },
      config: { access: 'public' },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: Type.Object({ status: Type.String() }), ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'database not ready');
        throw new HttpError(503, 'NOT_READY', 'The database is not reachable.');
      }
      return { status: 'ready' };
    },
  );
};
