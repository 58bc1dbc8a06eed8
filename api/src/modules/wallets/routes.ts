import { Type } from '@sinclair/typebox';
import * as v from 'valibot';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints, schemas } from '../../lib/contracts.js';
import { changesPublished } from '../../lib/published-cache/plugin.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { askProvider, type PaymentProvider } from '../payments/index.js';
import { requestLanguage } from '../../lib/language.js';
import { creditBalance, creditProvider } from './credits.js';
import { endUnpaidCheckout, findCheckout, listWallets, walletStatement } from './repository.js';
import { startCheckout } from './start-checkout.js';

const { checkoutResponseSchema, paymentStatusSchema, userWalletSchema, walletSummarySchema } = schemas;
const calls = endpoints.walletsEndpoints;
const tags = ['wallets'];

export function walletsRoutes(provider: PaymentProvider): FastifyPluginAsync {
  return async (app) => {
    const { placeHoldMinutes } = app.config.waitingList;
    registerEndpoint(
      app,
      calls.listWallets,
      { tags, response: { 200: v.array(walletSummarySchema), ...errorResponses(401, 403) } },
      async (request) => listWallets(app.db, request.params.orgId),
    );

    registerEndpoint(
      app,
      calls.getUserWallet,
      { tags, response: { 200: userWalletSchema, ...errorResponses(400, 401, 403) } },
      async (request) => {
        const { orgId, userId } = request.params;
        const statement = await walletStatement(app.db, orgId, userId);
        return {
          data: {
            // The card the member paid with last (an order the credit paid in full names no card).
            defaultDepositMethod:
              statement.find((line) => line.paymentMethod !== creditProvider)?.paymentMethod ?? null,
            walletStatement: statement,
            creditCents: await creditBalance(app.db, orgId, userId),
          },
        };
      },
    );

    registerEndpoint(
      app,
      calls.createCheckout,
      {
        tags,
        config: changesPublished,
        response: { 200: checkoutResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
      async (request) =>
        startCheckout(
          app.db,
          provider,
          {
            ...request.params,
            amount: request.body.amount,
            concept: request.body.concept,
            participantId: request.body.participantId,
            paymentType: request.body.depositMethods.paymentType,
            paymentBrand: request.body.depositMethods.paymentBrand,
            language: requestLanguage(request),
          },
          { now: new Date(app.config.now()), holdMinutes: placeHoldMinutes },
        ),
    );

    registerEndpoint(
      app,
      calls.getCheckoutPayment,
      { tags, response: { 200: paymentStatusSchema, ...errorResponses(400, 401, 403, 404, 502) } },
      async (request) => {
        const { orgId, userId, checkoutId } = request.params;
        const checkout = await findCheckout(app.db, orgId, userId, provider.name, checkoutId);
        if (!checkout) throw notFound('No checkout of yours has this id.', 'checkout');
        const result = await askProvider(provider, checkoutId);
        return {
          id: checkoutId,
          status: result.outcome,
          result: { code: result.code, description: result.description },
        };
      },
    );

    registerEndpoint(
      app,
      calls.abandonCheckout,
      { tags, config: changesPublished, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 502) } },
      async (request, reply) => {
        const { orgId, userId, checkoutId } = request.params;
        const checkout = await findCheckout(app.db, orgId, userId, provider.name, checkoutId);
        if (!checkout) throw notFound('No checkout of yours has this id.', 'checkout');
        // Paid by credit alone: the member's click was the payment (the order or the job books it).
        if (checkout.provider === creditProvider) return reply.code(204).send(null);
        // A checkout the provider holds a payment for is never ended here: the settlement decides.
        const result = await askProvider(provider, checkoutId);
        if (result.outcome === 'PENDING' && result.paymentId === null) await endUnpaidCheckout(app.db, checkout);
        return reply.code(204).send(null);
      },
    );
  };
}
