import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ChangeScope } from '@club/shared/contracts/schemas';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { languageOf } from '../../lib/language.js';
import { parseCallerTime } from './recurrence.js';
import { createClasses, deleteClass, updateClass } from './schedule-service.js';
import { scheduleWindow, searchEntries, seriesEntries } from './schedule-repository.js';
import {
  createScheduleListSchema,
  createScheduleSchema,
  deleteScheduleSchema,
  scheduleWindowSchema,
  searchScheduleSchema,
  updateScheduleSchema,
} from './schemas.js';
import { assertClassRules } from './validation.js';

const base = '/calendar-service/organizations/:orgId/schedule';
const writers = 'WRITE_CALENDAR' as const;
const maxWindowDays = 62;

function callerTime(value: string, field: string): Date {
  const time = parseCallerTime(value);
  if (!time) throw badRequest('VALIDATION_ERROR', `${field}: Please enter a valid date.`);
  return time.toJSDate();
}

/** Classes of the training schedule (members-and-transactions.md §7, "schedule"). */
export const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(base, { schema: scheduleWindowSchema, config: { access: 'visitor' } }, async (request) => {
    const { orgId } = request.params;
    const from = callerTime(request.query.startDateTime, 'startDateTime');
    const to = callerTime(request.query.endDateTime, 'endDateTime');
    if (to < from || to.getTime() - from.getTime() > maxWindowDays * 86_400_000) {
      throw badRequest(
        'VALIDATION_ERROR',
        `endDateTime: the window must end after it starts and span at most ${maxWindowDays} days.`,
      );
    }
    return scheduleWindow(app.db, orgId, [request.query.eventsGroupId], from, to);
  });

  app.post(base, { schema: createScheduleSchema, config: { access: writers } }, async (request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    assertClassRules(request.body, lang);
    const ids = await createClasses(app.db, request.params.orgId, [request.body], lang);
    reply.code(201);
    return seriesEntries(app.db, request.params.orgId, ids);
  });

  app.post(
    `${base}/list`,
    { schema: createScheduleListSchema, config: { access: writers } },
    async (request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      request.body.forEach((input, index) => assertClassRules(input, lang, `${index}.`));
      const ids = await createClasses(app.db, request.params.orgId, request.body, lang);
      reply.code(201);
      return seriesEntries(app.db, request.params.orgId, ids);
    },
  );

  app.put(base, { schema: updateScheduleSchema, config: { access: writers } }, async (request) => {
    const lang = languageOf(request.headers['accept-language']);
    const { id: _id, scope: _scope, cancelled: _cancelled, ...input } = request.body;
    assertClassRules(input, lang);
    const ids = await updateClass(app.db, request.params.orgId, request.body, lang);
    return seriesEntries(app.db, request.params.orgId, ids);
  });

  app.delete(`${base}/:id`, { schema: deleteScheduleSchema, config: { access: writers } }, async (request, reply) => {
    const scope: ChangeScope = request.query.scope ?? 'series';
    await deleteClass(app.db, request.params.orgId, request.params.id, scope);
    reply.code(204);
    return null;
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
