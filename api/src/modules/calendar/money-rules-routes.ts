import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Kysely } from 'kysely';
import type { CourseMoneyRules } from '@club/shared/contracts/endpoints/calendar';
import type { Database } from '../../db/schema.js';
import { endpoints, permissions } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { HttpError } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { requireSession } from '../../plugins/auth.js';
import { assertCoachOfCourse, isCoachOfCourse } from './course-coaches.js';

const calendar = endpoints.calendarEndpoints;
const tags = ['calendar'];
// The answers are the declared rules themselves (the body's valibot schema), the view with `mayChange`.
const Rules = calendar.courseMoneyRulesBody;
const RulesView = v.object({ ...Rules.entries, mayChange: v.boolean() });

async function rulesOf(db: Kysely<Database>, organizationId: string, id: string): Promise<CourseMoneyRules> {
  const row = await db
    .selectFrom('events_groups')
    .select(['cancellation_rule', 'cancellation_days', 'date_cancel_policy'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'No course has this id.');
  return {
    cancellationRule: row.cancellation_rule,
    cancellationDays: row.cancellation_days,
    dateCancelPolicy: row.date_cancel_policy,
  };
}

/**
 * A course's money rules (issue 33, migration 200's columns): until when members cancel by
 * themselves and what a cancelled single date gives. Read and saved by the course's coaches and
 * administrators (assertCoachOfCourse decides from the accounts, as for attendance); the rules
 * apply to every order of the course from then on (cancel-deadline.ts, date-cancelled.ts).
 */
export const courseMoneyRulesRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    calendar.getCourseMoneyRules,
    { tags, response: { 200: RulesView, ...errorResponses(401, 403, 404) } },
    async (request) => {
      const { orgId, eventsGroupId } = request.params;
      const session = requireSession(request);
      const rules = await rulesOf(app.db, orgId, eventsGroupId);
      // Anyone who edits the club's timetable reads the rules (they are shown to members as a
      // deadline anyway); only coaches of this course and administrators may change them. A 403
      // here would sign a coach out (the spec's rule for any 403) just for opening another course.
      if (session.role.name !== 'ADMINISTRATOR' && !session.role.permissions.includes(permissions.writeCalendar)) {
        throw new HttpError(
          403,
          'FORBIDDEN',
          "Only the club's timetable editors see a course's money rules.",
          'Forbidden',
        );
      }
      const mayChange = await isCoachOfCourse(app.db, session, orgId, eventsGroupId);
      return { ...rules, mayChange };
    },
  );
  registerEndpoint(
    app,
    calendar.saveCourseMoneyRules,
    { tags, response: { 200: Rules, ...errorResponses(400, 401, 403, 404) } },
    async (request) => {
      const { orgId, eventsGroupId } = request.params;
      await rulesOf(app.db, orgId, eventsGroupId);
      await assertCoachOfCourse(app.db, requireSession(request), orgId, eventsGroupId);
      const { cancellationRule, cancellationDays, dateCancelPolicy } = request.body;
      await app.db
        .updateTable('events_groups')
        .set({
          cancellation_rule: cancellationRule,
          cancellation_days: cancellationDays,
          date_cancel_policy: dateCancelPolicy,
        })
        .where('organization_id', '=', orgId)
        .where('id', '=', eventsGroupId)
        .execute();
      return rulesOf(app.db, orgId, eventsGroupId);
    },
  );
};
