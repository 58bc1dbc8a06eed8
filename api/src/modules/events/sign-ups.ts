import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError, badRequest, notFound } from '../../lib/http-error.js';
import type { Language } from '../../lib/language.js';
import type { PublicOrigins } from '../../lib/public-origins.js';
import { contracts } from '../../lib/contracts.js';
import { requiredText } from '../../locales/load.js';
import { addToOutbox } from '../mail/index.js';
import { eventRoute, loadEvent, type EventDetails } from './event-details.js';
import { greetingOf } from './mail-greeting.js';
import { rememberStartHeard } from './event-starts.js';
import { readSignUpToken, signUpToken } from './tokens.js';
import { alreadySignedUp, ofParticipant, participantOf } from './participants.js';
import { endExpiredOffers, offerPlace, reservedPlaces, waitingWithoutOffer } from './reserved-places.js';
import './tables.js';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export interface EventsDeps {
  db: Db;
  publicOrigins: Pick<PublicOrigins, 'originForId'>;
  now: () => number;
  /** The key of cancel links, and the previous keys still accepted. */
  linkKeys: () => Uint8Array[];
  /** Paid events (paid.ts): how long a waiting-list offer holds its place (WAITING_LIST_OFFER_HOURS). */
  offerHours?: number;
  /** Paid events: refunds a paid sign-up's order (which frees its place), paid.ts. */
  refundPaidSignUp?: (organizationId: string, eventId: string, orderId: string, by: string | null) => Promise<void>;
}

const deadlinePassed = () =>
  new HttpError(
    409,
    'EVENT_DEADLINE_PASSED',
    'The sign-up deadline of this event has passed: signing up and cancelling are no longer possible.',
  );

/** Places taken: every confirmed person with their guests, and the places paid events reserve. */
export async function placesTaken(trx: Trx, eventId: string): Promise<number> {
  const row = await trx
    .selectFrom('event_sign_ups')
    .select(sql<number>`coalesce(sum(1 + guests), 0)::int`.as('taken'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'CONFIRMED')
    .executeTakeFirstOrThrow();
  return Number(row.taken) + ((await reservedPlaces(trx, [eventId])).get(eventId) ?? 0);
}

/** Places taken and people waiting of events, for the visitor's view. */
export async function placesOf(db: Db, eventIds: string[]): Promise<Map<string, { taken: number; waiting: number }>> {
  const result = new Map<string, { taken: number; waiting: number }>();
  if (eventIds.length === 0) return result;
  const rows = await db
    .selectFrom('event_sign_ups')
    .select([
      'event_id',
      sql<number>`coalesce(sum(1 + guests) FILTER (WHERE status = 'CONFIRMED'), 0)::int`.as('taken'),
      sql<number>`count(*) FILTER (WHERE status = 'WAITING')::int`.as('waiting'),
    ])
    .where('event_id', 'in', eventIds)
    .groupBy('event_id')
    .execute();
  const reserved = await reservedPlaces(db, eventIds);
  for (const row of rows) result.set(row.event_id, { taken: Number(row.taken), waiting: Number(row.waiting) });
  for (const [eventId, places] of reserved) {
    const counts = result.get(eventId) ?? { taken: 0, waiting: 0 };
    result.set(eventId, { ...counts, taken: counts.taken + places });
  }
  return result;
}

/** 'Samstag, 10. Juli 2027 um 15:00 Uhr' / 'Saturday 10 July 2027 at 15:00' (the club's time zone). */
export function formatWhen(instant: Date, lang: Language): string {
  const text = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: contracts.CLUB_TIME_ZONE,
  }).format(instant);
  return lang === 'de' ? `${text} Uhr` : text;
}

/** The link of the confirmation mail: the event's page opens the cancel dialog for the token. */
export async function cancelLink(origin: string, trx: Trx, event: EventDetails, token: string): Promise<string> {
  const route = (await eventRoute(trx, event.organizationId, event.contentId)) ?? '/events';
  const query = new URLSearchParams({ event: event.id, cancel: token });
  return `${origin}${route}?${query.toString()}`;
}

