import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { coursePlaces, placesLeft } from '../places/index.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { askProvider, providerUnavailable, type PaymentProvider } from '../payments/index.js';
import { requestLanguage } from '../../lib/language.js';
import {
  courseForSale,
  findCheckout,
  insertCheckout,
  isEnrolled,
  listWallets,
  openCheckout,
  walletStatement,
} from './repository.js';
import { reusableCheckout } from './reuse.js';
import { participantFor } from './participant.js';

const { CheckoutResponseSchema, PaymentStatusSchema, UserWalletSchema, WalletSummarySchema } = schemas;
const calls = endpoints.walletsEndpoints;
const tags = ['wallets'];

export function walletsRoutes(provider: PaymentProvider): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(
      app,
      calls.listWallets,
      { tags, response: { 200: Type.Array(WalletSummarySchema), ...errorResponses(401, 403) } },
      async (request) => listWallets(app.db, request.params.orgId),
    );

    registerEndpoint(
      app,
      calls.getUserWallet,
      { tags, response: { 200: UserWalletSchema, ...errorResponses(400, 401, 403) } },
      async (request) => {
        const statement = await walletStatement(app.db, request.params.orgId, request.params.userId);
        return { data: { defaultDepositMethod: statement[0]?.paymentMethod ?? null, walletStatement: statement } };
      },
    );

    registerEndpoint(
      app,
      calls.createCheckout,
      { tags, response: { 200: CheckoutResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 502) } },
      async (request) => {
        const { orgId, userId } = request.params;
        const { amount, concept, depositMethods } = request.body;
        // Who takes part: the payer, or a child of theirs (decided from the database, 403 otherwise).
        const participant = await participantFor(app.db, orgId, userId, request.body.participantId);
        const course = await courseForSale(app.db, orgId, concept);
        if (!course) throw notFound('No course has this id.', 'course');
        if (!course.product || course.product.price <= 0) {
          throw new HttpError(
            409,
            'COURSE_NOT_FOR_SALE',
            'This course is not offered on any page at the moment and cannot be booked. Please ask the club.',
            'Payment',
          );
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
        if (await isEnrolled(app.db, orgId, participant.id, concept)) {
          if (participant.id === userId) {
            throw new HttpError(409, 'ALREADY_ENROLLED', 'You already take part in this course.', 'Payment');
          }
          throw new HttpError(
            409,
            'CHILD_ALREADY_ENROLLED',
            `${participant.name} already takes part in this course.`,
            'Payment',
            { name: participant.name },
          );
        }
        // A quick answer for a full course; the enrolment transaction decides for certain.
        if (placesLeft(await coursePlaces(app.db, orgId, concept, participant.id)) === 0) {
          throw new HttpError(
            409,
            'COURSE_FULL',
            'This course has no place left. You can join the waiting list.',
            'Payment',
          );
        }
        const price = course.product.price.toFixed(2);
        const answer = (checkoutId: string) => ({
          originalResponse: { id: checkoutId },
          widgetUrl: provider.widgetUrl(checkoutId),
          entityId: provider.entityId,
        });
        // One open checkout per person and course: a second tab or a retry gets the same one.
        const open = await reusableCheckout(provider, app.db, {
          orgId,
          userId,
          participantId: participant.id,
          concept,
          price,
        });
        if (open) return answer(open);
        const id = randomUUID();
        const { checkoutId } = await provider
          .createCheckout({
            amount: price,
            currency: 'EUR',
            paymentType: depositMethods.paymentType,
            merchantTransactionId: id,
          })
          .catch(providerUnavailable);
        const isStored = await insertCheckout(app.db, {
          id,
          organizationId: orgId,
          userId,
          participantId: participant.id,
          language: requestLanguage(request),
          provider: provider.name,
          providerCheckoutId: checkoutId,
          amount: price,
          concept,
          productId: course.product.id,
          paymentType: depositMethods.paymentType,
          paymentBrand: depositMethods.paymentBrand,
        });
        if (isStored) return answer(checkoutId);
        // Another tab won the race: its checkout is the one (ours is never shown, never paid).
        const winner = await openCheckout(app.db, orgId, userId, concept, participant.id);
        if (!winner) throw new HttpError(409, 'CHECKOUT_CONFLICT', 'Please try again.', 'Payment');
        return answer(winner.providerCheckoutId);
      },
    );

    registerEndpoint(
      app,
      calls.getCheckoutPayment,
      { tags, response: { 200: PaymentStatusSchema, ...errorResponses(400, 401, 403, 404, 502) } },
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
  };
}
