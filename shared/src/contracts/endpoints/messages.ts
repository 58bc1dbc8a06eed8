import * as v from 'valibot';
import { ruleMessages } from '../rules/fields';
import { multiLineText, singleLineText } from '../rules/control-characters';
import { messageAudience, type DateAnswer, type SentMessage } from '../schemas/messages';
import { endpoint, shape } from './define';

// Messages to people and attend/decline per date (issue 35 items 1 and 2). Who may write to whom is
// decided on the server from its own data: a coach only to the courses they coach (course_coaches),
// an administrator to any audience of the club. The one-click unsubscribe (RFC 8058) and the
// answer link of a mail work without login: a signed token in the path names the person.

const messagesBase = '/messages-service/organizations/:orgId';
const uuid = v.pipe(v.string(), v.uuid());

// Who a message goes to and the answers are declared once in valibot (schemas/messages.ts).
export { messageAudience, messageRoles } from '../schemas/messages';
export type { DateAnswer, MessageAudience, SentMessage } from '../schemas/messages';

export const messageLimits = { subject: 150, body: 10_000 } as const;
const subject = v.pipe(v.string(), singleLineText, v.trim(), v.maxLength(messageLimits.subject, ruleMessages.tooLong));
const body = v.pipe(v.string(), multiLineText, v.trim(), v.maxLength(messageLimits.body, ruleMessages.tooLong));

/**
 * A message: the German texts are needed (the club's language), the English ones are optional; when
 * both are there every recipient gets the language they chose. `askAttendance` (course messages
 * only) adds "attending / not attending" links for the course's next date.
 */
export const sendMessageBody = v.strictObject({
  audience: messageAudience,
  subjectDe: v.pipe(subject, v.nonEmpty(ruleMessages.mandatory)),
  bodyDe: v.pipe(body, v.nonEmpty(ruleMessages.mandatory)),
  subjectEn: v.optional(subject, ''),
  bodyEn: v.optional(body, ''),
  askAttendance: v.optional(v.boolean(), false),
});
export type SendMessageInput = v.InferInput<typeof sendMessageBody>;

export const sendMessage = endpoint({
  method: 'POST',
  path: `${messagesBase}/messages`,
  access: ['user'],
  summary:
    'Sends a message through the outbox: coaches to their own course, administrators to a course, role, fee category, all members or the bookings of a period. 403 NOT_COACH_OF_COURSE for another course, 429 MESSAGE_RATE_LIMITED above 10 an hour per sender.',
  body: sendMessageBody,
  answer: shape<SentMessage>(),
});

export const listMessages = endpoint({
  method: 'GET',
  path: `${messagesBase}/messages`,
  access: ['user'],
  summary: 'Sent messages with their delivery state (an administrator sees the club’s, a coach their own).',
  answer: shape<SentMessage[]>(),
});

export const listMyDateAnswers = endpoint({
  method: 'GET',
  path: `${messagesBase}/users/:userId/date-answers`,
  access: ['self'],
  summary: 'The coming dates (next 28 days) of the caller’s and their children’s courses, with the answers given.',
  answer: shape<DateAnswer[]>(),
});

export const answerDate = endpoint({
  method: 'PUT',
  path: `${messagesBase}/users/:userId/date-answers/:dateId`,
  access: ['self'],
  summary:
    'Answers a coming date "attending / not attending" for the caller or a child they guard (403 NOT_YOUR_CHILD otherwise); a later answer replaces it.',
  body: v.strictObject({ participantId: uuid, attending: v.boolean() }),
  answer: shape<DateAnswer>(),
});
