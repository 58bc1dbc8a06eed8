import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { DateTime } from 'luxon';
import { HttpError } from '../../lib/http-error.js';
import { requestLanguage } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { requireSession } from '../../plugins/auth.js';
import { attendanceCsv } from './attendance-csv.js';
import { courseDate, markAttendance, participantsOf } from './attendance.js';
import { assertCoachOfCourse } from './course-coaches.js';
import { findGroup } from './groups-repository.js';
import { toBerlinIso, zone } from './recurrence.js';
import { calendarText } from './texts.js';

const calendar = endpoints.calendarEndpoints;
const tags = ['calendar'];
const maxPeriodDays = calendar.attendanceMaxPeriodDays;
/**
 * Participants and attendance per date (issue 21): the course's coaches and administrators see
 * who is enrolled, tick who came and export a period as CSV. The route lets any logged-in person
 * in; assertCoachOfCourse decides from the accounts (course_coaches) whether they coach this course.
 */
export const attendanceRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    calendar.listParticipants,
    {
      tags,
      response: {
        200: schemas.dateParticipantsSchema,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => {
      const { orgId, dateId: id } = request.params;
      const date = await courseDate(app.db, orgId, id);
      await assertCoachOfCourse(app.db, requireSession(request), orgId, date.eventsGroupId);
      const { participants } = await participantsOf(app.db, orgId, id);
      return {
        date: {
          id: date.id,
          eventsGroupId: date.eventsGroupId,
          startDateTime: toBerlinIso(date.startsAt),
          endDateTime: toBerlinIso(date.endsAt),
          cancelled: date.cancelled,
          place: date.place,
        },
        participants,
      };
    },
  );

  registerEndpoint(
    app,
    calendar.markAttendance,
    { tags, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
    async (request, reply) => {
      const { orgId, dateId: id } = request.params;
      const session = requireSession(request);
      const date = await courseDate(app.db, orgId, id);
      await assertCoachOfCourse(app.db, session, orgId, date.eventsGroupId);
      await markAttendance(app.db, orgId, id, { ...request.body, markedBy: session.sub });
      reply.code(204);
      return null;
    },
  );

  registerEndpoint(
    app,
    calendar.downloadAttendance,
    { tags, response: { 200: Type.String(), ...errorResponses(400, 401, 403, 404) } },
    async (request, reply) => {
      const { orgId, eventsGroupId: id } = request.params;
      const group = await findGroup(app.db, orgId, id);
      if (!group) throw new HttpError(404, 'NOT_FOUND', 'No course has this id.');
      await assertCoachOfCourse(app.db, requireSession(request), orgId, id);
      const { from, to } = request.query;
      const days = DateTime.fromISO(to, { zone }).diff(DateTime.fromISO(from, { zone }), 'days').days;
      if (!(days >= 0 && days <= maxPeriodDays)) {
        throw new HttpError(
          400,
          'INVALID_PERIOD',
          `to: the period must end after it starts and span at most ${maxPeriodDays} days.`,
          undefined,
          { days: maxPeriodDays },
        );
      }
      const lang = requestLanguage(request);
      const file = `${calendarText(lang, 'csv.file')}-${group.name}-${from}-${to}.csv`.replace(
        /[^\p{L}\p{N}._-]+/gu,
        '_',
      );
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${file.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file)}`,
        );
      return reply.send(await attendanceCsv(app.db, orgId, id, { from, to }, lang));
    },
  );
};
