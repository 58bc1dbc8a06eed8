import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { forbidden } from '../../lib/http-error.js';
import { languageOf } from '../../lib/language.js';
import { dropDraft, findDraft, keepDraft } from './autosaved-drafts.js';
import type { TemplateInput } from './page-input.js';
import { TemplateSchema } from './schemas.js';
import { untranslatedBlocks } from './translations.js';
import { answerPage } from './write-routes.js';
import { IdParams, secured, writeErrors } from './write-schemas.js';

const base = '/content-service/organizations/:orgId';
// Drafts never reach visitors, so writing one keeps the published cache.
const access = { access: 'WRITE_CONTENT' as const, keepsPublished: true };

const DraftBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    templates: Type.Array(TemplateSchema, { maxItems: 60 }),
    version: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);

/**
 * Autosaved drafts (issue 25, item 8): the editor's unsaved page, per page and editor, so a
 * closed tab or a crash loses nothing. Not published and not judged by §5 yet (work in
 * progress); the save that publishes it is.
 */
export const draftRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const keyOf = (request: { params: { orgId: string; id: string }; session: { sub: string } | null }) => {
    if (!request.session) throw forbidden();
    return { organizationId: request.params.orgId, contentId: request.params.id, userId: request.session.sub };
  };

  app.put(
    `${base}/content/:id/draft`,
    {
      schema: {
        ...secured,
        summary: "Keep the caller's unsaved draft of the page (replaces the previous one). Never published.",
        params: IdParams,
        body: DraftBody,
        response: { 200: Type.Object({ updatedAt: Type.String() }), ...writeErrors },
      },
      config: access,
    },
    async (request) => {
      const lang = languageOf(request.headers['accept-language']);
      await answerPage(app.db, request.params.orgId, request.params.id, lang);
      const { name, templates, version } = request.body;
      const updatedAt = await keepDraft(
        app.db,
        keyOf(request),
        { name, templates: templates as TemplateInput[], version },
        lang,
      );
      return { updatedAt };
    },
  );

  app.get(
    `${base}/content/:id/draft`,
    {
      schema: {
        ...secured,
        summary: "The caller's autosaved draft of the page, or null (another editor's is never shown).",
        params: IdParams,
        response: {
          200: Type.Union([
            Type.Object({
              ...DraftBody.properties,
              language: Type.String(),
              updatedAt: Type.String(),
            }),
            Type.Null(),
          ]),
          ...writeErrors,
        },
      },
      config: access,
    },
    async (request) => findDraft(app.db, keyOf(request)),
  );

  app.get(
    `${base}/content/:id/untranslated`,
    {
      schema: {
        ...secured,
        summary:
          "Per language, the ids of the page's blocks with a text filled in the other language only (for the editor).",
        params: IdParams,
        response: {
          200: Type.Object({ de: Type.Array(Type.String()), en: Type.Array(Type.String()) }),
          ...writeErrors,
        },
      },
      config: access,
    },
    async (request) => {
      const { orgId, id } = request.params;
      await answerPage(app.db, orgId, id, languageOf(request.headers['accept-language']));
      return untranslatedBlocks(app.db, orgId, id);
    },
  );

  app.delete(
    `${base}/content/:id/draft`,
    {
      schema: {
        ...secured,
        summary: "Drop the caller's autosaved draft of the page.",
        params: IdParams,
        response: { 204: Type.Null(), ...writeErrors },
      },
      config: access,
    },
    async (request, reply) => {
      await dropDraft(app.db, keyOf(request));
      return reply.status(204).send(null);
    },
  );
};
