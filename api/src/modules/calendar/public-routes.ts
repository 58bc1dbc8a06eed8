import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DateTime } from 'luxon';
import { notFound } from '../../lib/http-error.js';
import { errorResponses, OrgParams } from '../../lib/schemas.js';
import { requireSession } from '../../plugins/auth.js';
import { findGroup, myGroups } from './groups-repository.js';
import { courseFeed } from './ical.js';
import { zone } from './recurrence.js';
import { scheduleWindow } from './schedule-repository.js';
import { publicWeekSchema } from './schemas.js';

const publicBase = '/calendar-service/public/organizations/:orgId';
const tags = ['calendar'];
const CourseParams = Type.Object({ orgId: Type.String({ format: 'uuid' }), id: Type.String({ format: 'uuid' }) });

/**
 * Reads without a token: a course's week for visitors and iCal feeds phone calendars
 * subscribe to (they cannot send a bearer token, so "My Courses" uses a signed link).
 */
export const publicCalendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sign = (orgId: string, userId: string) =>
    createHmac('sha256', app.config.jwtSecret).update(`my-courses-feed:${orgId}:${userId}`).digest('base64url');

  app.get(
    `${publicBase}/courses/:id/week`,
    { schema: publicWeekSchema, config: { access: 'public' } },
    async (request) => {
      const { orgId, id } = request.params;
      const group = await findGroup(app.db, orgId, id);
      if (!group) throw notFound('No course has this id.');
      const day = request.query.date ? DateTime.fromISO(request.query.date, { zone }) : DateTime.now().setZone(zone);
      const monday = day.startOf('week');
      const entries = await scheduleWindow(app.db, orgId, [id], monday.toJSDate(), monday.endOf('week').toJSDate());
      return { eventsGroup: group, weekStart: monday.toISODate() ?? '', weekNumber: monday.weekNumber, entries };
    },
  );

  app.get(
    `${publicBase}/courses/:id/ical`,
    {
      schema: { tags, params: CourseParams, response: { 200: Type.String(), ...errorResponses(404) } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { orgId, id } = request.params;
      const group = await findGroup(app.db, orgId, id);
      if (!group) throw notFound('No course has this id.');
      reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="course.ics"');
      return courseFeed(app.db, orgId, [id], group.name);
    },
  );

  app.get(
    `${publicBase}/my-courses/:userId/:signature/ical`,
    {
      schema: {
        tags,
        params: Type.Object({
          orgId: Type.String({ format: 'uuid' }),
          userId: Type.String({ format: 'uuid' }),
          signature: Type.String({ maxLength: 100 }),
        }),
        response: { 200: Type.String(), ...errorResponses(404) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { orgId, userId, signature } = request.params;
      const expected = Buffer.from(sign(orgId, userId));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound('Unknown feed.');
      const groups = await myGroups(app.db, orgId, userId);
      reply.type('text/calendar; charset=utf-8');
      return courseFeed(
        app.db,
        orgId,
        groups.map((g) => g.id),
        'My Courses',
      );
    },
  );

  app.get(
    '/calendar-service/organizations/:orgId/my-courses/feed',
    {
      schema: {
        tags,
        description: "The private iCal link of the logged-in person's courses (path relative to the API prefix).",
        params: OrgParams,
        response: { 200: Type.Object({ path: Type.String() }), ...errorResponses(401, 403) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { orgId } = request.params;
      const userId = requireSession(request).sub;
      return {
        path: `/calendar-service/public/organizations/${orgId}/my-courses/${userId}/${sign(orgId, userId)}/ical`,
      };
    },
  );
};
