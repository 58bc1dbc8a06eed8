import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError, notFound } from '../../lib/http-error.js';
import { languageOf } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { requireSession } from '../../plugins/auth.js';
import { assertCoachOfCourse } from '../calendar/index.js';
import { publicOrigin } from '../calendar/index.js';
import { isEnrolled } from '../wallets/index.js';
import { waitingListConfigFromEnv } from './config.js';
import { coursePlaces, placesLeft } from './places.js';
import {
  joinWaitingList,
  leaveWaitingList,
  offerFreedPlaces,
  runWaitingList,
  waitingEntriesOf,
  waitingListOf,
} from './waiting-list.js';

const base = '/orders-service/organizations/:orgId';
const tags = ['places'];
const CourseParams = Type.Object({ orgId: Type.String({ format: 'uuid' }), courseId: Type.String({ format: 'uuid' }) });
const UserParams = Type.Object({ orgId: Type.String({ format: 'uuid' }), userId: Type.String({ format: 'uuid' }) });
const UserCourseParams = Type.Composite([UserParams, Type.Object({ courseId: Type.String({ format: 'uuid' }) })]);
const WaitingEntrySchema = Type.Object({
  eventsGroupId: Type.String(),
  courseName: Type.String(),
  position: Type.Integer(),
  joinedAt: Type.String({ format: 'date-time' }),
  offerExpiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function courseOf(app: { db: Parameters<typeof coursePlaces>[0] }, orgId: string, courseId: string) {
  const course = await app.db
    .selectFrom('events_groups')
    .select('id')
    .where('organization_id', '=', orgId)
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw notFound('No course has this id.');
}

/**
 * Places and the waiting list of a course (issue 21 item 2). The places are the stock of the
 * course's product; enrolments count them in the order transaction (orders/repository.ts). A
 * freed place is offered to the first in line and held for them (waiting-list.ts); the job ends
 * expired offers and offers the places freed meanwhile.
 */
export const placesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = waitingListConfigFromEnv(process.env);
  app.jobs.every('waiting-list', config.everyMs, () => runWaitingList(app.db, config.offerHours));

  app.get(
    `${base}/courses/:courseId/places`,
    {
      schema: {
        tags,
        summary: "A course's places, what is left, its waiting list's length and the caller's own state",
        params: CourseParams,
        response: {
          200: Type.Object({
            total: Type.Integer(),
            left: Type.Integer(),
            waiting: Type.Integer(),
            enrolled: Type.Boolean(),
            /** The caller's position in line (null when not on it). */
            position: Type.Union([Type.Integer(), Type.Null()]),
            offerExpiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
          }),
          ...errorResponses(401, 404),
        },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { orgId, courseId } = request.params;
      const userId = requireSession(request).sub;
      await courseOf(app, orgId, courseId);
      const places = await coursePlaces(app.db, orgId, courseId, userId);
      const line = await waitingListOf(app.db, orgId, courseId);
      const mine = line.find((entry) => entry.userId === userId);
      return {
        total: places.total,
        left: placesLeft(places),
        waiting: line.length,
        enrolled: await isEnrolled(app.db, orgId, userId, courseId),
        position: mine?.position ?? null,
        offerExpiresAt: iso(mine?.offerExpiresAt ?? null),
      };
    },
  );

  app.get(
    `${base}/users/:userId/waiting-list`,
    {
      schema: {
        tags,
        summary: 'The courses a person waits for, with their position and any offer',
        params: UserParams,
        response: { 200: Type.Array(WaitingEntrySchema), ...errorResponses(401, 403) },
      },
      config: { access: 'self' },
    },
    async (request) => {
      const entries = await waitingEntriesOf(app.db, request.params.orgId, request.params.userId);
      return entries.map((e) => ({ ...e, joinedAt: e.joinedAt.toISOString(), offerExpiresAt: iso(e.offerExpiresAt) }));
    },
  );

  app.put(
    `${base}/users/:userId/waiting-list/:courseId`,
    {
      schema: {
        tags,
        summary: 'Join the waiting list of a full course (again: keeps the place in line)',
        params: UserCourseParams,
        response: { 200: WaitingEntrySchema, ...errorResponses(401, 403, 404, 409) },
      },
      config: { access: 'self' },
    },
    async (request) => {
      const { orgId, userId, courseId } = request.params;
      await courseOf(app, orgId, courseId);
      if (await isEnrolled(app.db, orgId, userId, courseId)) {
        throw new HttpError(409, 'ALREADY_ENROLLED', 'You already take part in this course.', 'Payment');
      }
      const alreadyWaiting = (await waitingEntriesOf(app.db, orgId, userId)).some((e) => e.eventsGroupId === courseId);
      if (!alreadyWaiting && placesLeft(await coursePlaces(app.db, orgId, courseId, userId)) > 0) {
        throw new HttpError(
          409,
          'PLACES_LEFT',
          'This course still has places; you can book it directly.',
          'Waiting list',
        );
      }
      await joinWaitingList(app.db, {
        organizationId: orgId,
        eventsGroupId: courseId,
        userId,
        language: languageOf(request.headers['accept-language']),
        origin: publicOrigin(request),
      });
      const entry = (await waitingEntriesOf(app.db, orgId, userId)).find((e) => e.eventsGroupId === courseId)!;
      return { ...entry, joinedAt: entry.joinedAt.toISOString(), offerExpiresAt: iso(entry.offerExpiresAt) };
    },
  );

  app.delete(
    `${base}/users/:userId/waiting-list/:courseId`,
    {
      schema: {
        tags,
        summary: 'Leave the waiting list of a course (a place held for the person goes to the next)',
        params: UserCourseParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
      config: { access: 'self' },
    },
    async (request, reply) => {
      const { orgId, userId, courseId } = request.params;
      if (!(await leaveWaitingList(app.db, orgId, courseId, userId))) {
        throw new HttpError(
          404,
          'NOT_ON_WAITING_LIST',
          'You are not on the waiting list of this course.',
          'Waiting list',
        );
      }
      await offerFreedPlaces(app.db, orgId, courseId, config.offerHours);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${base}/courses/:courseId/waiting-list`,
    {
      schema: {
        tags,
        summary: "A course's waiting list in order; coaches of the course and administrators",
        params: CourseParams,
        response: {
          200: Type.Array(
            Type.Object({
              userId: Type.String(),
              name: Type.String(),
              position: Type.Integer(),
              joinedAt: Type.String({ format: 'date-time' }),
              offerExpiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
            }),
          ),
          ...errorResponses(401, 403, 404),
        },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { orgId, courseId } = request.params;
      await courseOf(app, orgId, courseId);
      await assertCoachOfCourse(app.db, requireSession(request), orgId, courseId);
      const line = await waitingListOf(app.db, orgId, courseId);
      return line.map((e) => ({ ...e, joinedAt: e.joinedAt.toISOString(), offerExpiresAt: iso(e.offerExpiresAt) }));
    },
  );
};
