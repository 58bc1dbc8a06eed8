import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/http-error.js';
import { findOrganizationByName } from './repository.js';
import { findOrganizationSchema } from './schemas.js';

export const organizationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organizations-service/organizations',
    { schema: findOrganizationSchema, config: { access: 'public' } },
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
