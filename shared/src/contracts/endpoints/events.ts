import * as v from 'valibot';
import { eventSignUpBody, type EventQuestion } from '../rules/events';
import { endpoint, shape } from './define';

// One-off events (issue 35 item 3). An event is an EVENT block of a page; its id is the block's
// (template's) id and its settings (places, deadline, questions, guests) are the block's values,
// read by the server on every sign-up. A price is paid through the checkout (event-payments.ts).

const base = '/events-service/organizations/:orgId';
const uuid = v.pipe(v.string(), v.uuid());
const publicBase = '/events-service/public/organizations/:orgId';

/** What a visitor sees of an event: the block's values plus the places left. */
export interface EventSummary {
  id: string;
  title: string;
  /** ISO instants (Europe/Berlin wall-clock times of the block). */
  startsAt: string;
  endsAt: string | null;
  place: string;
  description: string;
  picture: string;
  pictureAlt: string;
  /** null: unlimited. */
  placesTotal: number | null;
  placesLeft: number | null;
  waiting: number;
  /** The last moment to sign up or cancel (ISO). */
  deadline: string;
  isOpen: boolean;
  guestsAllowed: boolean;
  questions: EventQuestion[];
  /** Price per person (guests too) in cents; 0 = free. Paid events need a signed-in member (event-payments.ts). */
  priceCents: number;
  /** The page that shows the event ('/sommerfest'), null when the page has no menu entry. */
  route: string | null;
}

/** CANCELLED: only in the organiser's list, a paid sign-up that was cancelled and refunded. */
export type SignUpStatus = 'CONFIRMED' | 'WAITING' | 'CANCELLED';
/** A paid event's sign-up: PAID, or its refund (REFUNDING while the provider has not confirmed it). */
export type SignUpPayment = 'PAID' | 'REFUNDING' | 'REFUNDED';

export interface EventSignUpResult {
  id: string;
  status: SignUpStatus;
  /** Position on the waiting list (1 = next), null when confirmed. */
  position: number | null;
  /** Cancels this sign-up (also sent in the confirmation mail's link). */
  cancelToken: string;
}

/**
 * A sign-up's body (issue 35, children): a signed-in guardian may sign up one of their children
 * (`participantId`, the child's user id; the server checks the family links, 403 NOT_YOUR_CHILD).
 * Defined here, not in rules/events.ts, so the visitor's first page loads none of it.
 */
export const eventSignUpRequest = v.strictObject({
  ...eventSignUpBody.entries,
  participantId: v.optional(uuid),
});
export type EventSignUpRequest = v.InferInput<typeof eventSignUpRequest>;

/** A sign-up as the organiser sees it. */
export interface EventSignUpRow {
  id: string;
  /** The person taking part (a child's own name when a guardian signed the child up). */
  name: string;
  email: string;
  guests: number;
  status: SignUpStatus;
  isMember: boolean;
  createdAt: string;
  /** Answers by question id. */
  answers: Record<string, string>;
  /** null: nothing paid (a free event, or waiting). */
  payment: SignUpPayment | null;
  /** Who signed a child up (the guardian's name; the e-mail is theirs); null: the person themself. */
  signedUpBy: string | null;
}

/** A member's own sign-up ("Meine Kurse"). */
export interface MyEventSignUp {
  eventId: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  place: string;
  status: SignUpStatus;
  /** Place on the waiting list (1 = next), null when confirmed. */
  position: number | null;
  guests: number;
  /** The last moment to cancel (ISO). */
  deadline: string;
  canCancel: boolean;
  /** The event has ended (kept in the list for a while, below the coming ones). */
  isPast: boolean;
  route: string | null;
  /** A child's sign-up the guardian made (issue 35, children); null: the caller's own. */
  child: { id: string; name: string } | null;
}

export const listEvents = endpoint({
  method: 'GET',
  path: `${base}/events`,
  access: ['visitor'],
  summary: 'The club’s coming events (EVENT blocks of its pages), soonest first, with the places left.',
  answer: shape<EventSummary[]>(),
});

export const getEvent = endpoint({
  method: 'GET',
  path: `${base}/events/:eventId`,
  access: ['visitor'],
  summary: 'One event with its places left and questions; 404 for an id of another club.',
  answer: shape<EventSummary>(),
});

export const signUpForEvent = endpoint({
  method: 'POST',
  path: `${base}/events/:eventId/sign-ups`,
  access: ['visitor'],
  summary:
    'Signs up (visitors with name and e-mail, signed-in people with their profile, or a guardian one of their children with `participantId`: 403 NOT_YOUR_CHILD otherwise); answers are checked against the questions (400 ANSWER_REQUIRED / ANSWER_INVALID). Beyond the places: the waiting list. 409 EVENT_DEADLINE_PASSED after the deadline, 409 ALREADY_SIGNED_UP for the same person (a visitor: the same e-mail).',
  body: eventSignUpRequest,
  answer: shape<EventSignUpResult>(),
});

export const cancelEventSignUp = endpoint({
  method: 'POST',
  path: `${base}/events/:eventId/cancellations`,
  access: ['visitor'],
  summary:
    'Cancels the sign-up the token (from the confirmation mail or the sign-up answer) names; the first on the waiting list gets the place. 409 EVENT_DEADLINE_PASSED after the deadline.',
  body: v.strictObject({ token: v.pipe(v.string(), v.minLength(20), v.maxLength(100)) }),
  answer: shape<{ cancelled: true }>(),
});

export const listMyEventSignUps = endpoint({
  method: 'GET',
  path: `${base}/users/:userId/event-sign-ups`,
  access: ['self'],
  summary:
    'The caller’s sign-ups and their children’s (marked `child`): coming events soonest first (waiting ones with their place in line), then those ended in the last 30 days.',
  answer: shape<MyEventSignUp[]>(),
});

export const cancelMyEventSignUp = endpoint({
  method: 'DELETE',
  path: `${base}/users/:userId/event-sign-ups/:eventId`,
  access: ['self'],
  summary:
    'A member cancels their sign-up from the members area, or a child’s with `participantId` (409 after the deadline).',
  /** A child's sign-up the member made (issue 35, children); the member's own by default. */
  query: v.object({ participantId: v.optional(uuid) }),
  answer: shape<{ cancelled: true }>(),
});

export const listEventSignUps = endpoint({
  method: 'GET',
  path: `${base}/events/:eventId/sign-ups`,
  access: ['WRITE_CONTENT', 'admin'],
  summary: 'The organiser’s list: every sign-up with its answers, confirmed first, then the waiting list in order.',
  answer: shape<EventSignUpRow[]>(),
});

export const exportEventSignUps = endpoint({
  method: 'GET',
  path: `${base}/events/:eventId/sign-ups/csv`,
  access: ['WRITE_CONTENT', 'admin'],
  summary: 'The sign-ups as CSV for German spreadsheets (UTF-8 with BOM, ";"), one column per question.',
  answer: shape<string>(),
});

export const getEventIcal = endpoint({
  method: 'GET',
  path: `${publicBase}/events/:eventId/ical`,
  access: ['public'],
  summary: 'The event as an iCalendar entry (Europe/Berlin).',
  answer: shape<string>(),
});
