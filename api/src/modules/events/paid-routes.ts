import type { FastifyPluginAsync } from 'fastify';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { requestLanguage, type Language } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { startEventPayment, type PaidEventsDeps } from './paid.js';

const calls = endpoints.eventPaymentsEndpoints;

/** Paid events: a member's sign-up starts its card payment (paid.ts; README "Paid events"). */
export function paidEventRoutes(deps: PaidEventsDeps): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(
      app,
      calls.startEventPayment,
      {
        tags: ['events'],
        response: { 200: schemas.eventPaymentStartSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
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
