import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { lockCourseAndCheckPlace } from './places.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The one home of the rule "one paid order per person and course" (issue 33 item 6).
 * - The enrolment is the (course, participant) primary key of events_group_members: enrolOnce
 *   inserts it in the order's transaction with the course row locked, so of two payments for one
 *   place the second finds it taken (its order is refunded, orders/repository.ts recordPaidOrder).
 * - Backed by the partial unique index orders_one_paid_enrolment (migrations 110, 180): never two
 *   SENT orders per participant and course, whatever a future code path does.
 * - assertNotEnrolled is the early, friendly answer before a checkout starts (409); one open
 *   checkout per person and course is wallets' index wallet_checkouts_one_open (reuse.ts).
 */
export async function isEnrolled(db: Db, organizationId: string, userId: string, eventsGroupId: string) {
  const row = await db
    .selectFrom('events_group_members')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .where('events_group_id', '=', eventsGroupId)
    .executeTakeFirst();
  return Boolean(row);
}

/** 409 ALREADY_ENROLLED (or CHILD_ALREADY_ENROLLED) when the participant takes part already. */
export async function assertNotEnrolled(
  db: Db,
  organizationId: string,
  payerId: string,
  participant: { id: string; name: string },
  eventsGroupId: string,
): Promise<void> {
  if (!(await isEnrolled(db, organizationId, participant.id, eventsGroupId))) return;
  if (participant.id === payerId) {
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

/**
 * Enrols the participant of a paid order, inside the order's transaction: 'ENROLLED', or why not:
 * 'DUPLICATE' (takes part already: this payment goes back) or 'FULL' (no place left, or the
 * course closed: this payment goes back).
 */
export async function enrolOnce(
  trx: Transaction<Database>,
  input: { organizationId: string; eventsGroupId: string; participantId: string },
): Promise<'ENROLLED' | 'DUPLICATE' | 'FULL'> {
  const hasPlace = await lockCourseAndCheckPlace(trx, input.organizationId, input.eventsGroupId, input.participantId);
  if (await isEnrolled(trx, input.organizationId, input.participantId, input.eventsGroupId)) return 'DUPLICATE';
  if (!hasPlace) return 'FULL';
  const enrolled = await trx
    .insertInto('events_group_members')
    .values({
      organization_id: input.organizationId,
      events_group_id: input.eventsGroupId,
      user_id: input.participantId,
      order_id: null,
    })
    .onConflict((oc) => oc.columns(['events_group_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return enrolled ? 'ENROLLED' : 'DUPLICATE';
}
