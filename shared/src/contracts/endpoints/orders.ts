import * as v from 'valibot';
import type {
  CoursePlaces,
  CourseOrder,
  CourseWaitingEntry,
  OrderResponse,
  Receipt,
  RefundAnswer,
  WaitingEntry,
} from '../schemas';
import { receiptKinds } from '../schemas/orders';
import { endpoint, shape } from './define';

// Orders of paid courses, cancellations, refunds and receipts, a course's places and its waiting
// list (members-and-transactions.md §3, issue 21 items 2-4), all under orders-service.
const base = '/orders-service/organizations/:orgId';
const uuid = v.pipe(v.string(), v.uuid());
const id64 = v.pipe(v.string(), v.maxLength(64));

/** The order of a paid checkout (§3): one item, the course, and the checkout that paid it. */
export const orderRequestSchema = v.strictObject({
  orderItems: v.pipe(
    v.array(
      v.strictObject({
        vendorId: v.nullable(id64),
        storageId: v.nullable(id64),
        productId: id64,
        quantity: v.literal(1),
      }),
    ),
    v.minLength(1),
    v.maxLength(1),
  ),
  paymentMethod: v.literal('VISA_MASTER'),
  concept: uuid,
  paymentRequest: v.strictObject({
    checkoutId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
    resourcePath: v.optional(v.pipe(v.string(), v.maxLength(300))),
  }),
});
export type OrderRequest = v.InferInput<typeof orderRequestSchema>;

export const sendOrder = endpoint({
  method: 'POST',
  path: `${base}/users/:userId/orders`,
  access: ['self'],
  summary: 'Send the order of a paid checkout (statusOrder SENT when accepted)',
  body: orderRequestSchema,
  answer: shape<OrderResponse>(),
});

export const listOrders = endpoint({
  method: 'GET',
  path: `${base}/users/:userId/orders`,
  access: ['self', 'admin'],
  summary: "A member's course orders with their state (for My Courses and the receipts)",
  answer: shape<CourseOrder[]>(),
});

export const cancelCourse = endpoint({
  method: 'POST',
  path: `${base}/users/:userId/courses/:courseId/cancel`,
  access: ['self'],
  summary: 'The member cancels a paid course before its first date; the payment is refunded',
  /** A child's place the member paid for (issue 21 item 4); the member's own by default. */
  query: v.object({ participantId: v.optional(uuid) }),
  answer: shape<RefundAnswer>(),
});

export const refundOrder = endpoint({
  method: 'POST',
  path: `${base}/orders/:orderId/refund`,
  access: ['admin', 'MANAGE_FINANCES'],
  summary: 'An administrator refunds an order with a reason; the place is freed',
  body: v.strictObject({ reason: v.pipe(v.string(), v.minLength(3), v.maxLength(500)) }),
  answer: shape<RefundAnswer>(),
});

export const getReceipt = endpoint({
  method: 'GET',
  path: `${base}/users/:userId/orders/:orderId/receipt`,
  access: ['self', 'admin'],
  summary: 'The receipt of an order (kind=REFUND: of its refund), for the printable page',
  query: v.object({ kind: v.optional(v.picklist(receiptKinds)) }),
  answer: shape<Receipt>(),
});

