import * as v from 'valibot';
import { wholeNumber } from './answer-parts';
import { eventQuestionKinds } from '../rules/events';

// The answers of the event calls (issue 35 item 3), declared once in valibot: the endpoints'
// answer types are inferred from these and the API serialises with them (issue 38 item 1).
// Visitors' code imports only the types, so none of this reaches their download.

/** CANCELLED: only in the organiser's list, a paid sign-up that was cancelled and refunded. */
export const signUpStatuses = ['CONFIRMED', 'WAITING', 'CANCELLED'] as const;
/** A paid event's sign-up: PAID, or its refund (REFUNDING while the provider has not confirmed it). */
export const signUpPayments = ['PAID', 'REFUNDING', 'REFUNDED'] as const;

const eventQuestionSchema = v.object({
  /** The question element's id: answers name it. */
  id: v.string(),
  question: v.string(),
  kind: v.picklist(eventQuestionKinds),
  /** A choice question's options (one per line in the editor). */
  options: v.array(v.string()),
  required: v.boolean(),
});

/** What a visitor sees of an event: the block's values plus the places left. */
export const eventSummarySchema = v.object({
  id: v.string(),
  title: v.string(),
  /** ISO instants (Europe/Berlin wall-clock times of the block). */
  startsAt: v.string(),
  endsAt: v.nullable(v.string()),
  place: v.string(),
  description: v.string(),
  picture: v.string(),
  pictureAlt: v.string(),
  /** null: unlimited. */
  placesTotal: v.nullable(wholeNumber),
  placesLeft: v.nullable(wholeNumber),
  waiting: wholeNumber,
  /** The last moment to sign up or cancel (ISO). */
  deadline: v.string(),
  isOpen: v.boolean(),
  guestsAllowed: v.boolean(),
  questions: v.array(eventQuestionSchema),
  /** Price per person (guests too) in cents; 0 = free. Paid events need a signed-in member (event-payments.ts). */
  priceCents: wholeNumber,
  /** The page that shows the event ('/sommerfest'), null when the page has no menu entry. */
  route: v.nullable(v.string()),
});

export const eventSignUpResultSchema = v.object({
  id: v.string(),
  status: v.picklist(signUpStatuses),
  /** Position on the waiting list (1 = next), null when confirmed. */
  position: v.nullable(wholeNumber),
  /** Cancels this sign-up (also sent in the confirmation mail's link). */
  cancelToken: v.string(),
});

/** A sign-up as the organiser sees it. */
export const eventSignUpRowSchema = v.object({
  id: v.string(),
  /** The person taking part (a child's own name when a guardian signed the child up). */
  name: v.string(),
  email: v.string(),
  guests: wholeNumber,
  status: v.picklist(signUpStatuses),
  isMember: v.boolean(),
  createdAt: v.string(),
  /** Answers by question id. */
  answers: v.record(v.string(), v.string()),
  /** null: nothing paid (a free event, or waiting). */
  payment: v.nullable(v.picklist(signUpPayments)),
  /** Who signed a child up (the guardian's name; the e-mail is theirs); null: the person themself. */
  signedUpBy: v.nullable(v.string()),
});

/** A member's own sign-up ("Meine Kurse"). */
export const myEventSignUpSchema = v.object({
  eventId: v.string(),
  title: v.string(),
  startsAt: v.string(),
  endsAt: v.nullable(v.string()),
  place: v.string(),
  status: v.picklist(signUpStatuses),
  /** Place on the waiting list (1 = next), null when confirmed. */
  position: v.nullable(wholeNumber),
  guests: wholeNumber,
  /** The last moment to cancel (ISO). */
  deadline: v.string(),
  canCancel: v.boolean(),
  /** The event has ended (kept in the list for a while, below the coming ones). */
  isPast: v.boolean(),
  route: v.nullable(v.string()),
  /** A child's sign-up the guardian made (issue 35, children); null: the caller's own. */
  child: v.nullable(v.object({ id: v.string(), name: v.string() })),
});

/** A cancelled sign-up (by token or from the members area). */
export const eventCancelledSchema = v.object({ cancelled: v.literal(true) });

/** A paid sign-up's start: the checkout to pay in, or the waiting list's position; never a mix. */
export const eventPaymentStartSchema = v.variant('status', [
  v.object({
    status: v.literal('PAYMENT'),
    /** The provider's checkout id: the widget's, and the order's paymentRequest.checkoutId. */
    checkoutId: v.string(),
    widgetUrl: v.string(),
    entityId: v.string(),
    /** Euros charged: the price per person times (1 + guests). */
    amount: v.number(),
  }),
  /** No place left: on the waiting list (position 1 = next), nothing charged. */
  v.object({ status: v.literal('WAITING'), position: wholeNumber }),
]);

export type SignUpStatus = (typeof signUpStatuses)[number];
export type SignUpPayment = (typeof signUpPayments)[number];
export type EventSummary = v.InferOutput<typeof eventSummarySchema>;
export type EventSignUpResult = v.InferOutput<typeof eventSignUpResultSchema>;
export type EventSignUpRow = v.InferOutput<typeof eventSignUpRowSchema>;
export type MyEventSignUp = v.InferOutput<typeof myEventSignUpSchema>;
export type EventPaymentStart = v.InferOutput<typeof eventPaymentStartSchema>;
