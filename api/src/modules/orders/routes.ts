import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { schemas } from '../../lib/contracts.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';
import type { PaymentProvider } from '../payments/provider.js';
import { askProvider } from '../wallets/routes.js';
import { findCheckout } from '../wallets/repository.js';
import { orderForCheckout, recordPaidOrder } from './repository.js';

const { OrderRequestSchema, OrderResponseSchema } = schemas;
const UserParams = Type.Object({ orgId: Type.String({ format: 'uuid' }), userId: Type.String({ format: 'uuid' }) });

/**
 * Sends the order of a card payment. Only the provider's answer counts (never the browser's
 * ?id=): a paid checkout gives exactly one order, however often this is called.
 */
export function ordersRoutes(provider: PaymentProvider): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/orders-service/organizations/:orgId/users/:userId/orders',
      {
        schema: {
          tags: ['orders'],
          summary: 'Send the order of a paid checkout (statusOrder SENT when accepted)',
          params: UserParams,
          body: OrderRequestSchema,
          response: { 200: OrderResponseSchema, ...errorResponses(400, 401, 403, 404, 502) },
        },
        config: { access: 'self' },
      },
      async (request) => {
        const { orgId, userId } = request.params;
        const { paymentRequest, concept, orderItems, paymentMethod } = request.body;
        const checkout = await findCheckout(app.db, orgId, userId, provider.name, paymentRequest.checkoutId);
        if (!checkout) throw notFound('No checkout of yours has this id.');
        if (checkout.concept !== concept)
          throw new HttpError(400, 'CONCEPT_MISMATCH', 'This checkout paid for another course.', 'Order');
        const existing = await orderForCheckout(app.db, checkout.id);
        const success = { code: '000.100.110', description: 'Request successfully processed' };
        if (existing) return { id: existing, statusOrder: 'SENT' as const, result: success };

        const result = await askProvider(provider, paymentRequest.checkoutId);
        const answer = { code: result.code, description: result.description };
        // The provider must confirm this very checkout and amount.
        const isOurs =
          (result.merchantTransactionId === null || result.merchantTransactionId === checkout.id) &&
          (result.amount === null || Number(result.amount).toFixed(2) === checkout.amount);
        if (result.outcome === 'PENDING') return { id: null, statusOrder: 'PENDING' as const, result: answer };
        if (result.outcome !== 'SUCCESS' || !isOurs)
          return { id: null, statusOrder: 'NOT_ACCEPTED' as const, result: answer };

        const { orderId, isNew } = await recordPaidOrder(app.db, {
          organizationId: orgId,
          checkout,
          orderItems: orderItems.map((item) => ({ ...item, productId: checkout.productId ?? item.productId })),
          paymentMethod,
          providerPaymentId: result.paymentId,
        });
        if (isNew) request.log.info({ orderId, checkoutId: checkout.id }, 'course order recorded');
        return { id: orderId, statusOrder: 'SENT' as const, result: answer };
      },
    );
  };
}
