import type { FastifyPluginAsync } from 'fastify';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { findOrganizationByName } from './repository.js';

export const organizationsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    endpoints.sessionEndpoints.findOrganization,
    { tags: ['organizations'], response: { 200: schemas.organizationSchema, ...errorResponses(400, 404) } },
    async (request) => {
      const organization = await findOrganizationByName(app.db, request.query.name);
      if (!organization)
        throw notFound(`No organization is named '${request.query.name}'.`, 'organizationName', {
          name: request.query.name,
        });
      return organization;
    },
  );
};
