import type { FastifyPluginAsync } from 'fastify';
import { endpoints, schemas } from '../../lib/contracts.js';
import { changesPublished } from '../../lib/published-cache/plugin.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { providerUnavailable } from '../payments/index.js';
import { findCheckout } from '../wallets/index.js';
import type { PaymentDeps } from './refund.js';
import { settleCheckout } from './settle.js';

const { orderResponseSchema } = schemas;

/**
 * Sends the order of a card payment. Only the provider's answer counts (never the browser's
 * ?id=): a paid checkout gives exactly one order, however often this is called, and one person
 * gets one paid place per course (settle.ts).
 */
export function ordersRoutes(deps: PaymentDeps): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(
      app,
      endpoints.ordersEndpoints.sendOrder,
      {
        tags: ['orders'],
        config: changesPublished,
        response: { 200: orderResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
      async (request) => {
        const { orgId, userId } = request.params;
        const { paymentRequest, concept, orderItems, paymentMethod } = request.body;
        const checkout = await findCheckout(app.db, orgId, userId, deps.provider.name, paymentRequest.checkoutId);
        if (!checkout) throw notFound('No checkout of yours has this id.', 'checkout');
        if (checkout.concept !== concept)
          throw new HttpError(400, 'CONCEPT_MISMATCH', 'This checkout paid for another course.', 'Order');
        const settlement = await settleCheckout(deps, checkout, {
          inBackground: false,
          orderItems: orderItems.map((item) => ({ ...item, productId: checkout.productId ?? item.productId })),
          paymentMethod,
        }).catch(providerUnavailable);
        const result = { code: settlement.code, description: settlement.description };
        switch (settlement.state) {
          case 'PAID':
            return { id: settlement.orderId, statusOrder: 'SENT' as const, result };
          case 'PENDING':
            return { id: null, statusOrder: 'PENDING' as const, result };
          case 'DECLINED':
            return { id: null, statusOrder: 'NOT_ACCEPTED' as const, result };
          case 'FULL':
            throw new HttpError(
              409,
              'COURSE_FULL_REFUNDED',
              'The last place of this course was taken while you paid; your payment is refunded. You can join the waiting list.',
              'Order',
            );
          case 'DUPLICATE':
            // The second of two payments for one place: never a second enrolment.
            return {
              id: null,
              statusOrder: 'NOT_ACCEPTED' as const,
              result: {
                code: settlement.refunded ? 'ALREADY_ENROLLED_REFUNDED' : 'ALREADY_ENROLLED_REFUND_PENDING',
                description: settlement.refunded
                  ? 'You already take part in this course; this payment has been refunded.'
                  : 'You already take part in this course; this payment will be refunded.',
              },
            };
        }
      },
    );
  };
}
