import * as v from 'valibot';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { forbidden } from '../../lib/http-error.js';
import { languageOf } from '../../lib/language.js';
import { dropDraft, findDraft, keepDraft } from './autosaved-drafts.js';
import { autosavedDraftSchema, draftSavedSchema, tags, untranslatedBlocksSchema, writeErrors } from './schemas.js';
import { untranslatedBlocks } from './translations.js';
import { contentOrNotFound } from './content-repository.js';
import { pageOfClub } from './page-of-club.js';

const calls = endpoints.contentEndpoints;
// Drafts never reach visitors, so writing one keeps the published cache.
const config = { keepsPublished: true };

/**
 * Autosaved drafts (issue 25, item 8): the editor's unsaved page, per page and editor, so a
 * closed tab or a crash loses nothing. Not published and not judged by §5 yet (work in
 * progress); the save that publishes it is.
 */
export const draftRoutes: FastifyPluginAsync = async (app) => {
  // Another club's page answers 404 on every sub-resource (issue 31).
  const page = pageOfClub(app.db);
  const keyOf = (request: { params: { orgId: string; id: string }; session: { sub: string } | null }) => {
    if (!request.session) throw forbidden();
    return { organizationId: request.params.orgId, contentId: request.params.id, userId: request.session.sub };
  };

  registerEndpoint(
    app,
    calls.keepDraft,
    { tags, preValidation: page, config, response: { 200: draftSavedSchema, ...writeErrors } },
    async (request) => {
      const lang = languageOf(request.headers['accept-language']);
      await contentOrNotFound(app.db, request.params.orgId, request.params.id, lang);
      const { name, templates, version } = request.body;
      const updatedAt = await keepDraft(app.db, keyOf(request), { name, templates, version }, lang);
      return { updatedAt };
    },
  );

  registerEndpoint(
    app,
    calls.getDraft,
    {
      tags,
      preValidation: page,
      config,
      response: { 200: v.nullable(autosavedDraftSchema), ...writeErrors },
    },
    async (request) => findDraft(app.db, keyOf(request)),
  );

  registerEndpoint(
    app,
    calls.getUntranslated,
    { tags, preValidation: page, config, response: { 200: untranslatedBlocksSchema, ...writeErrors } },
    async (request) => {
      const { orgId, id } = request.params;
      await contentOrNotFound(app.db, orgId, id, languageOf(request.headers['accept-language']));
      return untranslatedBlocks(app.db, orgId, id);
    },
  );

  registerEndpoint(
    app,
    calls.dropDraft,
    { tags, preValidation: page, config, response: { 204: Type.Null(), ...writeErrors } },
    async (request, reply) => {
      await dropDraft(app.db, keyOf(request));
      return reply.status(204).send(null);
    },
  );
};
