import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as v from 'valibot';
import { cardBrandOf, cardSchema, sharedMessage } from '../../lib/contracts.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { requestLanguage } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { chargeSandboxCheckout, isSandboxBrowserKey, sandboxPrefix } from './sandbox.js';
import { waitSandboxDelay, type SandboxDelay } from './sandbox-delay.js';
import { sandboxWidgetScript } from './sandbox-widget.js';

const checkoutIdSchema = Type.String({ pattern: '^[0-9A-F]{32}\\.sbx01$' });
const CheckoutParams = Type.Object({ checkoutId: checkoutIdSchema });
const WidgetQuery = Type.Object({ checkoutId: checkoutIdSchema, key: Type.String({ maxLength: 64 }) });
const sessionMismatch = () =>
  new HttpError(
    403,
    'SANDBOX_SESSION_MISMATCH',
    'This payment form belongs to another session. Please start the payment again.',
    'Card',
  );
const tags = ['payment sandbox'];

/**
 * The sandbox provider's own endpoints, reached by the browser like the real provider's host:
 * the widget script and the card submission. Card data is validated, used to pick the test
 * result and dropped; it is never stored or logged.
 */
export const paymentSandboxRoutes: FastifyPluginAsyncTypebox<{
  key: Buffer;
  pendingMs: number;
  delay?: SandboxDelay | null;
}> = async (app, { key, pendingMs, delay = null }) => {
  app.get(
    `${sandboxPrefix}/v1/paymentWidgets.js`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The sandbox card widget for one checkout',
        querystring: WidgetQuery,
        response: errorResponses(400, 403),
      },
    },
    async (request, reply) => {
      const { checkoutId } = request.query;
      if (!isSandboxBrowserKey(key, checkoutId, request.query.key)) throw sessionMismatch();
      const submitUrl = `${app.config.apiPrefix}${sandboxPrefix}/v1/checkouts/${checkoutId}/payment`;
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sandboxWidgetScript(checkoutId, submitUrl, request.query.key));
    },
  );

  app.post(
    `${sandboxPrefix}/v1/checkouts/:checkoutId/payment`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Pay a sandbox checkout with a card (test cards in api/README.md)',
        params: CheckoutParams,
        body: Type.Object(
          {
            number: Type.String({ maxLength: 19 }),
            holder: Type.String({ maxLength: 40 }),
            expiryMonth: Type.String({ maxLength: 2 }),
            expiryYear: Type.String({ maxLength: 4 }),
            cvv: Type.String({ maxLength: 4 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            id: Type.String(),
            result: Type.Object({ code: Type.String(), description: Type.String() }),
          }),
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request) => {
      // Only the browser that got this checkout from our checkout answer may pay it.
      if (!isSandboxBrowserKey(key, request.params.checkoutId, request.headers['x-sandbox-key'] as string | undefined))
        throw sessionMismatch();
      const card = request.body;
      const checked = v.safeParse(cardSchema, card);
      if (!checked.success) {
        const lang = requestLanguage(request);
        const messages = [...new Set(checked.issues.map((issue) => sharedMessage(issue.message, lang)))];
        throw HttpError.localized(400, 'INVALID_CARD', messages.join(' '), 'Card');
      }
      // Like a provider's card form: the answer takes a while (PAYMENT_SANDBOX_DELAY_MS, off by default).
      await waitSandboxDelay(delay);
      const result = await chargeSandboxCheckout(app.db, request.params.checkoutId, {
        number: card.number,
        paymentBrand: cardBrandOf(card.number).paymentBrand,
        pendingMs,
      });
      if (!result) throw notFound('No checkout has this id.', 'checkout');
      return { id: request.params.checkoutId, result };
    },
  );
};
