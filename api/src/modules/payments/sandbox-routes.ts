import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as v from 'valibot';
import { cardBrandOf, cardSchema, sharedMessage } from '../../lib/contracts.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { languageOf } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { chargeSandboxCheckout } from './sandbox.js';
import { sandboxWidgetScript } from './sandbox-widget.js';

export const sandboxPrefix = '/payment-sandbox';
const CheckoutParams = Type.Object({ checkoutId: Type.String({ pattern: '^[0-9A-F]{32}\\.sbx01$' }) });
const tags = ['payment sandbox'];

/**
 * The sandbox provider's own endpoints, reached by the browser like the real provider's host:
 * the widget script and the card submission. Card data is validated, used to pick the test
 * result and dropped; it is never stored or logged.
 */
export const paymentSandboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${sandboxPrefix}/v1/paymentWidgets.js`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The sandbox card widget for one checkout',
        querystring: CheckoutParams,
        response: errorResponses(400),
      },
    },
    async (request, reply) => {
      const { checkoutId } = request.query;
      const submitUrl = `${app.config.apiPrefix}${sandboxPrefix}/v1/checkouts/${checkoutId}/payment`;
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sandboxWidgetScript(checkoutId, submitUrl));
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
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const card = request.body;
      const checked = v.safeParse(cardSchema, card);
      if (!checked.success) {
        const lang = languageOf(request.headers['accept-language']);
        const messages = [...new Set(checked.issues.map((issue) => sharedMessage(issue.message, lang)))];
        throw new HttpError(400, 'INVALID_CARD', messages.join(' '), 'Card');
      }
      const result = await chargeSandboxCheckout(app.db, request.params.checkoutId, {
        number: card.number,
        paymentBrand: cardBrandOf(card.number).paymentBrand,
      });
      if (!result) throw notFound('No checkout has this id.');
      return { id: request.params.checkoutId, result };
    },
  );
};
