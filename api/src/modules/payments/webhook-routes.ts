import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/http-error.js';
import { errorResponses, isUuid } from '../../lib/schemas.js';
import { decryptNotification, webhookPath } from './webhook.js';

/**
 * The provider's notification (webhook): a payment changed. Its content only says which
 * checkout; what happened is asked from the provider, exactly as the order route and the job do.
 */
export function webhookRoutes(secret: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      webhookPath,
      {
        config: { access: 'public' },
        schema: {
          tags: ['wallets'],
          summary:
            "The payment provider's notification (encrypted body, X-Initialization-Vector, X-Authentication-Tag)",
          body: Type.String({ maxLength: 65_536 }),
          response: { 200: Type.Object({ received: Type.Boolean() }), ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const notification = decryptNotification(
          secret,
          request.body.trim(),
          request.headers['x-initialization-vector'] as string | undefined,
          request.headers['x-authentication-tag'] as string | undefined,
        );
        if (!notification) {
          throw new HttpError(
            401,
            'INVALID_SIGNATURE',
            'The notification is not signed with the webhook secret.',
            'Notification',
          );
        }
        const checkoutId = notification.payload.merchantTransactionId ?? '';
        // Refunds and checkouts of other systems are acknowledged and left alone.
        if (notification.type !== 'PAYMENT' || !isUuid(checkoutId)) return { received: true };
        await app.payments.settlement.hook.settleNotifiedCheckout(checkoutId);
        return { received: true };
      },
    );
  };
}
