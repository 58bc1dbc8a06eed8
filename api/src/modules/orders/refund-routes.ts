import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { berlinDate } from '../../lib/contracts.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { receiptOf } from './receipts.js';
import { firstCourseStart } from './course-start.js';
import { completeRefund, requestRefund, type PaymentDeps } from './refund.js';
import { findOrder, ordersOfUser, paidOrderOfCourse } from './repository.js';

const tags = ['orders'];
const uuid = Type.String({ format: 'uuid' });
const RefundAnswer = Type.Object({ id: Type.String(), status: Type.String() });
const OrderSummary = Type.Object({
  id: Type.String(),
  number: Type.String(),
  courseId: Type.Union([Type.String(), Type.Null()]),
  courseName: Type.String(),
  amount: Type.Number(),
  status: Type.String(),
  createdAt: Type.String(),
  refundedAt: Type.Union([Type.String(), Type.Null()]),
  /** The member may still cancel (paid, and the course has not begun). */
  canCancel: Type.Boolean(),
  /** Set when the member paid for their child (issue 21 item 4): who takes part. */
  child: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
});
const ReceiptSchema = Type.Object({
  kind: Type.Union([Type.Literal('RECEIPT'), Type.Literal('REFUND')]),
  orderId: Type.String(),
  orderNumber: Type.String(),
  club: Type.String(),
  clubAddress: Type.String(),
  course: Type.String(),
  amountCents: Type.Integer(),
  date: Type.String(),
  paymentMethod: Type.String(),
  vatExempt: Type.Boolean(),
  vatNote: Type.String(),
  refundReason: Type.Union([Type.String(), Type.Null()]),
  member: Type.Object({ name: Type.String(), email: Type.String() }),
  language: Type.Union([Type.Literal('de'), Type.Literal('en')]),
});

/** Cancellations by the member, refunds by an administrator, the member's orders and receipts. */
export function refundRoutes(deps: PaymentDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    const base = '/orders-service/organizations/:orgId';
    const startsLater = async (orgId: string, courseId: string | null, now: Date) => {
      if (!courseId) return { isBefore: true, first: null };
      const first = await firstCourseStart(app.db, orgId, courseId);
      return { isBefore: first === null || first > now, first };
    };

    app.get(
      `${base}/users/:userId/orders`,
      {
        schema: {
          tags,
          summary: "A member's course orders with their state (for My Courses and the receipts)",
          params: Type.Object({ orgId: uuid, userId: uuid }),
          response: { 200: Type.Array(OrderSummary), ...errorResponses(401, 403) },
        },
        config: { access: ['self', 'admin'] },
      },
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
        return Promise.all(
          orders.map(async (order) => ({
            ...(order.participantId !== userId
              ? { child: { id: order.participantId, name: children.get(order.participantId) ?? '' } }
              : {}),
            id: order.id,
            number: order.number,
            courseId: order.eventsGroupId,
            courseName: (order.eventsGroupId && names.get(order.eventsGroupId)) || '',
            amount: Number(order.amount),
            status: order.status,
            createdAt: order.createdAt.toISOString(),
            refundedAt: order.refundedAt?.toISOString() ?? null,
            canCancel: order.status === 'SENT' && (await startsLater(orgId, order.eventsGroupId, now)).isBefore,
          })),
        );
      },
    );

    app.post(
      `${base}/users/:userId/courses/:courseId/cancel`,
      {
        schema: {
          tags,
          summary: 'The member cancels a paid course before its first date; the payment is refunded',
          params: Type.Object({ orgId: uuid, userId: uuid, courseId: uuid }),
          /** A child's place the member paid for (issue 21 item 4); the member's own by default. */
          querystring: Type.Object({ participantId: Type.Optional(uuid) }),
          response: { 200: RefundAnswer, ...errorResponses(401, 403, 409, 502) },
        },
        config: { access: 'self' },
      },
      async (request) => {
        const { orgId, userId, courseId } = request.params;
        const order = await paidOrderOfCourse(app.db, orgId, userId, courseId, request.query.participantId);
        if (!order) {
          throw new HttpError(
            409,
            'NO_PAID_ORDER',
            'You did not pay online for this course, so it cannot be refunded here. Please ask the club.',
            'Cancellation',
          );
        }
        const { isBefore, first } = await startsLater(orgId, courseId, new Date(app.config.now()));
        if (!isBefore) {
          const firstDate = first ? berlinDate(first) : '';
          throw new HttpError(
            409,
            'CANCELLATION_CLOSED',
            `The course has already started (${firstDate}); please ask the club about a cancellation.`,
            'Cancellation',
            { firstDate },
          );
        }
        await requestRefund(app.db, orgId, order.id, { reason: 'CANCELLED', requestedBy: userId });
        return { id: order.id, status: await completeRefund(deps, orgId, order.id) };
      },
    );

    app.post(
      `${base}/orders/:orderId/refund`,
      {
        schema: {
          tags,
          summary: 'An administrator refunds an order with a reason; the place is freed',
          params: Type.Object({ orgId: uuid, orderId: uuid }),
          body: Type.Object({ reason: Type.String({ minLength: 3, maxLength: 500 }) }, { additionalProperties: false }),
          response: { 200: RefundAnswer, ...errorResponses(400, 401, 403, 404, 409, 502) },
        },
        config: { access: 'admin' },
      },
      async (request) => {
        const { orgId, orderId } = request.params;
        const order = await findOrder(app.db, orgId, orderId);
        if (!order) throw notFound('No order has this id.');
        const isOpen = await requestRefund(app.db, orgId, orderId, {
          reason: request.body.reason.trim(),
          requestedBy: request.session!.sub,
        });
        if (!isOpen) throw new HttpError(409, 'NOT_REFUNDABLE', 'This order has already been refunded.', 'Refund');
        return { id: orderId, status: await completeRefund(deps, orgId, orderId) };
      },
    );

    app.get(
      `${base}/users/:userId/orders/:orderId/receipt`,
      {
        schema: {
          tags,
          summary: 'The receipt of an order (kind=REFUND: of its refund), for the printable page',
          params: Type.Object({ orgId: uuid, userId: uuid, orderId: uuid }),
          querystring: Type.Object({
            kind: Type.Optional(Type.Union([Type.Literal('RECEIPT'), Type.Literal('REFUND')])),
          }),
          response: { 200: ReceiptSchema, ...errorResponses(401, 403, 404) },
        },
        config: { access: ['self', 'admin'] },
      },
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
