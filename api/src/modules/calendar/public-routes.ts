import { requiredText } from '../../locales/load.js';
import { requestLanguage } from '../../lib/language.js';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DateTime } from 'luxon';
import { notFound } from '../../lib/http-error.js';
import { errorResponses, OrgParams } from '../../lib/schemas.js';
import { requireSession } from '../../plugins/auth.js';
import { findGroup, myGroups } from './groups-repository.js';
import { feedLinks, publicOrigin } from './feed-links.js';
import { courseFeed } from './ical.js';
import { zone } from './recurrence.js';
import { nextDates, scheduleWindow } from './schedule-repository.js';
import { publicNextDatesSchema, publicWeekSchema } from './schemas.js';
import { calendarText, feedLanguage } from './texts.js';

const publicBase = '/calendar-service/public/organizations/:orgId';
const tags = ['calendar'];
const CourseParams = Type.Object({ orgId: Type.String({ format: 'uuid' }), id: Type.String({ format: 'uuid' }) });
/** `lang` names the feed in the language the visitor subscribed in; `download=1` answers it as a file. */
const FeedQuery = Type.Object({
  lang: Type.Optional(Type.Union([Type.Literal('de'), Type.Literal('en')])),
  download: Type.Optional(Type.Literal('1')),
});
const FeedLinksSchema = Type.Object({ subscribeUrl: Type.String(), downloadUrl: Type.String() });

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
      if (!group) throw notFound('No course has this id.', 'course');
      const day = request.query.date ? DateTime.fromISO(request.query.date, { zone }) : DateTime.now().setZone(zone);
      const monday = day.startOf('week');
      const entries = await scheduleWindow(app.db, orgId, [id], monday.toJSDate(), monday.endOf('week').toJSDate());
      return { eventsGroup: group, weekStart: monday.toISODate() ?? '', weekNumber: monday.weekNumber, entries };
    },
  );

  app.get(
    `${publicBase}/courses/:id/next`,
    { schema: publicNextDatesSchema, config: { access: 'public' } },
    async (request) => {
      const { orgId, id } = request.params;
      if (!(await findGroup(app.db, orgId, id))) throw notFound('No course has this id.', 'course');
      return nextDates(app.db, orgId, id, new Date(), request.query.count ?? 5);
    },
  );

  app.get(
    `${publicBase}/courses/:id/ical`,
    {
      schema: {
        tags,
        params: CourseParams,
        querystring: FeedQuery,
        response: { 200: Type.String(), ...errorResponses(404) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { orgId, id } = request.params;
      const group = await findGroup(app.db, orgId, id);
      if (!group) throw notFound('No course has this id.', 'course');
      const lang = feedLanguage(request.query.lang, requestLanguage(request));
      const disposition = request.query.download ? 'attachment' : 'inline';
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `${disposition}; filename="${requiredText(lang, 'files.course')}"`);
      return courseFeed(app.db, orgId, [id], {
        title: calendarText(lang, 'feed.course', { course: group.name }),
        origin: publicOrigin(request),
      });
    },
  );

  app.get(
    `${publicBase}/courses/:id/feed-links`,
    {
      schema: {
        tags,
        description: "A course's iCal feed: webcal:// subscription and https download, named in `lang`.",
        params: CourseParams,
        querystring: Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('de'), Type.Literal('en')])) }),
        response: { 200: FeedLinksSchema, ...errorResponses(404) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { orgId, id } = request.params;
      if (!(await findGroup(app.db, orgId, id))) throw notFound('No course has this id.', 'course');
      const lang = feedLanguage(request.query.lang, requestLanguage(request));
      return feedLinks(
        publicOrigin(request),
        `${app.config.apiPrefix}${publicBase.replace(':orgId', orgId)}/courses/${id}/ical`,
        lang,
      );
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
        querystring: FeedQuery,
        response: { 200: Type.String(), ...errorResponses(404) },
      },
      config: { access: 'public' },
    },
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
        { title: calendarText(lang, 'feed.myCourses'), origin: publicOrigin(request) },
      );
    },
  );

  app.get(
    '/calendar-service/organizations/:orgId/my-courses/feed',
    {
      schema: {
        tags,
        description:
          "The private iCal link of the logged-in person's courses: `path` relative to the API prefix, and its webcal:// subscription and https download in `lang`.",
        params: OrgParams,
        querystring: Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('de'), Type.Literal('en')])) }),
        response: {
          200: Type.Composite([Type.Object({ path: Type.String() }), FeedLinksSchema]),
          ...errorResponses(401, 403),
        },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { orgId } = request.params;
      const userId = requireSession(request).sub;
      const path = `/calendar-service/public/organizations/${orgId}/my-courses/${userId}/${sign(orgId, userId)}/ical`;
      const lang = feedLanguage(request.query.lang, requestLanguage(request));
      return { path, ...feedLinks(publicOrigin(request), `${app.config.apiPrefix}${path}`, lang) };
    },
  );
};
