import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ChangeScope } from '@club/shared/contracts/schemas';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { requestLanguage } from '../../lib/language.js';
import { parseCallerTime } from './recurrence.js';
import { createClasses, datesRemovedBy, deleteClass, updateClass } from './schedule-service.js';
import { scheduleWindow, searchEntries, seriesEntries } from './schedule-repository.js';
import {
  createScheduleListSchema,
  createScheduleSchema,
  deleteScheduleSchema,
  removalPreviewSchema,
  scheduleWindowSchema,
  searchScheduleSchema,
  updateScheduleSchema,
} from './schemas.js';
import { assertClassRules } from './validation.js';
import { attendanceRoutes } from './attendance-routes.js';
import { changeBefore, mailChanges } from './change-notices.js';
import { courseMailSettingsRoutes } from './mail-settings-routes.js';

const base = '/calendar-service/organizations/:orgId/schedule';
const writers = 'WRITE_CALENDAR' as const;
const maxWindowDays = 62;

function callerTime(value: string, field: string): Date {
  const time = parseCallerTime(value);
  if (!time)
    throw badRequest('VALIDATION_ERROR', `${field}: Please enter a valid date.`, 'VALIDATION_ERROR.invalidDate', {
      field,
    });
  return time.toJSDate();
}

/** Classes of the training schedule (members-and-transactions.md §7, "schedule"). */
export const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Participants and attendance per date (issue 21), beside the classes they belong to.
  await app.register(attendanceRoutes);
  await app.register(courseMailSettingsRoutes);

  app.get(base, { schema: scheduleWindowSchema, config: { access: 'visitor' } }, async (request) => {
    const { orgId } = request.params;
    const from = callerTime(request.query.startDateTime, 'startDateTime');
    const to = callerTime(request.query.endDateTime, 'endDateTime');
    if (to < from || to.getTime() - from.getTime() > maxWindowDays * 86_400_000) {
      throw badRequest(
        'VALIDATION_ERROR',
        `endDateTime: the window must end after it starts and span at most ${maxWindowDays} days.`,
        'VALIDATION_ERROR.window',
        { days: maxWindowDays },
      );
    }
    return scheduleWindow(app.db, orgId, [request.query.eventsGroupId], from, to);
  });

  app.post(base, { schema: createScheduleSchema, config: { access: writers } }, async (request, reply) => {
    const lang = requestLanguage(request);
    assertClassRules(request.body, lang);
    const ids = await createClasses(app.db, request.params.orgId, [request.body], lang);
    reply.code(201);
    return seriesEntries(app.db, request.params.orgId, ids);
  });

  app.post(
    `${base}/list`,
    { schema: createScheduleListSchema, config: { access: writers } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      request.body.forEach((input, index) => assertClassRules(input, lang, `${index}.`));
      const ids = await createClasses(app.db, request.params.orgId, request.body, lang);
      reply.code(201);
      return seriesEntries(app.db, request.params.orgId, ids);
    },
  );

  app.put(base, { schema: updateScheduleSchema, config: { access: writers } }, async (request) => {
    const lang = requestLanguage(request);
    const { id: _id, scope: _scope, cancelled: _cancelled, ...input } = request.body;
    assertClassRules(input, lang);
    const before = await changeBefore(app.db, request.params.orgId, request.body.id, request.body.scope ?? 'series');
    const ids = await updateClass(app.db, request.params.orgId, request.body, lang);
    await mailChanges(app, request, before);
    return seriesEntries(app.db, request.params.orgId, ids);
  });

  app.delete(`${base}/:id`, { schema: deleteScheduleSchema, config: { access: writers } }, async (request, reply) => {
    const scope: ChangeScope = request.query.scope ?? 'series';
    const before = await changeBefore(app.db, request.params.orgId, request.params.id, scope, true);
    await deleteClass(app.db, request.params.orgId, request.params.id, scope);
    await mailChanges(app, request, before);
    reply.code(204);
    return null;
  });

  app.get(`${base}/:id/removal`, { schema: removalPreviewSchema, config: { access: writers } }, async (request) => {
    const scope: ChangeScope = request.query.scope ?? 'series';
    return { count: await datesRemovedBy(app.db, request.params.orgId, request.params.id, scope) };
  });

  app.post(`${base}/search`, { schema: searchScheduleSchema, config: { access: 'visitor' } }, async (request) => {
    const { startDateTime, endDateTime, ...rest } = request.body;
    return searchEntries(app.db, request.params.orgId, {
      ...rest,
      from: startDateTime ? callerTime(startDateTime, 'startDateTime') : undefined,
      to: endDateTime ? callerTime(endDateTime, 'endDateTime') : undefined,
    });
  });
};

/** Postgres unique violations (a course or category name taken) answer 409, not 500. */
export function conflictOnDuplicate(error: unknown, message: string): never {
  if ((error as { code?: string }).code === '23505') throw new HttpError(409, 'DUPLICATE_NAME', message);
  throw error;
}
