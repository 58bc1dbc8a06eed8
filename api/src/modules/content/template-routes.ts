import * as v from 'valibot';
import { Type } from '@sinclair/typebox';
import type { Template } from '@club/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { languageOf } from '../../lib/language.js';
import { findContent, localizeTemplate } from './content-repository.js';
import { savePage } from './content-write.js';
import type { TemplateInput } from './page-input.js';
import { authorOf } from './page-writer.js';
import { validatePage } from './validate-page.js';
import { tags, templateSchema, templateSearchHitSchema, writeErrors } from './schemas.js';

const calls = endpoints.contentEndpoints;

/**
 * Single-template writes. Each is a page save of the template's page (same validation,
 * version bump, revision and save hooks), so a template never changes outside a page's history.
 */
export const templateRoutes: FastifyPluginAsync = async (app) => {
  const pageOfTemplate = async (orgId: string, templateId: string) => {
    const row = await app.db
      .selectFrom('templates')
      .select('content_id')
      .where('organization_id', '=', orgId)
      .where('id', '=', templateId)
      .executeTakeFirst();
    if (!row?.content_id) throw notFound('No template of a page has this id.', 'template');
    return row.content_id;
  };

  const saveWith = async (
    request: { params: { orgId: string }; headers: Record<string, unknown> },
    author: string,
    contentId: string,
    change: (templates: TemplateInput[]) => TemplateInput[],
    changed: TemplateInput[],
  ) => {
    const { orgId } = request.params;
    const lang = languageOf(request.headers['accept-language'] as string | undefined);
    const page = await findContent(app.db, orgId, contentId, lang);
    if (!page) throw notFound('No content has this id.', 'content');
    await validatePage(app.db, orgId, changed, lang, app.config.now());
    await savePage(app.db, orgId, {
      contentId,
      name: page.name,
      templates: change(page.templates as TemplateInput[]),
      baseVersion: page.version ?? 1,
      author,
      language: lang,
    });
    return (await findContent(app.db, orgId, contentId, lang))!;
  };

  registerEndpoint(
    app,
    calls.createTemplate,
    { tags, response: { 200: templateSchema, ...writeErrors } },
    async (request) => {
      const { contentId, position, ...template } = request.body;
      if (!contentId)
        throw new HttpError(
          400,
          'VALIDATION_ERROR',
          'body/contentId is required.',
          undefined,
          { field: 'body/contentId' },
          'VALIDATION_ERROR.required',
        );
      const input: TemplateInput = { ...template, id: null };
      let at = 0;
      const page = await saveWith(
        request,
        authorOf(request),
        contentId,
        (templates) => {
          at = Math.min(position ?? templates.length, templates.length);
          return [...templates.slice(0, at), input, ...templates.slice(at)];
        },
        [input],
      );
      return page.templates[at] as Template;
    },
  );

  registerEndpoint(
    app,
    calls.updateTemplate,
    { tags, response: { 200: templateSchema, ...writeErrors } },
    async (request) => {
      const { contentId: _ignored, position: _position, ...template } = request.body;
      if (!template.id)
        throw new HttpError(
          400,
          'VALIDATION_ERROR',
          'body/id is required.',
          undefined,
          { field: 'body/id' },
          'VALIDATION_ERROR.required',
        );
      const id = template.id;
      const contentId = await pageOfTemplate(request.params.orgId, id);
      const input: TemplateInput = template;
      const page = await saveWith(
        request,
        authorOf(request),
        contentId,
        (templates) => templates.map((t) => (t.id === id ? input : t)),
        [input],
      );
      return page.templates.find((t) => t.id === id) as Template;
    },
  );

  registerEndpoint(
    app,
    calls.deleteTemplate,
    { tags, response: { 204: Type.Null(), ...writeErrors } },
    async (request, reply) => {
      const contentId = await pageOfTemplate(request.params.orgId, request.params.id);
      await saveWith(
        request,
        authorOf(request),
        contentId,
        (templates) => templates.filter((t) => t.id !== request.params.id),
        [],
      );
      return reply.status(204).send(null);
    },
  );

  registerEndpoint(
    app,
    calls.searchTemplates,
    {
      tags,
      response: {
        200: v.array(templateSearchHitSchema),
        ...errorResponses(400, 401, 403),
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const { eventsGroupId, type, fields, elements } = request.body;
      let query = app.db
        .selectFrom('templates')
        .select(['id', 'content_id', 'name', 'type', 'metadata', 'fields', 'elements'])
        .where('organization_id', '=', orgId);
      if (eventsGroupId === 'NOT_EMPTY')
        query = query.where(sql<boolean>`coalesce(metadata->>'eventsGroupId', '') <> ''`);
      else if (eventsGroupId) query = query.where(sql<string>`metadata->>'eventsGroupId'`, '=', eventsGroupId);
      if (type) query = query.where('type', '=', type);
      if (fields) query = query.where(sql<boolean>`jsonb_array_length(fields) > 0`);
      if (elements) query = query.where(sql<boolean>`jsonb_array_length(elements) > 0`);
      const rows = await query.orderBy('content_id').orderBy('position').limit(200).execute();
      const lang = languageOf(request.headers['accept-language']);
      return rows.map((row) => ({
        ...localizeTemplate(row as Parameters<typeof localizeTemplate>[0], lang),
        contentId: row.content_id,
      }));
    },
  );
};
