import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as v from 'valibot';
import type { ChangeScope } from '@club/shared/contracts/schemas';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { badRequest } from '../../lib/http-error.js';
import { requestLanguage } from '../../lib/language.js';
import { parseCallerTime } from './recurrence.js';
import { createClasses, datesRemovedBy, deleteClass, updateClass } from './schedule-service.js';
import { scheduleWindow, searchEntries, seriesEntries } from './schedule-repository.js';
import { errorResponses } from '../../lib/schemas.js';
import { assertClassRules } from './validation.js';
import { attendanceRoutes } from './attendance-routes.js';
import { changeBefore, mailChanges } from './change-notices.js';
import { courseOfDate, runCourseDatesHooks } from './dates-hooks.js';
import { courseMailSettingsRoutes } from './mail-settings-routes.js';
import { courseMoneyRulesRoutes } from './money-rules-routes.js';

const calendar = endpoints.calendarEndpoints;
const tags = ['calendar'];
const Entries = v.array(schemas.scheduleEntrySchema);
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
export const scheduleRoutes: FastifyPluginAsync = async (app) => {
  /** After a write of dates: what follows from them elsewhere (dates-hooks.ts). */
  const datesChanged = async (
    request: FastifyRequest,
    courses: string[],
    cancelledDate?: { id: string; start: Date },
  ) => {
    const { orgId } = request.params as { orgId: string };
    for (const course of courses) {
      await runCourseDatesHooks(app.db, {
        organizationId: orgId,
        eventsGroupId: course,
        changedBy: request.session?.sub ?? null,
        cancelledDate,
      });
    }
  };
  // Participants and attendance per date (issue 21), beside the classes they belong to.
  await app.register(attendanceRoutes);
  await app.register(courseMailSettingsRoutes);
  await app.register(courseMoneyRulesRoutes);

  registerEndpoint(
    app,
    calendar.getScheduleWindow,
    { tags, response: { 200: Entries, ...errorResponses(400, 401, 403) } },
    async (request) => {
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
    },
  );

  registerEndpoint(
    app,
    calendar.createSchedule,
    { tags, response: { 201: Entries, ...errorResponses(400, 401, 403, 409) } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      assertClassRules(request.body, lang);
      const ids = await createClasses(app.db, request.params.orgId, [request.body], lang);
      // New dates open a closed course again.
      await datesChanged(request, [request.body.eventsGroupId]);
      reply.code(201);
      return seriesEntries(app.db, request.params.orgId, ids);
    },
  );

  registerEndpoint(
    app,
    calendar.createScheduleList,
    { tags, response: { 201: Entries, ...errorResponses(400, 401, 403, 409) } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      request.body.forEach((input, index) => assertClassRules(input, lang, `${index}.`));
      const ids = await createClasses(app.db, request.params.orgId, request.body, lang);
      await datesChanged(request, [...new Set(request.body.map((input) => input.eventsGroupId))]);
      reply.code(201);
      return seriesEntries(app.db, request.params.orgId, ids);
    },
  );

  registerEndpoint(
    app,
    calendar.updateSchedule,
    { tags, response: { 200: Entries, ...errorResponses(400, 401, 403, 404, 409) } },
    async (request) => {
      const lang = requestLanguage(request);
      const { id: _id, scope: _scope, cancelled: _cancelled, ...input } = request.body;
      assertClassRules(input, lang);
      const before = await changeBefore(app.db, request.params.orgId, request.body.id, request.body.scope ?? 'series');
      const course = await courseOfDate(app.db, request.params.orgId, request.body.id);
      const ids = await updateClass(app.db, request.params.orgId, request.body, lang);
      const cancelledDate = await mailChanges(app, request, before);
      if (course) await datesChanged(request, [course], cancelledDate);
      return seriesEntries(app.db, request.params.orgId, ids);
    },
  );

  registerEndpoint(
    app,
    calendar.deleteSchedule,
    { tags, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
    async (request, reply) => {
      const { orgId, dateId } = request.params;
      const scope: ChangeScope = request.query.scope ?? 'series';
      const before = await changeBefore(app.db, orgId, dateId, scope, true);
      const course = await courseOfDate(app.db, orgId, dateId);
      await deleteClass(app.db, orgId, dateId, scope);
      const cancelledDate = await mailChanges(app, request, before);
      // A course left without coming dates is closed and refunded; a cancelled single date gives
      // what the course's rule says (orders/course-closed.ts, orders/date-cancelled.ts).
      if (course) await datesChanged(request, [course], cancelledDate);
      reply.code(204);
      return null;
    },
  );

  registerEndpoint(
    app,
    calendar.getRemovalCount,
    { tags, response: { 200: schemas.removalCountSchema, ...errorResponses(400, 401, 403, 404) } },
    async (request) => {
      const scope: ChangeScope = request.query.scope ?? 'series';
      return { count: await datesRemovedBy(app.db, request.params.orgId, request.params.dateId, scope) };
    },
  );

  registerEndpoint(
    app,
    calendar.searchSchedule,
    { tags, response: { 200: Entries, ...errorResponses(400, 401, 403) } },
    async (request) => {
      const { startDateTime, endDateTime, ...rest } = request.body;
      return searchEntries(app.db, request.params.orgId, {
        ...rest,
        from: startDateTime ? callerTime(startDateTime, 'startDateTime') : undefined,
        to: endDateTime ? callerTime(endDateTime, 'endDateTime') : undefined,
      });
    },
  );
};
