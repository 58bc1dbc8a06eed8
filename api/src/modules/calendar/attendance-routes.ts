import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DateTime } from 'luxon';
import { HttpError } from '../../lib/http-error.js';
import { requestLanguage } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { requireSession } from '../../plugins/auth.js';
import { attendanceCsv } from './attendance-csv.js';
import { assertCoachOfCourse, courseDate, markAttendance, participantsOf } from './attendance.js';
import { findGroup } from './groups-repository.js';
import { toBerlinIso, zone } from './recurrence.js';
import { calendarText } from './texts.js';

const base = '/calendar-service/organizations/:orgId';
const tags = ['calendar'];
const Ids = Type.Object({ orgId: Type.String({ format: 'uuid' }), id: Type.String({ format: 'uuid' }) });
const maxPeriodDays = 400;
const ParticipantSchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  present: Type.Union([Type.Boolean(), Type.Null()]),
  /** Set for a child (issue 21 item 4): the names of its guardians. */
  guardians: Type.Union([Type.Array(Type.String()), Type.Null()]),
});

/**
 * Participants and attendance per date (issue 21): the course's coaches and administrators see
 * who is enrolled, tick who came and export a period as CSV. The route lets any logged-in person
 * in; assertCoachOfCourse decides from the database whether they coach this course.
 */
export const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/schedule/:id/participants`,
    {
      schema: {
        tags,
        description:
          "A date's participants (the course's enrolments) with their attendance; coaches of the course and administrators.",
        params: Ids,
        response: {
          200: Type.Object({
            date: Type.Object({
              id: Type.String(),
              eventsGroupId: Type.String(),
              startDateTime: Type.String(),
              endDateTime: Type.String(),
              cancelled: Type.Boolean(),
              place: Type.String(),
            }),
            participants: Type.Array(ParticipantSchema),
          }),
          ...errorResponses(401, 403, 404),
        },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { orgId, id } = request.params;
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

  app.put(
    `${base}/schedule/:id/attendance`,
    {
      schema: {
        tags,
        description: 'Ticks (present: true) or unticks one participant at this date.',
        params: Ids,
        body: Type.Object({ userId: Type.String({ format: 'uuid' }), present: Type.Boolean() }),
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { orgId, id } = request.params;
      const session = requireSession(request);
      const date = await courseDate(app.db, orgId, id);
      await assertCoachOfCourse(app.db, session, orgId, date.eventsGroupId);
      await markAttendance(app.db, orgId, id, { ...request.body, markedBy: session.sub });
      reply.code(204);
      return null;
    },
  );

  app.get(
    `${base}/eventsGroup/:id/attendance.csv`,
    {
      schema: {
        tags,
        description: `Attendance of a course from \`from\` to \`to\` (YYYY-MM-DD, Berlin, at most ${maxPeriodDays} days) as CSV (UTF-8 with BOM).`,
        params: Ids,
        querystring: Type.Object({ from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }) }),
        response: { 200: Type.String(), ...errorResponses(400, 401, 403, 404) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { orgId, id } = request.params;
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
      return attendanceCsv(app.db, orgId, id, { from, to }, lang);
    },
  );
};
