import type { FastifyPluginAsync } from 'fastify';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { errorResponses } from '../../lib/schemas.js';
import { requireSession } from '../../plugins/auth.js';
import * as v from 'valibot';
import { accessOverview } from './overview.js';
import { listPeople, setPersonAccess } from './repository.js';

const access = endpoints.accessEndpoints;
const { accessOverviewSchema, personAccessSchema } = schemas;
const tags = ['access'];

/** The roles page (issue 31): administrators give and take roles, permissions and courses to coach. */
export const accessRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    access.getAccessOverview,
    { tags, response: { 200: accessOverviewSchema, ...errorResponses(400, 401, 403) } },
    async (request) => accessOverview(app.db, request.params.orgId),
  );

  registerEndpoint(
    app,
    access.listPeopleAccess,
    { tags, response: { 200: v.array(personAccessSchema), ...errorResponses(400, 401, 403) } },
    async (request) => listPeople(app.db, request.params.orgId, request.query.search),
  );

  registerEndpoint(
    app,
    access.setPersonAccess,
    { tags, response: { 200: personAccessSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    async (request) =>
      setPersonAccess(app.db, {
        organizationId: request.params.orgId,
        userId: request.params.userId,
        changedBy: requireSession(request).sub,
        access: request.body,
      }),
  );
};
