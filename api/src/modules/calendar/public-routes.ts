import { requiredText } from '../../locales/load.js';
import { requestLanguage } from '../../lib/language.js';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as v from 'valibot';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { DateTime } from 'luxon';
import { notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { requireSession } from '../../plugins/auth.js';
import { findGroup, myGroups } from './groups-repository.js';
import { feedLinks } from './feed-links.js';
import { courseFeed } from './ical.js';
import { zone } from './recurrence.js';
import { nextDates, scheduleWindow } from './schedule-repository.js';
import { calendarText, feedLanguage } from './texts.js';

const publicBase = '/calendar-service/public/organizations/:orgId';
const calendar = endpoints.calendarEndpoints;
const tags = ['calendar'];
const Entries = v.array(schemas.scheduleEntrySchema);

/**
 * Reads without a token: a course's week for visitors and iCal feeds phone calendars
 * subscribe to (they cannot send a bearer token, so "My Courses" uses a signed link).
 */
export const publicCalendarRoutes: FastifyPluginAsync = async (app) => {
  const sign = (orgId: string, userId: string) =>
    createHmac('sha256', app.config.jwtSecret).update(`my-courses-feed:${orgId}:${userId}`).digest('base64url');

  registerEndpoint(
    app,
    calendar.getCourseWeek,
    {
      tags,
      response: {
        200: schemas.courseWeekSchema,
        ...errorResponses(400, 404),
      },
    },
    async (request) => {
      const { orgId, eventsGroupId: id } = request.params;
      const group = await findGroup(app.db, orgId, id);
      if (!group) throw notFound('No course has this id.', 'course');
      const day = request.query.date ? DateTime.fromISO(request.query.date, { zone }) : DateTime.now().setZone(zone);
      const monday = day.startOf('week');
      const entries = await scheduleWindow(app.db, orgId, [id], monday.toJSDate(), monday.endOf('week').toJSDate());
      return { eventsGroup: group, weekStart: monday.toISODate() ?? '', weekNumber: monday.weekNumber, entries };
    },
  );

  registerEndpoint(
    app,
    calendar.getNextDates,
    { tags, response: { 200: Entries, ...errorResponses(400, 404) } },
    async (request) => {
      const { orgId, eventsGroupId: id } = request.params;
      if (!(await findGroup(app.db, orgId, id))) throw notFound('No course has this id.', 'course');
      return nextDates(app.db, orgId, id, new Date(), request.query.count ?? 5);
    },
  );

  registerEndpoint(
    app,
    calendar.getCourseFeed,
    { tags, response: { 200: Type.String(), ...errorResponses(400, 404) } },
    async (request, reply) => {
      const { orgId, eventsGroupId: id } = request.params;
      const group = await findGroup(app.db, orgId, id);
      if (!group) throw notFound('No course has this id.', 'course');
      const lang = feedLanguage(request.query.lang, requestLanguage(request));
      const disposition = request.query.download ? 'attachment' : 'inline';
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `${disposition}; filename="${requiredText(lang, 'files.course')}"`);
      return courseFeed(app.db, orgId, [id], {
        title: calendarText(lang, 'feed.course', { course: group.name }),
        origin: await app.publicOrigins.originForId(orgId),
      });
    },
  );

  registerEndpoint(
    app,
    calendar.getCourseFeedLinks,
    { tags, response: { 200: schemas.feedLinksSchema, ...errorResponses(400, 404) } },
    async (request) => {
      const { orgId, eventsGroupId: id } = request.params;
      if (!(await findGroup(app.db, orgId, id))) throw notFound('No course has this id.', 'course');
      const lang = feedLanguage(request.query.lang, requestLanguage(request));
      return feedLinks(
        await app.publicOrigins.originForId(orgId),
        `${app.config.apiPrefix}${publicBase.replace(':orgId', orgId)}/courses/${id}/ical`,
        lang,
      );
    },
  );

  registerEndpoint(
    app,
    calendar.getMyCoursesFeed,
    { tags, response: { 200: Type.String(), ...errorResponses(400, 404) } },
    async (request, reply) => {
      const { orgId, userId, signature } = request.params;
      const expected = Buffer.from(sign(orgId, userId));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw notFound('Unknown feed.', 'feed');
      const groups = await myGroups(app.db, orgId, userId);
      const lang = feedLanguage(request.query.lang, requestLanguage(request));
      const disposition = request.query.download ? 'attachment' : 'inline';
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `${disposition}; filename="${requiredText(lang, 'files.myCourses')}"`);
      return courseFeed(
        app.db,
        orgId,
        groups.map((g) => g.id),
        { title: calendarText(lang, 'feed.myCourses'), origin: await app.publicOrigins.originForId(orgId) },
      );
    },
  );

  registerEndpoint(
    app,
    calendar.getMyFeedLinks,
    {
      tags,
      response: {
        200: schemas.myFeedLinksSchema,
        ...errorResponses(400, 401, 403),
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const userId = requireSession(request).sub;
      const path = `/calendar-service/public/organizations/${orgId}/my-courses/${userId}/${sign(orgId, userId)}/ical`;
      const lang = feedLanguage(request.query.lang, requestLanguage(request));
      return { path, ...feedLinks(await app.publicOrigins.originForId(orgId), `${app.config.apiPrefix}${path}`, lang) };
    },
  );
};
