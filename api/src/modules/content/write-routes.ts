import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { berlinToday, endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
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
import { ContentPageSchema, menuItemRef, RevisionSchema, RevisionSummarySchema, tags, writeErrors } from './schemas.js';
import './tables.js';
import { pageOfClub } from './page-of-club.js';

const calls = endpoints.contentEndpoints;

export const authorOf = (request: FastifyRequest): string =>
  request.session?.displayName || request.session?.email || 'unknown';

/** Who saves, for the document lock (editor-presence.ts): a signed-in administrator always is someone. */
const writerOf = (request: FastifyRequest, now: number) =>
  request.session ? { writer: { userId: request.session.sub, now: new Date(now) } } : {};

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

export const contentWriteRoutes: FastifyPluginAsync = async (app) => {
  // Another club's page answers 404 on every sub-resource (issue 31).
  const page = pageOfClub(app.db);
  const now = () => app.config.now();
  /** The menu entry just created, as the menus answer it. */
  const createdMenu = async (orgId: string, id: string, lang: Language) => {
    const menu = await findMenuById(app.db, orgId, id, lang);
    if (!menu) throw notFound('No menu item has this id.', 'menu');
    return menu;
  };

  registerEndpoint(app, calls.createMenu, { tags, response: { 200: menuItemRef, ...writeErrors } }, async (request) => {
    const { orgId } = request.params;
    const lang = languageOf(request.headers['accept-language']);
    const id = await app.db.transaction().execute((trx) => createMenuItem(trx, orgId, request.body, lang));
    return createdMenu(orgId, id, lang);
  });

  registerEndpoint(
    app,
    calls.createMenus,
    { tags, response: { 200: Type.Array(menuItemRef), ...writeErrors } },
    async (request) => {
      const { orgId } = request.params;
      const lang = languageOf(request.headers['accept-language']);
      const ids = await app.db.transaction().execute(async (trx) => {
        const created: string[] = [];
        for (const item of request.body) created.push(await createMenuItem(trx, orgId, item, lang));
        return created;
      });
      return Promise.all(ids.map((id) => createdMenu(orgId, id, lang)));
    },
  );

  registerEndpoint(
    app,
    calls.deleteMenu,
    { tags, response: { 204: Type.Null(), ...writeErrors } },
    async (request, reply) => {
      const { orgId, id } = request.params;
      await removeMenuItem(app.db, orgId, id, languageOf(request.headers['accept-language']));
      return reply.status(204).send(null);
    },
  );

  registerEndpoint(
    app,
    calls.createPage,
    { tags, response: { 200: ContentPageSchema, ...writeErrors } },
    async (request) => {
      const { orgId } = request.params;
      const lang = languageOf(request.headers['accept-language']);
      const { name, templates, menuDto, pageMenuName } = request.body;
      await validatePage(app.db, orgId, templates, lang, now());
      const id = await createPage(app.db, orgId, {
        name,
        templates,
        menuDto: menuDto ?? null,
        pageMenuName,
        author: authorOf(request),
        language: lang,
      });
      return answerPage(app.db, orgId, id, lang);
    },
  );

  registerEndpoint(
    app,
    calls.savePage,
    { tags, response: { 200: ContentPageSchema, ...writeErrors } },
    async (request) => {
      const { orgId } = request.params;
      const lang = languageOf(request.headers['accept-language']);
      const { id, name, templates, version } = request.body;
      await validatePage(app.db, orgId, templates, lang, now());
      await savePage(app.db, orgId, {
        contentId: id,
        name,
        templates,
        baseVersion: version,
        author: authorOf(request),
        language: lang,
        ...writerOf(request, now()),
      });
      // What was autosaved is now saved for real.
      if (request.session)
        await dropDraft(app.db, { organizationId: orgId, contentId: id, userId: request.session.sub });
      return answerPage(app.db, orgId, id, lang);
    },
  );

  registerEndpoint(
    app,
    calls.deletePage,
    { tags, response: { 204: Type.Null(), ...writeErrors } },
    async (request, reply) => {
      await deletePage(app.db, request.params.orgId, request.params.id, languageOf(request.headers['accept-language']));
      return reply.status(204).send(null);
    },
  );

  registerEndpoint(
    app,
    calls.listRevisions,
    { tags, preValidation: page, response: { 200: Type.Array(RevisionSummarySchema), ...writeErrors } },
    async (request) => listRevisions(app.db, request.params.orgId, request.params.id),
  );

  registerEndpoint(
    app,
    calls.getRevision,
    { tags, preValidation: page, response: { 200: RevisionSchema, ...writeErrors } },
    async (request) => {
      const { orgId, id, revisionId } = request.params;
      const revision = await findRevision(
        app.db,
        orgId,
        id,
        revisionId,
        languageOf(request.headers['accept-language']),
      );
      if (!revision) throw notFound('No revision has this id.', 'revision');
      return revision;
    },
  );

  registerEndpoint(
    app,
    calls.restoreRevision,
    { tags, preValidation: page, response: { 200: ContentPageSchema, ...writeErrors } },
    async (request) => {
      const { orgId, id, revisionId } = request.params;
      const lang = languageOf(request.headers['accept-language']);
      await restoreRevision(app.db, orgId, {
        contentId: id,
        revisionId,
        baseVersion: request.body.version,
        author: authorOf(request),
        language: lang,
        ...writerOf(request, now()),
      });
      return answerPage(app.db, orgId, id, lang);
    },
  );
};
