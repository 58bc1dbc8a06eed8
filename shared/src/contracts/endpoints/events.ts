import * as v from 'valibot';
import { eventSignUpBody } from '../rules/events';
import type { EventSignUpResult, EventSignUpRow, EventSummary, MyEventSignUp } from '../schemas/events';
import { endpoint, shape } from './define';

// One-off events (issue 35 item 3). An event is an EVENT block of a page; its id is the block's
// (template's) id and its settings (places, deadline, questions, guests) are the block's values,
// read by the server on every sign-up. A price is paid through the checkout (event-payments.ts).

const base = '/events-service/organizations/:orgId';
const uuid = v.pipe(v.string(), v.uuid());
const publicBase = '/events-service/public/organizations/:orgId';

// The answers are declared once in valibot (schemas/events.ts); their types are named here too.
export type {
  EventSignUpResult,
  EventSignUpRow,
  EventSummary,
  MyEventSignUp,
  SignUpPayment,
  SignUpStatus,
} from '../schemas/events';

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
