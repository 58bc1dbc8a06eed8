import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { personName } from '../../lib/person-name.js';
import { childrenOf } from '../families/index.js';
import './tables.js';

// Who takes part in an event's sign-up (issue 35, children; api/README.md "One-off events"): a
// visitor by name and e-mail, a signed-in person from their profile, or one of a signed-in
// guardian's children. A child's sign-up carries the child's user id, the guardian's e-mail (the
// mails go to the guardian, a child's mailbox is .invalid) and `signed_up_by` (the guardian).

type Db = Kysely<Database> | Transaction<Database>;

export interface Participant {
  /** The person taking part; null: a visitor without account. */
  userId: string | null;
  name: string;
  /** Where the mails go: the person's own, or for a child the guardian's. */
  email: string;
  /** A child's sign-up: the guardian who made it (and whose e-mail it carries). */
  signedUpBy: { id: string; name: string } | null;
}

const notYourChild = () =>
  new HttpError(
    403,
    'NOT_YOUR_CHILD',
    'You can sign up only yourself or your own children.',
    undefined,
    undefined,
    'NOT_YOUR_CHILD.event',
  );

async function profileOf(db: Db, organizationId: string, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'display_name'])
    .where('id', '=', userId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!user) throw notFound('This person is not known in this club.', 'person');
  return { name: personName(user), email: user.email };
}

/**
 * The participant of a sign-up, decided from the server's data: the caller (`callerId`, null for a
 * visitor), or with `participantId` one of the caller's children in this club (the family links
 * in the database; a visitor, another family's or another club's child answers 403).
 */
export async function participantOf(
  db: Db,
  organizationId: string,
  callerId: string | null,
  participantId: string | undefined,
  visitor: { name?: string; email?: string } = {},
): Promise<Participant> {
  if (participantId && participantId !== callerId) {
    if (!callerId) throw notYourChild();
    const child = (await childrenOf(db, organizationId, callerId)).find((c) => c.id === participantId);
    if (!child) throw notYourChild();
    const guardian = await profileOf(db, organizationId, callerId);
    return {
      userId: child.id,
      name: [child.firstName, child.lastName].filter(Boolean).join(' '),
      email: guardian.email,
      signedUpBy: { id: callerId, name: guardian.name },
    };
  }
  if (callerId) return { userId: callerId, ...(await profileOf(db, organizationId, callerId)), signedUpBy: null };
  return { userId: null, name: visitor.name ?? '', email: visitor.email ?? '', signedUpBy: null };
}

/**
 * Narrows a query of event_sign_ups to the participant's own row: a child's by the child's id, a
 * member's by their id or (signed up before as a visitor) their e-mail, a visitor's by the e-mail
 * of the people who signed up themselves (a guardian's e-mail on their child's row counts not).
 */
export function ofParticipant<O>(
  query: SelectQueryBuilder<Database, 'event_sign_ups', O>,
  participant: Pick<Participant, 'userId' | 'email' | 'signedUpBy'>,
): SelectQueryBuilder<Database, 'event_sign_ups', O> {
  if (participant.signedUpBy) return query.where('user_id', '=', participant.userId);
  const ownEmail = (eb: ExpressionBuilder<Database, 'event_sign_ups'>) =>
    eb.and([eb(sql<string>`lower(email)`, '=', participant.email.toLowerCase()), eb('signed_up_by', 'is', null)]);
  return query.where((eb) =>
    participant.userId ? eb.or([eb('user_id', '=', participant.userId), ownEmail(eb)]) : ownEmail(eb),
  );
}

/** 409 ALREADY_SIGNED_UP: for a child naming the child, else the e-mail rule's text. */
export function alreadySignedUp(participant: Pick<Participant, 'name' | 'signedUpBy'>): HttpError {
  return participant.signedUpBy
    ? new HttpError(
        409,
        'ALREADY_SIGNED_UP',
        `${participant.name} is already signed up for this event.`,
        undefined,
        { name: participant.name },
        'ALREADY_SIGNED_UP.child',
      )
    : new HttpError(409, 'ALREADY_SIGNED_UP', 'You are already signed up for this event with this e-mail address.');
}
