import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { berlinToday } from '../../lib/contracts.js';
import { notFound } from '../../lib/http-error.js';
import { type Language, languageOf } from '../../lib/language.js';
import { findContent } from './content-repository.js';
import { dropDraft } from './autosaved-drafts.js';
import { savePage } from './content-write.js';
import { removeMenuItem } from './menu-removal.js';
import { findMenuById } from './menu-repository.js';
import { knownRouteCheck, type TemplateInput, validateTemplates } from './page-input.js';
import { createMenuItem, createPage, deletePage } from './page-lifecycle.js';
import { findRevision, listRevisions, restoreRevision } from './revisions.js';
import {
  createContentSchema,
  createMenuSchema,
  createMenusSchema,
  deleteMenuSchema,
  deleteContentSchema,
  listRevisionsSchema,
  restoreRevisionSchema,
  revisionSchema,
  updateContentSchema,
} from './write-schemas.js';
import './tables.js';

const base = '/content-service/organizations/:orgId';
const access = { access: 'WRITE_CONTENT' as const };

export const authorOf = (request: FastifyRequest): string =>
  request.session?.displayName || request.session?.email || 'unknown';

/** Runs §5's rules with the site's current routes; 400 naming every failing value. */
export async function validatePage(
  db: Kysely<Database>,
  organizationId: string,
  templates: TemplateInput[],
  language: Language,
  now: number,
): Promise<void> {
  const paths = await db.selectFrom('menus').select('path').where('organization_id', '=', organizationId).execute();
  validateTemplates(templates, {
    isKnownRoute: knownRouteCheck(paths.map((p) => p.path)),
    language,
    today: berlinToday(now),
  });
}

export async function answerPage(db: Kysely<Database>, organizationId: string, id: string, lang: Language) {
  const page = await findContent(db, organizationId, id, lang);
  if (!page) throw notFound('No content has this id.', 'content');
  return page;
}

export const contentWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.config.now();

  app.post(`${base}/menu`, { schema: createMenuSchema, config: access }, async (request) => {
    const { orgId } = request.params;
    const lang = languageOf(request.headers['accept-language']);
    const id = await app.db.transaction().execute((trx) => createMenuItem(trx, orgId, request.body, lang));
    return findMenuById(app.db, orgId, id, lang);
  });

  app.post(`${base}/menu/multiple`, { schema: createMenusSchema, config: access }, async (request) => {
    const { orgId } = request.params;
    const lang = languageOf(request.headers['accept-language']);
    const ids = await app.db.transaction().execute(async (trx) => {
      const created: string[] = [];
      for (const item of request.body) created.push(await createMenuItem(trx, orgId, item, lang));
      return created;
    });
    return Promise.all(ids.map((id) => findMenuById(app.db, orgId, id, lang)));
  });

  app.delete(`${base}/menu/:id`, { schema: deleteMenuSchema, config: access }, async (request, reply) => {
    const { orgId, id } = request.params;
    await removeMenuItem(app.db, orgId, id, languageOf(request.headers['accept-language']));
    return reply.status(204).send(null);
  });

  app.post(`${base}/content`, { schema: createContentSchema, config: access }, async (request) => {
    const { orgId } = request.params;
    const lang = languageOf(request.headers['accept-language']);
    const { name, templates, menuDto, pageMenuName } = request.body;
    await validatePage(app.db, orgId, templates as TemplateInput[], lang, now());
    const id = await createPage(app.db, orgId, {
      name,
      templates: templates as TemplateInput[],
      menuDto: menuDto ?? null,
      pageMenuName,
      author: authorOf(request),
      language: lang,
    });
    return answerPage(app.db, orgId, id, lang);
  });

  app.put(`${base}/content`, { schema: updateContentSchema, config: access }, async (request) => {
    const { orgId } = request.params;
    const lang = languageOf(request.headers['accept-language']);
    const { id, name, templates, version } = request.body;
    await validatePage(app.db, orgId, templates as TemplateInput[], lang, now());
    await savePage(app.db, orgId, {
      contentId: id,
      name,
      templates: templates as TemplateInput[],
      baseVersion: version,
      author: authorOf(request),
      language: lang,
    });
    // What was autosaved is now saved for real.
    if (request.session) await dropDraft(app.db, { organizationId: orgId, contentId: id, userId: request.session.sub });
    return answerPage(app.db, orgId, id, lang);
  });

  app.delete(`${base}/content/:id`, { schema: deleteContentSchema, config: access }, async (request, reply) => {
    await deletePage(app.db, request.params.orgId, request.params.id, languageOf(request.headers['accept-language']));
    return reply.status(204).send(null);
  });

  app.get(`${base}/content/:id/revisions`, { schema: listRevisionsSchema, config: access }, async (request) =>
    listRevisions(app.db, request.params.orgId, request.params.id),
  );

  app.get(`${base}/content/:id/revisions/:revisionId`, { schema: revisionSchema, config: access }, async (request) => {
    const { orgId, id, revisionId } = request.params;
    const revision = await findRevision(app.db, orgId, id, revisionId, languageOf(request.headers['accept-language']));
    if (!revision) throw notFound('No revision has this id.', 'revision');
    return revision;
  });

  app.post(
    `${base}/content/:id/revisions/:revisionId/restore`,
    { schema: restoreRevisionSchema, config: access },
    async (request) => {
      const { orgId, id, revisionId } = request.params;
      const lang = languageOf(request.headers['accept-language']);
      await restoreRevision(app.db, orgId, {
        contentId: id,
        revisionId,
        baseVersion: request.body.version,
        author: authorOf(request),
        language: lang,
      });
      return answerPage(app.db, orgId, id, lang);
    },
  );
};
