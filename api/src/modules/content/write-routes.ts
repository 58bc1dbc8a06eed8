import * as v from 'valibot';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { notFound } from '../../lib/http-error.js';
import { type Language, languageOf } from '../../lib/language.js';
import { dropDraft } from './autosaved-drafts.js';
import { savePage } from './content-write.js';
import { removeMenuItem } from './menu-removal.js';
import { findMenuById } from './menu-repository.js';
import { createMenuItem, createPage, deletePage } from './page-lifecycle.js';
import { findRevision, listRevisions, restoreRevision } from './revisions.js';
import { contentPageSchema, menuItemRef, revisionSchema, revisionSummarySchema, tags, writeErrors } from './schemas.js';
import './tables.js';
import { pageOfClub } from './page-of-club.js';
import { authorOf, writerOf } from './page-writer.js';
import { validatePage } from './validate-page.js';
import { contentOrNotFound } from './content-repository.js';

const calls = endpoints.contentEndpoints;

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
    { tags, response: { 200: v.array(menuItemRef), ...writeErrors } },
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
    { tags, response: { 200: contentPageSchema, ...writeErrors } },
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
      return contentOrNotFound(app.db, orgId, id, lang);
    },
  );

  registerEndpoint(
    app,
    calls.savePage,
    { tags, response: { 200: contentPageSchema, ...writeErrors } },
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
      return contentOrNotFound(app.db, orgId, id, lang);
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
    { tags, preValidation: page, response: { 200: v.array(revisionSummarySchema), ...writeErrors } },
    async (request) => listRevisions(app.db, request.params.orgId, request.params.id),
  );

  registerEndpoint(
    app,
    calls.getRevision,
    { tags, preValidation: page, response: { 200: revisionSchema, ...writeErrors } },
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
    { tags, preValidation: page, response: { 200: contentPageSchema, ...writeErrors } },
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
      return contentOrNotFound(app.db, orgId, id, lang);
    },
  );
};
