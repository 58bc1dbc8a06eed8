import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { schemas } from '../../lib/contracts.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { PaymentProviderUnavailable, type PaymentProvider, type PaymentResult } from '../payments/provider.js';
import { courseForSale, findCheckout, insertCheckout, isEnrolled, listWallets, walletStatement } from './repository.js';

const { CheckoutRequestSchema, CheckoutResponseSchema, PaymentStatusSchema, UserWalletSchema } = schemas;
const UserParams = Type.Object({ orgId: Type.String({ format: 'uuid' }), userId: Type.String({ format: 'uuid' }) });
const tags = ['wallets'];

export const providerUnavailable = (error: unknown): never => {
  if (error instanceof PaymentProviderUnavailable)
    throw new HttpError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', error.message, 'Payment');
  throw error;
};

/** Asks the provider, mapping its outage to 502. */
export const askProvider = (provider: PaymentProvider, checkoutId: string): Promise<PaymentResult> =>
  provider.paymentStatus(checkoutId).catch(providerUnavailable);

export function walletsRoutes(provider: PaymentProvider): FastifyPluginAsyncTypebox {
  return async (app) => {
    const base = '/wallets-service/organizations/:orgId';

    app.get(
      `${base}/wallets`,
      {
        schema: {
          tags,
          summary: "The club's wallets (administrators)",
          params: Type.Object({ orgId: Type.String({ format: 'uuid' }) }),
          response: {
            200: Type.Array(Type.Object({ userId: Type.String(), total: Type.Number(), entries: Type.Integer() })),
            ...errorResponses(401, 403),
          },
        },
        config: { access: 'admin' },
      },
      async (request) => listWallets(app.db, request.params.orgId),
    );

    app.get(
      `${base}/users/:userId/wallets`,
      {
        schema: {
          tags,
          summary: "A user's wallet: default deposit method and statement",
          params: UserParams,
          response: { 200: UserWalletSchema, ...errorResponses(401, 403) },
        },
        config: { access: ['self', 'admin'] },
      },
      async (request) => {
        const statement = await walletStatement(app.db, request.params.orgId, request.params.userId);
        return { data: { defaultDepositMethod: statement[0]?.paymentMethod ?? null, walletStatement: statement } };
      },
    );

    app.post(
      `${base}/users/:userId/wallets/checkout`,
      {
        schema: {
          tags,
          summary: 'Start a card checkout for a course; answers the checkout id for the widget',
          params: UserParams,
          body: CheckoutRequestSchema,
          response: { 200: CheckoutResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
        },
        config: { access: 'self' },
      },
      async (request) => {
        const { orgId, userId } = request.params;
        const { amount, concept, depositMethods } = request.body;
        const course = await courseForSale(app.db, orgId, concept);
        if (!course) throw notFound('No course has this id.');
        if (!course.product || course.product.price <= 0) {
          throw new HttpError(400, 'COURSE_NOT_FOR_SALE', 'This course cannot be paid online.', 'Payment');
        }
        // The price is the server's: a changed amount in the browser is refused.
        if (Math.abs(course.product.price - amount) > 0.001) {
          throw new HttpError(
            400,
            'AMOUNT_MISMATCH',
            'The amount does not match the course price. Please reload the page.',
            'Payment',
          );
        }
        if (await isEnrolled(app.db, orgId, userId, concept)) {
          throw new HttpError(409, 'ALREADY_ENROLLED', 'You already take part in this course.', 'Payment');
        }
        const id = randomUUID();
        const price = course.product.price.toFixed(2);
        const { checkoutId } = await provider
          .createCheckout({
            amount: price,
            currency: 'EUR',
            paymentType: depositMethods.paymentType,
            merchantTransactionId: id,
          })
          .catch(providerUnavailable);
        await insertCheckout(app.db, {
          id,
          organizationId: orgId,
          userId,
          provider: provider.name,
          providerCheckoutId: checkoutId,
          amount: price,
          concept,
          productId: course.product.id,
          paymentType: depositMethods.paymentType,
          paymentBrand: depositMethods.paymentBrand,
        });
        return {
          originalResponse: { id: checkoutId },
          widgetUrl: provider.widgetUrl(checkoutId),
          entityId: provider.entityId,
        };
      },
    );

    app.get(
      `${base}/users/:userId/wallets/checkout/:checkoutId/payment`,
      {
        schema: {
          tags,
          summary: "The provider's result for a checkout",
          params: Type.Object({
            orgId: Type.String({ format: 'uuid' }),
            userId: Type.String({ format: 'uuid' }),
            checkoutId: Type.String({ maxLength: 128 }),
          }),
          querystring: Type.Object({ entityId: Type.Optional(Type.String({ maxLength: 64 })) }),
          response: { 200: PaymentStatusSchema, ...errorResponses(401, 403, 404, 502) },
        },
        config: { access: 'self' },
      },
      async (request) => {
        const { orgId, userId, checkoutId } = request.params;
        const checkout = await findCheckout(app.db, orgId, userId, provider.name, checkoutId);
        if (!checkout) throw notFound('No checkout of yours has this id.');
        const result = await askProvider(provider, checkoutId);
        return {
          id: checkoutId,
          status: result.outcome,
          result: { code: result.code, description: result.description },
        };
      },
    );
  };
}
