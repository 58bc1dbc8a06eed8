import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as v from 'valibot';
import { endpoints, schemas } from '../../lib/contracts.js';
import { changesPublished } from '../../lib/published-cache/plugin.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { languageOf } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { requireSession } from '../../plugins/auth.js';
import { assertCoachOfCourse } from '../calendar/index.js';
import { isEnrolled } from './one-paid-order.js';
import { coursePlaces, placesLeft } from './places.js';
import {
  joinWaitingList,
  leaveWaitingList,
  offerFreedPlaces,
  waitingEntriesOf,
  waitingListOf,
} from './waiting-list.js';

const tags = ['places'];
const calls = endpoints.ordersEndpoints;
const { coursePlacesSchema, courseWaitingEntrySchema, waitingEntrySchema } = schemas;
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
 * expired offers and offers the places freed meanwhile (jobs.ts).
 */
export const placesRoutes: FastifyPluginAsync = async (app) => {
  const config = app.config.waitingList;
  registerEndpoint(
    app,
    calls.getCoursePlaces,
    { tags, response: { 200: coursePlacesSchema, ...errorResponses(400, 401, 404) } },
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

  registerEndpoint(
    app,
    calls.listMyWaitingList,
    { tags, response: { 200: v.array(waitingEntrySchema), ...errorResponses(400, 401, 403) } },
    async (request) => {
      const entries = await waitingEntriesOf(app.db, request.params.orgId, request.params.userId);
      return entries.map((e) => ({ ...e, joinedAt: e.joinedAt.toISOString(), offerExpiresAt: iso(e.offerExpiresAt) }));
    },
  );

  registerEndpoint(
    app,
    calls.joinWaitingList,
    {
      tags,
      config: changesPublished,
      response: { 200: waitingEntrySchema, ...errorResponses(400, 401, 403, 404, 409) },
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
      });
      const entry = (await waitingEntriesOf(app.db, orgId, userId)).find((e) => e.eventsGroupId === courseId)!;
      return { ...entry, joinedAt: entry.joinedAt.toISOString(), offerExpiresAt: iso(entry.offerExpiresAt) };
    },
  );

  registerEndpoint(
    app,
    calls.leaveWaitingList,
    { tags, config: changesPublished, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
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
      await offerFreedPlaces(app, orgId, courseId, config.offerHours);
      return reply.code(204).send(null);
    },
  );

  registerEndpoint(
    app,
    calls.getCourseWaitingList,
    { tags, response: { 200: v.array(courseWaitingEntrySchema), ...errorResponses(400, 401, 403, 404) } },
    async (request) => {
      const { orgId, courseId } = request.params;
      await courseOf(app, orgId, courseId);
      await assertCoachOfCourse(app.db, requireSession(request), orgId, courseId);
      const line = await waitingListOf(app.db, orgId, courseId);
      return line.map((e) => ({ ...e, joinedAt: e.joinedAt.toISOString(), offerExpiresAt: iso(e.offerExpiresAt) }));
    },
  );
};
