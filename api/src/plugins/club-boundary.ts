import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-error.js';
import { errorResponses, isUuid } from '../lib/schemas.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route whose path names a person of the club (:userId, :childId) with those names. */
    personRoutes: Array<{ method: string; url: string; params: string[] }>;
  }
}

/** Path parameters that name a person: each must be a person of the path's :orgId. */
export const personParams = ['userId', 'childId'] as const;

export interface ClubBoundaryOptions {
  /** Decided from the database by the users module (plugins import no module). */
  isPersonOfClub: (organizationId: string, personId: string) => Promise<boolean>;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The club boundary of people (issue 31): tenancy only ties the token to :orgId, so an
 * administrator could name another club's member in :userId and write to them. One check for
 * every such route answers 404 for a person outside the path's club, before the body is read,
 * so no handler can forget it.
 */
async function clubBoundaryPlugin(app: FastifyInstance, opts: ClubBoundaryOptions): Promise<void> {
  app.decorate('personRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.includes('/:orgId')) return;
    const params = personParams.filter((name) => route.url.includes(`/:${name}`));
    if (params.length === 0) return;
    for (const method of asArray(route.method)) app.personRoutes.push({ method, url: route.url, params });
    const check: preValidationHookHandler = async (request) => {
      const values = request.params as Record<string, string | undefined>;
      const orgId = values.orgId ?? '';
      for (const name of params) {
        const id = values[name];
        // A malformed id is the params schema's 400; the caller's own id needs no look-up
        // (tenancy tied their token to this club).
        if (!isUuid(id) || !isUuid(orgId)) continue;
        if (id === request.session?.sub && orgId === request.session.organizationId) continue;
        if (!(await opts.isPersonOfClub(orgId, id))) throw notFound('This person is not known in this club.', 'person');
      }
    };
    // After tenancy and the access guard (they run first): an outsider learns nothing here.
    route.preValidation = [...asArray(route.preValidation), check];
    // Documented on every such route, since every one of them can answer it.
    if (route.schema?.response) {
      const response = route.schema.response as Record<number, unknown>;
      response[404] ??= errorResponses(404)[404];
    }
  });
}

export default fp(clubBoundaryPlugin, { name: 'club-boundary', dependencies: ['access', 'tenancy'] });
