import * as v from 'valibot';
import type { FastifyPluginAsync } from 'fastify';
import { berlinDate, endpoints, schemas } from '../../lib/contracts.js';
import { changesPublished } from '../../lib/published-cache/plugin.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { receiptOf } from './receipts.js';
import { adjustmentsOfOrders, refundParts } from './date-adjustments.js';
import { cancelWindow } from './cancel-deadline.js';
import { completeRefund, requestRefund, type PaymentDeps } from './refund.js';
import { findOrder, isCourseOfClub, ordersOfUser, paidOrderOfCourse } from './repository.js';

const tags = ['orders'];
const { courseOrderSchema, receiptSchema, refundAnswerSchema } = schemas;
const calls = endpoints.ordersEndpoints;

/** Cancellations by the member, refunds by an administrator, the member's orders and receipts. */
export function refundRoutes(deps: PaymentDeps): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(
      app,
      calls.listOrders,
      { tags, response: { 200: v.array(courseOrderSchema), ...errorResponses(400, 401, 403) } },
      async (request) => {
        const { orgId, userId } = request.params;
        const orders = await ordersOfUser(app.db, orgId, userId);
        const names = new Map(
          (
            await app.db
              .selectFrom('events_groups')
              .select(['id', 'name'])
              .where('organization_id', '=', orgId)
              .execute()
          ).map((g) => [g.id, g.name]),
        );
        const childIds = [...new Set(orders.map((o) => o.participantId).filter((id) => id !== userId))];
        const children = new Map(
          childIds.length === 0
            ? []
            : (
                await app.db
                  .selectFrom('users')
                  .select(['id', 'display_name'])
                  .where('organization_id', '=', orgId)
                  .where('id', 'in', childIds)
                  .execute()
              ).map((u) => [u.id, u.display_name]),
        );
        const now = new Date(app.config.now());
        const adjustments = await adjustmentsOfOrders(
          app.db,
          orders.map((o) => o.id),
        );
        return Promise.all(
          orders.map(async (order) => {
            const window = await cancelWindow(app.db, orgId, order, now);
            // What a cancellation now gives back, as completeRefund would (the cancel question names it).
            const given = (adjustments.get(order.id) ?? []).reduce((sum, a) => sum + a.amountCents, 0);
            const parts = refundParts(order, given);
            return {
              ...(order.participantId !== userId
                ? { child: { id: order.participantId, name: children.get(order.participantId) ?? '' } }
                : {}),
              id: order.id,
              number: order.number,
              courseId: order.eventsGroupId,
              courseName: (order.eventsGroupId && names.get(order.eventsGroupId)) || order.itemName || '',
              amount: Number(order.amount),
              creditCents: order.creditCents,
              status: order.status,
              createdAt: order.createdAt.toISOString(),
              refundedAt: order.refundedAt?.toISOString() ?? null,
              canCancel: window.canCancel,
              cancelUntil: window.cancelUntil?.toISOString() ?? null,
              refundReason: order.refundReason,
              dateAdjustments: adjustments.get(order.id) ?? [],
              ...(window.canCancel
                ? { cancelRefund: { cardCents: parts.cardBackCents, creditCents: parts.creditBackCents } }
                : {}),
            };
          }),
        );
      },
    );

    registerEndpoint(
      app,
      calls.cancelCourse,
      {
        tags,
        config: changesPublished,
        response: { 200: refundAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
      async (request) => {
        const { orgId, userId, courseId } = request.params;
        const order = await paidOrderOfCourse(app.db, orgId, userId, courseId, request.query.participantId);
        if (!order) {
          // Another club's course (or none) is unknown here, like on every route of the club.
          if (!(await isCourseOfClub(app.db, orgId, courseId))) throw notFound('No course has this id.', 'course');
          throw new HttpError(
            409,
            'NO_PAID_ORDER',
            'You did not pay online for this course, so it cannot be refunded here. Please ask the club.',
            'Cancellation',
          );
        }
        const window = await cancelWindow(app.db, orgId, order, new Date(app.config.now()));
        if (!window.canCancel) {
          const deadline = window.cancelUntil ? berlinDate(window.cancelUntil) : '';
          throw new HttpError(
            409,
            'CANCELLATION_CLOSED',
            `Cancelling by yourself was possible until ${deadline}; please ask the club about a cancellation.`,
            'Cancellation',
            { deadline },
          );
        }
        await requestRefund(app, orgId, order.id, { reason: 'CANCELLED', requestedBy: userId });
        return { id: order.id, status: await completeRefund(deps, orgId, order.id) };
      },
    );

    registerEndpoint(
      app,
      calls.refundOrder,
      {
        tags,
        config: changesPublished,
        response: { 200: refundAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
      async (request) => {
        const { orgId, orderId } = request.params;
        const order = await findOrder(app.db, orgId, orderId);
        if (!order) throw notFound('No order has this id.');
        const isOpen = await requestRefund(app, orgId, orderId, {
          reason: request.body.reason.trim(),
          requestedBy: request.session!.sub,
        });
        if (!isOpen) throw new HttpError(409, 'NOT_REFUNDABLE', 'This order has already been refunded.', 'Refund');
        return { id: orderId, status: await completeRefund(deps, orgId, orderId) };
      },
    );

    registerEndpoint(
      app,
      calls.getReceipt,
      { tags, response: { 200: receiptSchema, ...errorResponses(400, 401, 403, 404) } },
      async (request) => {
        const { orgId, userId, orderId } = request.params;
        const order = await findOrder(app.db, orgId, orderId);
        if (!order || order.userId !== userId) throw notFound('No order of yours has this id.');
        const receipt = await receiptOf(app.db, orgId, orderId, request.query.kind ?? 'RECEIPT');
        if (!receipt) throw notFound('This order has no such receipt.');
        return receipt;
      },
    );
  };
}