export async function mailTo(
  origin: string,
  trx: Trx,
  event: EventDetails,
  person: {
    name: string;
    email: string;
    language: string;
    userId: string | null;
    guests: number;
    /** A child's sign-up: the guardian (users id) who made it and gets the mail. */
    signedUpBy?: string | null;
  },
  kind: 'confirmed' | 'waiting' | 'promoted' | 'offered' | 'waitingPaid',
  token: string,
  position: number | null,
  extra: Record<string, string> = {},
) {
  if (person.email.endsWith('.invalid')) return;
  const lang: Language = person.language === 'en' ? 'en' : 'de';
  const club = await trx
    .selectFrom('organizations')
    .select(['name', 'company_name'])
    .where('id', '=', event.organizationId)
    .executeTakeFirstOrThrow();
  // A child's mail goes to the guardian, greets them and names the child (the *Child texts).
  const greeting = await greetingOf(trx, person);
  const key = greeting.child ? `eventMail.${kind}Child` : `eventMail.${kind}`;
  const params = {
    name: greeting.name,
    child: person.name,
    event: event.title,
    when: formatWhen(event.startsAt, lang),
    place: event.place,
    deadline: formatWhen(event.deadline, lang),
    link: await cancelLink(origin, trx, event, token),
    position: String(position ?? ''),
    guests: person.guests > 0 ? requiredText(lang, 'eventMail.guests', { count: person.guests }) : '',
    club: club.company_name || club.name,
    ...extra,
  };
  await addToOutbox(
    trx,
    {
      organizationId: event.organizationId,
      template: `EVENT_${kind.toUpperCase()}`,
      templateId: event.id,
      recipient: person.email,
      replyTo: null,
      subject: requiredText(lang, `${key}.subject`, params),
      textBody: requiredText(lang, `${key}.body`, params),
      htmlBody: null,
    },
    'job',
  );
}

/**
 * Gives freed places to the waiting list, first come first served (the course waiting list's
 * rule): in joined_at order while the next person (with their guests) fits; nobody is skipped.
 * Each one promoted gets a mail with a fresh cancel link. Runs with the event's row locked.
 */
async function promoteWaiting(deps: EventsDeps, origin: string, trx: Trx, event: EventDetails): Promise<number> {
  if (event.priceCents > 0) return offerPaidPlaces(deps, origin, trx, event);
  if (event.places === null) return 0;
  let free = event.places - (await placesTaken(trx, event.id));
  const line = await trx
    .selectFrom('event_sign_ups')
    .select(['id', 'name', 'email', 'language', 'user_id', 'guests', 'signed_up_by'])
    .where('event_id', '=', event.id)
    .where('status', '=', 'WAITING')
    .orderBy('joined_at')
    .orderBy('id')
    .execute();
  let promoted = 0;
  for (const person of line) {
    if (1 + person.guests > free) break;
    const token = signUpToken(deps.linkKeys()[0]!, event.organizationId, person.id);
    await trx
      .updateTable('event_sign_ups')
      .set({ status: 'CONFIRMED', confirmed_at: new Date(deps.now()) })
      .where('id', '=', person.id)
      .execute();
    await mailTo(
      origin,
      trx,
      event,
      { ...person, userId: person.user_id, signedUpBy: person.signed_up_by },
      'promoted',
      token,
      null,
    );
    free -= 1 + person.guests;
    promoted += 1;
  }
  return promoted;
}

/**
 * A paid event's freed places are offered, not given (api/README.md "Paid events"): the first
 * waiting people who fit (nobody is skipped) get the place held for `offerHours` and a mail with
 * the event's link; they pay there like any sign-up. Expired offers leave the line first.
 */
