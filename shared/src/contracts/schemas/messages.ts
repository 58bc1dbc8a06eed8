import * as v from 'valibot';
import { wholeNumber } from './answer-parts';

// Messages to people and answers per date (issue 35 items 1 and 2): who a message goes to (the
// request's rule) and the answers, declared once in valibot; the API serialises with them.

const uuid = v.pipe(v.string(), v.uuid());
const isoDate = v.pipe(v.string(), v.isoDate());

/** Roles an administrator can write to (the roles table's names). */
export const messageRoles = ['MEMBER_USER', 'COACH', 'ADMINISTRATOR'] as const;

/** Who a message goes to; the server resolves the people (children are reached through their guardians). */
export const messageAudience = v.variant('kind', [
  v.strictObject({ kind: v.literal('course'), eventsGroupId: uuid }),
  v.strictObject({ kind: v.literal('role'), role: v.picklist(messageRoles) }),
  /** A fee category: the membership type of the member's accepted membership (1-10, the spec's list). */
  v.strictObject({ kind: v.literal('feeCategory'), typeId: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  v.strictObject({ kind: v.literal('allMembers') }),
  /** Everyone booked into a course that has a date from `from` to `to` (Berlin days). */
  v.strictObject({ kind: v.literal('bookings'), from: isoDate, to: isoDate }),
]);
export type MessageAudience = v.InferOutput<typeof messageAudience>;

export const sentMessageSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  senderName: v.string(),
  audience: messageAudience,
  /** The audience in the caller's language ("Kurs Rückenfit", "Beitragskategorie 5"). */
  audienceLabel: v.string(),
  subject: v.string(),
  recipients: wholeNumber,
  /** Delivery state from the outbox. */
  queued: wholeNumber,
  sent: wholeNumber,
  failed: wholeNumber,
});
export type SentMessage = v.InferOutput<typeof sentMessageSchema>;

/** A person whose answers the caller gives: themself or a child they guard. */
export const dateAnswerSchema = v.object({
  dateId: v.string(),
  eventsGroupId: v.string(),
  courseName: v.string(),
  startDateTime: v.string(),
  place: v.string(),
  participantId: v.string(),
  /** Set when the participant is the caller's child. */
  childName: v.nullable(v.string()),
  /** true: attending, false: not attending, null: no answer yet. */
  attending: v.nullable(v.boolean()),
});
export type DateAnswer = v.InferOutput<typeof dateAnswerSchema>;
