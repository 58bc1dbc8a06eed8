import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/http-error.js';
import { languageOf } from '../../lib/language.js';
import type { TemplateInput } from './page-input.js';
import {
  cancelScheduleSchema,
  getScheduleSchema,
  publishScheduledSchema,
  rescheduleSchema,
  scheduleSchema,
} from './schedule-schemas.js';
import {
  cancelPublication,
  pendingPublication,
  publishScheduledNow,
  reschedulePublication,
  schedulePublication,
} from './scheduled-publish.js';
import { answerPage, authorOf, validatePage } from './write-routes.js';

const base = '/content-service/organizations/:orgId';
const access = { access: 'WRITE_CONTENT' as const };

const noPending = () => new HttpError(404, 'NO_PENDING_SCHEDULE', 'This page has no pending scheduled publication.');

/** Scheduled publishing of a page: schedule, see, move, cancel, and publish a failed one now. */
export const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

  app.put(`${base}/content/:id/schedule`, { schema: scheduleSchema, config: access }, async (request) => {
    const { orgId, id } = request.params;
    const lang = languageOf(request.headers['accept-language']);
    const { name, templates, version, publishAt } = request.body;
    inFuture(publishAt);
    await answerPage(app.db, orgId, id, lang);
    await validatePage(app.db, orgId, templates as TemplateInput[], lang, now());
    const scheduled = await schedulePublication(app.db, orgId, {
      contentId: id,
      publishAt,
      draft: { name, templates: templates as TemplateInput[], version },
      language: lang,
      author: authorOf(request),
    });
    return { ...scheduled, author: authorOf(request), status: 'pending', error: null, errorCode: null };
  });

  app.get(`${base}/content/:id/schedule`, { schema: getScheduleSchema, config: access }, async (request) =>
    pendingPublication(app.db, request.params.orgId, request.params.id),
  );

  app.patch(`${base}/content/:id/schedule`, { schema: rescheduleSchema, config: access }, async (request) => {
    const { orgId, id } = request.params;
    inFuture(request.body.publishAt);
    if (!(await reschedulePublication(app.db, orgId, id, request.body.publishAt))) throw noPending();
    return (await pendingPublication(app.db, orgId, id))!;
  });

  app.delete(
    `${base}/content/:id/schedule`,
    { schema: cancelScheduleSchema, config: access },
    async (request, reply) => {
      if (!(await cancelPublication(app.db, request.params.orgId, request.params.id))) throw noPending();
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/content/:id/schedule/publish`,
    { schema: publishScheduledSchema, config: access },
    async (request) => {
      const { orgId, id } = request.params;
      const lang = languageOf(request.headers['accept-language']);
      await answerPage(app.db, orgId, id, lang);
      const published = await publishScheduledNow(app.db, orgId, id, authorOf(request), async (draft, language) =>
        validatePage(app.db, orgId, draft.templates, language, now()),
      );
      if (!published) throw noPending();
      return answerPage(app.db, orgId, id, lang);
    },
  );
};