async function offerPaidPlaces(deps: EventsDeps, origin: string, trx: Trx, event: EventDetails): Promise<number> {
  await endExpiredOffers(trx, event.id);
  let free = event.places === null ? Number.POSITIVE_INFINITY : event.places - (await placesTaken(trx, event.id));
  let offered = 0;
  // The offer's link opens the event's form (to pay), not the cancel dialog of the cancel link.
  const page = `${origin}${(await eventRoute(trx, event.organizationId, event.contentId)) ?? '/events'}`;
  for (const person of await waitingWithoutOffer(trx, event.id)) {
    if (1 + person.guests > free) break;
    const until = await offerPlace(trx, person.id, deps.offerHours ?? 48);
    const token = signUpToken(deps.linkKeys()[0]!, event.organizationId, person.id);
    const lang: Language = person.language === 'en' ? 'en' : 'de';
    await mailTo(
      origin,
      trx,
      event,
      { ...person, userId: person.user_id, signedUpBy: person.signed_up_by },
      'offered',
      token,
      null,
      {
        until: formatWhen(until, lang),
        price: contracts.formatCents(contracts.eventPaymentCents(event.priceCents, person.guests), lang),
        link: `${page}?${new URLSearchParams({ event: event.id }).toString()}`,
      },
    );
    free -= 1 + person.guests;
    offered += 1;
  }
  return offered;
}

/** Gives an event's free places to its waiting list now (a refund freed one; the offers job). */
export async function givePlacesOn(deps: EventsDeps, organizationId: string, eventId: string): Promise<number> {
  const origin = await deps.publicOrigins.originForId(organizationId);
  return deps.db.transaction().execute(async (trx) => {
    const event = await loadEvent(trx, organizationId, eventId, 'de', true);
    return promoteWaiting(deps, origin, trx, event);
  });
}

export interface SignUpInput {
  name?: string;
  email?: string;
  guests: number;
  answers: Record<string, string>;
  language: Language;
  /** A guardian signs up one of their children (participants.ts decides whether they may). */
  participantId?: string;
}

/** Who signs up: a signed-in person (from their profile, or their child), else the visitor. */
export interface SignUpPerson {
  userId: string | null;
}

/** The deadline, guests and answers of a sign-up checked against the event; the answers kept. */
export function checkedAnswers(
  event: EventDetails,
  input: Pick<SignUpInput, 'guests' | 'answers'>,
  now: number,
): Record<string, string> {
  if (now > event.deadline.getTime()) throw deadlinePassed();
  if (input.guests > 0 && !event.guestsAllowed)
    throw badRequest('GUESTS_NOT_ALLOWED', 'Guests cannot be brought to this event.');
  const problem = contracts.answerProblems(event.questions, input.answers)[0];
  if (problem) {
    const question = event.questions.find((q) => q.id === problem.questionId)!.question;
    throw problem.problem === 'required'
      ? badRequest('ANSWER_REQUIRED', `Please answer the question “${question}”.`, undefined, { question })
      : badRequest('ANSWER_INVALID', `The answer to “${question}” does not fit.`, undefined, { question });
  }
  const known = new Set(event.questions.map((q) => q.id));
  return Object.fromEntries(
    Object.entries(input.answers)
      .filter(([id, answer]) => known.has(id) && answer.trim())
      .map(([id, answer]) => [id, answer.trim()]),
  );
}