/** Name and postal address as the receipt shows them, and the VAT exemption (administrators). */
export const paymentSettingsSchema = v.strictObject({
  /** Name and postal address as the receipt shows them (several lines). */
  clubAddress: v.pipe(v.string(), v.maxLength(500)),
  /** The club charges no VAT on its courses; receipts say so. */
  vatExempt: v.boolean(),
  /** The legal ground shown on receipts, e.g. "Steuerfrei nach § 4 Nr. 22 b UStG". */
  vatExemptionNote: v.pipe(v.string(), v.maxLength(300)),
  // Issue 33 (the ledger page); optional, so a client that sends only the fields above keeps the rest.
  /** The club's name as receipts print it (empty: the organization's name). */
  clubName: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /** Tax number or VAT id, printed on receipts when set. */
  taxNumber: v.optional(v.pipe(v.string(), v.maxLength(40))),
  /** The SEPA creditor identifier (kept with the membership settings, where the collections read it). */
  creditorId: v.optional(v.pipe(v.string(), v.maxLength(35))),
  /** DATEV export (ledger): the tax adviser's consultant and client numbers, chart and accounts. */
  datevConsultantNumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1001), v.maxValue(9999999))),
  datevClientNumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99999))),
  datevChart: v.optional(v.pipe(v.string(), v.regex(/^\d{2}$/, 'validation.datevChart'))),
  accountBank: v.optional(v.pipe(v.string(), v.regex(/^\d{4,8}$/, 'validation.datevAccount'))),
  accountCourses: v.optional(v.pipe(v.string(), v.regex(/^\d{4,8}$/, 'validation.datevAccount'))),
  accountMemberships: v.optional(v.pipe(v.string(), v.regex(/^\d{4,8}$/, 'validation.datevAccount'))),
  /** The members' credit (a liability: credit notes given, credit spent; migration 361). */
  accountCredit: v.optional(v.pipe(v.string(), v.regex(/^\d{4,8}$/, 'validation.datevAccount'))),
  /** Membership fees (issue 32): owed from the joining month or from the month after it. */
  feeStart: v.optional(v.picklist(['JOINING_MONTH', 'NEXT_MONTH'])),
  /** Days between the pre-notification mail and the due date (SEPA rulebook: 14 unless agreed). */
  noticeDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30))),
});
export type PaymentSettingsInput = v.InferOutput<typeof paymentSettingsSchema>;
/** The settings as the API answers them: every field (the API serialises with this schema). */
export const paymentSettingsAnswerSchema = v.required(paymentSettingsSchema);
export type PaymentSettings = v.InferOutput<typeof paymentSettingsAnswerSchema>;

export const getPaymentSettings = endpoint({
  method: 'GET',
  path: `${base}/payment-settings`,
  access: ['admin', 'MANAGE_FINANCES'],
  summary: 'Receipt settings',
  answer: shape<PaymentSettings>(),
});

export const savePaymentSettings = endpoint({
  method: 'PUT',
  path: `${base}/payment-settings`,
  access: ['admin', 'MANAGE_FINANCES'],
  summary: 'Change the receipt settings (name, address, tax number, VAT exemption, creditor id, DATEV accounts)',
  body: paymentSettingsSchema,
  answer: shape<PaymentSettings>(),
});

// Places and the waiting list (issue 21 item 2).
export const getCoursePlaces = endpoint({
  method: 'GET',
  path: `${base}/courses/:courseId/places`,
  access: ['user'],
  summary: "A course's places, what is left, its waiting list's length and the caller's own state",
  answer: shape<CoursePlaces>(),
});

export const listMyWaitingList = endpoint({
  method: 'GET',
  path: `${base}/users/:userId/waiting-list`,
  access: ['self'],
  summary: 'The courses a person waits for, with their position and any offer',
  answer: shape<WaitingEntry[]>(),
});

export const joinWaitingList = endpoint({
  method: 'PUT',
  path: `${base}/users/:userId/waiting-list/:courseId`,
  access: ['self'],
  summary: 'Join the waiting list of a full course (again: keeps the place in line)',
  answer: shape<WaitingEntry>(),
});

export const leaveWaitingList = endpoint({
  method: 'DELETE',
  path: `${base}/users/:userId/waiting-list/:courseId`,
  access: ['self'],
  summary: 'Leave the waiting list of a course (a place held for the person goes to the next)',
  answer: shape<void>(),
});

export const getCourseWaitingList = endpoint({
  method: 'GET',
  path: `${base}/courses/:courseId/waiting-list`,
  access: ['user'],
  summary: "A course's waiting list in order; coaches of the course and administrators",
  answer: shape<CourseWaitingEntry[]>(),
});
