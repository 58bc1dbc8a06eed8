import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { requestLanguage, type Language } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { startEventPayment, type PaidEventsDeps } from './paid.js';

const calls = endpoints.eventPaymentsEndpoints;

/** Either the checkout to pay in or the waiting list's position: one of two shapes, never a mix. */
const StartSchema = Type.Union([
  Type.Object({
    status: Type.Literal('PAYMENT'),
    checkoutId: Type.String(),
    widgetUrl: Type.String(),
    entityId: Type.String(),
    amount: Type.Number(),
  }),
  Type.Object({ status: Type.Literal('WAITING'), position: Type.Integer() }),
]);

/** Paid events: a member's sign-up starts its card payment (paid.ts; README "Paid events"). */
export function paidEventRoutes(deps: PaidEventsDeps): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(
      app,
      calls.startEventPayment,
      { tags: ['events'], response: { 200: StartSchema, ...errorResponses(400, 401, 403, 404, 409, 502) } },
      async (request) => {
        const { orgId, userId, eventId } = request.params;
        const body = request.body;
        return startEventPayment(
          deps,
          orgId,
          eventId,
          userId,
          {
            guests: body.guests ?? 0,
            answers: body.answers ?? {},
            language: (body.language ?? 'de') as Language,
            amount: body.amount,
            participantId: body.participantId,
          },
          requestLanguage(request),
        );
      },
    );
  };
}