export async function signUp(
  deps: EventsDeps,
  organizationId: string,
  eventId: string,
  person: SignUpPerson,
  input: SignUpInput,
  lang: Language,
) {
  const participant = await participantOf(deps.db, organizationId, person.userId, input.participantId, input);
  const { name, email } = participant;
  // The club's configured origin (the mail's link), read before the transaction: PGlite has one
  // connection, and the transaction holds it.
  const origin = await deps.publicOrigins.originForId(organizationId);
  return deps.db.transaction().execute(async (trx) => {
    const event = await loadEvent(trx, organizationId, eventId, lang, true);
    // A paid event's sign-up starts its payment (paid.ts), never a free place.
    if (event.priceCents > 0)
      throw new HttpError(409, 'EVENT_PAYMENT_REQUIRED', 'This event costs money: please sign in and pay to sign up.');
    const answers = checkedAnswers(event, input, deps.now());
    // One sign-up per person: the guardian and each child may each have one (participants.ts).
    const existing = await ofParticipant(
      trx.selectFrom('event_sign_ups').select('id').where('event_id', '=', eventId),
      participant,
    ).executeTakeFirst();
    if (existing) throw alreadySignedUp(participant);
    const waiting = await trx
      .selectFrom('event_sign_ups')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('event_id', '=', eventId)
      .where('status', '=', 'WAITING')
      .executeTakeFirstOrThrow();
    // Nobody overtakes the line: with people waiting a new sign-up waits too.
    const fits =
      event.places === null ||
      (Number(waiting.count) === 0 && (await placesTaken(trx, eventId)) + 1 + input.guests <= event.places);
    const row = await trx
      .insertInto('event_sign_ups')
      .values({
        organization_id: organizationId,
        event_id: eventId,
        user_id: participant.userId,
        signed_up_by: participant.signedUpBy?.id ?? null,
        name,
        email,
        language: input.language,
        guests: input.guests,
        answers: JSON.stringify(answers),
        status: fits ? 'CONFIRMED' : 'WAITING',
        confirmed_at: fits ? new Date(deps.now()) : null,
      })
      .returning(['id', 'status'])
      .executeTakeFirstOrThrow();
    await rememberStartHeard(trx, event);
    const token = signUpToken(deps.linkKeys()[0]!, organizationId, row.id);
    const position = fits ? null : Number(waiting.count) + 1;
    await mailTo(
      origin,
      trx,
      event,
      {
        name,
        email,
        language: input.language,
        userId: participant.userId,
        guests: input.guests,
        signedUpBy: participant.signedUpBy?.id ?? null,
      },
      fits ? 'confirmed' : 'waiting',
      token,
      position,
    );
    return { id: row.id, status: row.status, position, cancelToken: token };
  });
}

/** Cancels one sign-up (found by its cancel token or its member) and gives the place on. */
export async function cancelSignUp(
  deps: EventsDeps,
  organizationId: string,
  eventId: string,
  who: { token: string } | { userId: string; participantId?: string },
  lang: Language,
): Promise<void> {
  // A guardian cancels a child's sign-up: the child must be theirs (participants.ts, 403 else).
  const participant =
    'userId' in who ? (await participantOf(deps.db, organizationId, who.userId, who.participantId)).userId : null;
  const origin = await deps.publicOrigins.originForId(organizationId);
  const paidOrder = await deps.db.transaction().execute(async (trx) => {
    const event = await loadEvent(trx, organizationId, eventId, lang, true);
    let query = trx
      .selectFrom('event_sign_ups')
      .select(['id', 'order_id'])
      .where('organization_id', '=', organizationId)
      .where('event_id', '=', eventId);
    if ('token' in who) {
      const id = readSignUpToken(deps.linkKeys(), organizationId, who.token);
      if (!id) throw notFound('This sign-up does not exist (any more).', 'eventSignUp');
      query = query.where('id', '=', id);
    } else query = query.where('user_id', '=', participant);
    const signUp = await query.executeTakeFirst();
    if (!signUp) throw notFound('This sign-up does not exist (any more).', 'eventSignUp');
    if (deps.now() > event.deadline.getTime()) throw deadlinePassed();
    // A paid place goes with its refund (paid.ts: the order's refund frees it, exactly once).
    if (signUp.order_id) return signUp.order_id;
    await trx.deleteFrom('event_sign_ups').where('id', '=', signUp.id).execute();
    await promoteWaiting(deps, origin, trx, event);
    return null;
  });
  if (paidOrder) {
    if (!deps.refundPaidSignUp) throw new Error('paid sign-ups need refundPaidSignUp');
    await deps.refundPaidSignUp(organizationId, eventId, paidOrder, 'userId' in who ? who.userId : null);
  }
}
