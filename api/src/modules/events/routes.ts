import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as v from 'valibot';
import type { EventSummary } from '@club/shared/contracts/endpoints/events';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { requestLanguage, type Language } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { isVisitorSession } from '../../plugins/access.js';
import { requireSession } from '../../plugins/auth.js';
import { allEvents, eventRoute, loadEvent, type EventDetails } from './event-details.js';
import { eventIcal, signUpsCsv, signUpsOf } from './exports.js';
import { registerMySignUps } from './member-sign-ups.js';
import { cancelSignUp, placesOf, signUp } from './sign-ups.js';
import { eventsDepsOf } from './deps.js';
import { paidEventRoutes } from './paid-routes.js';
import { paymentsOfEvent } from './paid.js';

const events = endpoints.eventsEndpoints;
const tags = ['events'];

// The answers are declared once, in valibot, in @club/shared/contracts/schemas/events.ts.
const { eventCancelledSchema, eventSignUpResultSchema, eventSignUpRowSchema, eventSummarySchema } = schemas;

/** One-off events (issue 35 item 3; README "Events"). */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  const deps = eventsDepsOf(app);
  // Paid events: the start of a sign-up's payment (paid-routes.ts).
  await app.register(paidEventRoutes(deps));

  const summaries = async (orgId: string, list: EventDetails[]): Promise<EventSummary[]> => {
    const places = await placesOf(
      app.db,
      list.map((event) => event.id),
    );
    const now = app.config.now();
    return Promise.all(
      list.map(async (event) => {
        const counts = places.get(event.id) ?? { taken: 0, waiting: 0 };
        return {
          id: event.id,
          title: event.title,
          startsAt: event.startsAt.toISOString(),
          endsAt: event.endsAt?.toISOString() ?? null,
          place: event.place,
          description: event.description,
          picture: event.picture,
          pictureAlt: event.pictureAlt,
          placesTotal: event.places,
          placesLeft: event.places === null ? null : Math.max(0, event.places - counts.taken),
          waiting: counts.waiting,
          deadline: event.deadline.toISOString(),
          isOpen: now <= event.deadline.getTime(),
          guestsAllowed: event.guestsAllowed,
          questions: event.questions,
          priceCents: event.priceCents,
          route: await eventRoute(app.db, orgId, event.contentId),
        };
      }),
    );
  };

  /** A paid event's list says who paid, and keeps the refunded sign-ups as cancelled (paid.ts). */
  const withPayments = async (orgId: string, eventId: string, rows: Awaited<ReturnType<typeof signUpsOf>>) => {
    const payments = await paymentsOfEvent(app.db, orgId, eventId);
    return [
      ...rows.map((row) => ({ ...row, payment: row.orderId ? (payments.byOrder.get(row.orderId) ?? null) : null })),
      ...payments.refunded.map((refunded) => ({
        ...refunded,
        guests: 0,
        status: 'CANCELLED' as const,
        isMember: true,
        answers: {},
        orderId: refunded.id,
        signedUpBy: refunded.signedUpBy,
      })),
    ];
  };

  registerEndpoint(
    app,
    events.listEvents,
    { tags, response: { 200: v.array(eventSummarySchema), ...errorResponses(401, 403) } },
    async (request) => {
      const { orgId } = request.params;
      const now = app.config.now();
      const coming = (await allEvents(app.db, orgId, requestLanguage(request)))
        .filter((event) => (event.endsAt ?? event.startsAt).getTime() >= now)
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      return summaries(orgId, coming);
    },
  );

  registerEndpoint(
    app,
    events.getEvent,
    { tags, response: { 200: eventSummarySchema, ...errorResponses(400, 401, 403, 404) } },
    async (request) => {
      const { orgId, eventId } = request.params;
      const [summary] = await summaries(orgId, [await loadEvent(app.db, orgId, eventId, requestLanguage(request))]);
      return summary!;
    },
  );

  registerEndpoint(
    app,
    events.signUpForEvent,
    {
      tags,
      response: {
        201: eventSignUpResultSchema,
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const { orgId, eventId } = request.params;
      const body = request.body;
      const result = await signUp(
        deps,
        orgId,
        eventId,
        { userId: isVisitorSession(session) ? null : session.sub },
        {
          name: body.name,
          email: body.email,
          guests: body.guests ?? 0,
          answers: body.answers ?? {},
          language: (body.language ?? 'de') as Language,
          participantId: body.participantId,
        },
        requestLanguage(request),
      );
      return reply.code(201).send(result);
    },
  );

  registerEndpoint(
    app,
    events.cancelEventSignUp,
    { tags, response: { 200: eventCancelledSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    async (request) => {
      const { orgId, eventId } = request.params;
      await cancelSignUp(deps, orgId, eventId, { token: request.body.token }, requestLanguage(request));
      return { cancelled: true as const };
    },
  );

  registerEndpoint(
    app,
    events.cancelMyEventSignUp,
    { tags, response: { 200: eventCancelledSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    async (request) => {
      const { orgId, eventId, userId } = request.params;
      const { participantId } = request.query;
      await cancelSignUp(deps, orgId, eventId, { userId, participantId }, requestLanguage(request));
      return { cancelled: true as const };
    },
  );

  registerMySignUps(app);

  registerEndpoint(
    app,
    events.listEventSignUps,
    { tags, response: { 200: v.array(eventSignUpRowSchema), ...errorResponses(400, 401, 403, 404) } },
    async (request) => {
      const { orgId, eventId } = request.params;
      await loadEvent(app.db, orgId, eventId, requestLanguage(request));
      return withPayments(orgId, eventId, await signUpsOf(app.db, orgId, eventId));
    },
  );

  registerEndpoint(
    app,
    events.exportEventSignUps,
    {
      tags,
      response: {
        200: Type.String({ description: 'text/csv; UTF-8 with BOM, ";" separated' }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { orgId, eventId } = request.params;
      const lang = requestLanguage(request);
      const event = await loadEvent(app.db, orgId, eventId, lang);
      const csv = signUpsCsv(event, await withPayments(orgId, eventId, await signUpsOf(app.db, orgId, eventId)), lang);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${eventId}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  registerEndpoint(
    app,
    events.getEventIcal,
    { tags, response: { 200: Type.String(), ...errorResponses(400, 404) } },
    async (request, reply) => {
      const { orgId, eventId } = request.params;
      const event = await loadEvent(app.db, orgId, eventId, requestLanguage(request));
      const route = await eventRoute(app.db, orgId, event.contentId);
      const origin = await app.publicOrigins.originForId(orgId);
      reply.type('text/calendar; charset=utf-8').header('content-disposition', 'attachment; filename="event.ics"');
      return eventIcal(event, route ? `${origin}${route}` : null, new Date(app.config.now()));
    },
  );
};
