import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error.js';
import { requireSession } from './auth.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with an {orgId} path parameter (tests iterate over them). */
    orgScopedRoutes: Array<{ method: string; url: string; isPublic: boolean }>;
  }
}

/** A token only opens its own organization's paths. */
export const checkTenancy: preValidationHookHandler = async (request) => {
  const session = requireSession(request);
  const { orgId } = request.params as { orgId?: string };
  if (orgId !== session.organizationId)
    throw forbidden('This token belongs to another organization.', 'otherOrganization');
};

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

async function tenancyPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('orgScopedRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.includes('/:orgId')) return;
    const isPublic = asArray(route.config?.access).includes('public');
    for (const method of asArray(route.method)) app.orgScopedRoutes.push({ method, url: route.url, isPublic });
    if (isPublic) return;
    // Runs first, before the route's own permission hooks and before body validation.
    route.preValidation = [checkTenancy, ...asArray(route.preValidation)];
  });
}

export default fp(tenancyPlugin, { name: 'tenancy' });
