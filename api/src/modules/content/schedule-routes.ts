import * as v from 'valibot';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { forbidden, HttpError } from '../../lib/http-error.js';
import { languageOf } from '../../lib/language.js';
import { contentPageSchema, scheduleSchema, tags, writeErrors } from './schemas.js';
import {
  cancelPublication,
  pendingPublication,
  publishScheduledNow,
  reschedulePublication,
  schedulePublication,
} from './scheduled-publish.js';
import { contentOrNotFound } from './content-repository.js';
import { authorOf } from './page-writer.js';
import { validatePage } from './validate-page.js';
import { pageOfClub } from './page-of-club.js';

const calls = endpoints.contentEndpoints;

const noPending = () => new HttpError(404, 'NO_PENDING_SCHEDULE', 'This page has no pending scheduled publication.');

/** Scheduled publishing of a page: schedule, see, move, cancel, and publish a failed one now. */
export const scheduleRoutes: FastifyPluginAsync = async (app) => {
  // Another club's page answers 404 on every sub-resource (issue 31).
  const page = pageOfClub(app.db);
  const now = () => app.config.now();
  const inFuture = (publishAt: string) => {
    if (Date.parse(publishAt) <= now())
      throw new HttpError(
        400,
        'VALIDATION_ERROR',
        'The publish time must lie in the future.',
        undefined,
        undefined,
        'VALIDATION_ERROR.publishInPast',
      );
  };

  registerEndpoint(
    app,
    calls.schedulePage,
    { tags, preValidation: page, response: { 200: scheduleSchema, ...writeErrors } },
    async (request) => {
      const { orgId, id } = request.params;
      const lang = languageOf(request.headers['accept-language']);
      const { name, templates, version, publishAt } = request.body;
      inFuture(publishAt);
      await contentOrNotFound(app.db, orgId, id, lang);
      await validatePage(app.db, orgId, templates, lang, now());
      const scheduled = await schedulePublication(app.db, orgId, {
        contentId: id,
        publishAt,
        draft: { name, templates: templates, version },
        language: lang,
        author: authorOf(request),
      });
      return { ...scheduled, author: authorOf(request), status: 'pending' as const, error: null, errorCode: null };
    },
  );

  registerEndpoint(
    app,
    calls.getSchedule,
    { tags, preValidation: page, response: { 200: v.nullable(scheduleSchema), ...writeErrors } },
    async (request) => pendingPublication(app.db, request.params.orgId, request.params.id),
  );

  registerEndpoint(
    app,
    calls.reschedulePage,
    { tags, preValidation: page, response: { 200: scheduleSchema, ...writeErrors } },
    async (request) => {
      const { orgId, id } = request.params;
      inFuture(request.body.publishAt);
      if (!(await reschedulePublication(app.db, orgId, id, request.body.publishAt))) throw noPending();
      return (await pendingPublication(app.db, orgId, id))!;
    },
  );

  registerEndpoint(
    app,
    calls.cancelSchedule,
    { tags, preValidation: page, response: { 204: Type.Null(), ...writeErrors } },
    async (request, reply) => {
      if (!request.session) throw forbidden();
      const { orgId, id } = request.params;
      if (!(await cancelPublication(app.db, orgId, id, request.session.sub))) throw noPending();
      return reply.status(204).send(null);
    },
  );

  registerEndpoint(
    app,
    calls.publishScheduledNow,
    { tags, preValidation: page, response: { 200: contentPageSchema, ...writeErrors } },
    async (request) => {
      const { orgId, id } = request.params;
      const lang = languageOf(request.headers['accept-language']);
      await contentOrNotFound(app.db, orgId, id, lang);
      const published = await publishScheduledNow(app.db, orgId, id, authorOf(request), async (draft, language) =>
        validatePage(app.db, orgId, draft.templates, language, now()),
      );
      if (!published) throw noPending();
      return contentOrNotFound(app.db, orgId, id, lang);
    },
  );
};
