import * as v from 'valibot';
import { eventPaymentBody } from '../rules/event-payments';
import type { EventPaymentStart } from '../schemas/events';
import { endpoint, shape } from './define';

// Paid events (issue 35 item 3; api/README.md "Paid events"): a sign-up for an event with a price
// starts a card checkout of the existing chain (wallets, provider, orders). The provider's widget
// and the order (ordersEndpoints.sendOrder with the event's id as `concept`) are the courses' own;
// only the start differs, because it carries the sign-up's answers.

const base = '/events-service/organizations/:orgId';

// The answer is declared once in valibot (schemas/events.ts).
export type { EventPaymentStart } from '../schemas/events';

/** The body with `participantId`: a guardian pays for one of their children's places (issue 35, children). */
export const eventPaymentRequest = v.strictObject({
  ...eventPaymentBody.entries,
  participantId: v.optional(v.pipe(v.string(), v.uuid())),
});
export type EventPaymentRequest = v.InferInput<typeof eventPaymentRequest>;

export const startEventPayment = endpoint({
  method: 'POST',
  path: `${base}/users/:userId/events/:eventId/payments`,
  access: ['self'],
  summary:
    'A member signs up for a paid event: with a place left a card checkout holds it while they pay (the order then confirms the sign-up and mails the receipt); without, the waiting list and no payment. 400 AMOUNT_MISMATCH when the amount is not the price times (1 + guests); 409 EVENT_FREE, ALREADY_SIGNED_UP, EVENT_DEADLINE_PASSED. With `participantId` a guardian pays for their child (403 NOT_YOUR_CHILD for anyone else); the order, receipt and statement name the child.',
  body: eventPaymentRequest,
  answer: shape<EventPaymentStart>(),
});
