import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { SignUpPayment } from '@club/shared/contracts/endpoints/events';
import type { Database } from '../../db/schema.js';
import { contracts } from '../../lib/contracts.js';
import { HttpError } from '../../lib/http-error.js';
import type { Language } from '../../lib/language.js';
import { personName } from '../../lib/person-name.js';
import { completeRefund, requestRefund, type PaidPlaceKind } from '../orders/index.js';
import { providerUnavailable, type PaymentDeps } from '../payments/index.js';
import type { WaitingListConfig } from '../places/index.js';
import { holdPlace, insertCheckout, reusableCheckout, type CheckoutRow } from '../wallets/index.js';
import { loadEvent, type EventDetails } from './event-details.js';
import { rememberStartHeard } from './event-starts.js';
import { checkedAnswers, givePlacesOn, mailTo, placesTaken, type EventsDeps } from './sign-ups.js';
import { signUpToken } from './tokens.js';
import { alreadySignedUp, ofParticipant, participantOf, type Participant } from './participants.js';
import './tables.js';

// Paid events (issue 35 item 3; api/README.md "Paid events"). The money goes the courses' way:
// a checkout of kind EVENT (wallets) holds the place while the person pays, the provider's answer
// reaches orders/settle.ts (order route, webhook, job alike), whose order transaction takes the
// place through `eventPaidPlaces` below, and a cancellation is orders' refund. This file adds
// only what an event's place is: the sign-up with its answers, counted while it is paid for.

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export interface PaidEventsDeps extends EventsDeps {
  payments: PaymentDeps;
  /** The waiting-list settings the orders' refund reads (offer hours). */
  config: { waitingList: WaitingListConfig };
  /** How long a checkout holds its place (PLACE_HOLD_MINUTES, the courses' setting). */
  holdMinutes: number;
}

export type EventPaymentStart =
  | { status: 'PAYMENT'; checkoutId: string; widgetUrl: string; entityId: string; amount: number }
  | { status: 'WAITING'; position: number };

export interface EventPaymentInput {
  guests: number;
  answers: Record<string, string>;
  language: Language;
  /** What the page showed (euros): must be the server's price times (1 + guests). */
  amount: number;
  /** A guardian pays for one of their children (participants.ts decides whether they may). */
  participantId?: string;
}

/** The participant's own sign-up row of the event, with whether a waiting-list offer holds a place for them. */
async function ownSignUp(trx: Trx, eventId: string, participant: Pick<Participant, 'userId' | 'email' | 'signedUpBy'>) {
  return ofParticipant(
    trx
      .selectFrom('event_sign_ups')
      .select(['id', 'status', 'guests', sql<boolean>`coalesce(offer_expires_at > now(), false)`.as('hasOffer')])
      .where('event_id', '=', eventId),
    participant,
  ).executeTakeFirst();
}

/** Places the participant's own open payment holds for this event (counted in placesTaken). */
async function ownHeldPlaces(trx: Trx, eventId: string, participantId: string): Promise<number> {
  const { rows } = await sql<{ places: number }>`
    SELECT coalesce(sum(1 + p.guests), 0)::int AS places
    FROM event_payments p JOIN wallet_checkouts c ON c.id = p.checkout_id
    WHERE p.event_id = ${eventId} AND c.participant_id = ${participantId} AND c.status = 'OPEN'
      AND c.place_held_until > now()`.execute(trx);
  return Number(rows[0]?.places ?? 0);
}

/**
 * Starts the payment of a paid event's sign-up for a signed-in member (the checkout needs an
 * account, as a course's does). The server decides from its own data: the price (per person,
 * guests too) must be the amount the page showed, the answers the questions' rules, and a place
 * must be left for this person without overtaking the waiting list (or be offered to them).
 * - a place: a checkout of kind EVENT holds it for `holdMinutes`; the answer carries the widget;
 * - no place: the waiting list as for a free event, and no payment starts.
 * A second tab or a retry reuses the open checkout (wallets' reuse rule) and renews its hold.
 */
export async function startEventPayment(
  deps: PaidEventsDeps,
  organizationId: string,
  eventId: string,
  userId: string,
  input: EventPaymentInput,
  lang: Language,
): Promise<EventPaymentStart> {
  // The payer is the caller; the participant the caller or their child (never the request's word).
  const person = await participantOf(deps.db, organizationId, userId, input.participantId);
  const participantId = person.userId!;
  const event = await loadEvent(deps.db, organizationId, eventId, lang);
  if (event.priceCents === 0)
    throw new HttpError(409, 'EVENT_FREE', 'This event costs nothing: please sign up without payment.');
  checkedAnswers(event, input, deps.now());
  const cents = contracts.eventPaymentCents(event.priceCents, input.guests);
  if (contracts.parseCents(input.amount) !== cents)
    throw new HttpError(
      400,
      'AMOUNT_MISMATCH',
      'The amount does not match the event’s price. Please reload the page.',
      'Payment',
      undefined,
      'AMOUNT_MISMATCH.event',
    );
  const price = contracts.centsToDecimal(cents);
  const provider = deps.payments.provider;
  const origin = await deps.publicOrigins.originForId(organizationId);
  // Course credits (cancelled dates) are not spent on events: an event's checkout spends none.
  const open = (
    await reusableCheckout(provider, deps.db, {
      orgId: organizationId,
      userId,
      participantId,
      concept: eventId,
      price,
      balanceCents: 0,
    })
  )?.providerCheckoutId;
  const heldUntil = () => new Date(deps.now() + deps.holdMinutes * 60_000);
  const payment = (providerCheckoutId: string): EventPaymentStart => ({
    status: 'PAYMENT',
    checkoutId: providerCheckoutId,
    widgetUrl: provider.widgetUrl(providerCheckoutId),
    entityId: provider.entityId,
    amount: cents / 100,
  });

  /**
   * With the event's row locked (sign-ups and payments of one event one after the other): the
   * waiting list, the reused checkout, the new one (`created`), or 'CHECKOUT' when a place is
   * left and the provider must be asked for a checkout first (never inside the transaction).
   */
  const decide = (created: { id: string; providerCheckoutId: string } | null) =>
    deps.db.transaction().execute(async (trx): Promise<EventPaymentStart | 'CHECKOUT'> => {
      const locked = await loadEvent(trx, organizationId, eventId, lang, true);
      const answers = checkedAnswers(locked, input, deps.now());
      await rememberStartHeard(trx, locked);
      const own = await ownSignUp(trx, eventId, person);
      if (own && (own.status === 'CONFIRMED' || !own.hasOffer)) throw alreadySignedUp(person);
      const others = await trx
        .selectFrom('event_sign_ups')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('event_id', '=', eventId)
        .where('status', '=', 'WAITING')
        .$if(Boolean(own), (query) => query.where('id', '!=', own!.id))
        .executeTakeFirstOrThrow();
      const taken =
        (await placesTaken(trx, eventId)) -
        (own ? 1 + own.guests : 0) -
        (await ownHeldPlaces(trx, eventId, participantId));
      // Nobody overtakes the line; a person with an offer has their place held already.
      const fits =
        locked.places === null ||
        ((Boolean(own) || Number(others.count) === 0) && taken + 1 + input.guests <= locked.places);
      if (!fits) {
        if (own) throw new HttpError(409, 'EVENT_FULL', 'Not enough places are left for you and your guests.');
        return joinWaitingList(deps, origin, trx, locked, person, input, answers);
      }
      const paymentRow = {
        organization_id: organizationId,
        event_id: eventId,
        user_id: userId,
        name: person.name,
        email: person.email,
        language: input.language,
        guests: input.guests,
        answers: JSON.stringify(answers),
      };
      if (open) {
        await holdPlace(trx, { orgId: organizationId, userId, providerCheckoutId: open }, heldUntil());
        const checkout = await trx
          .selectFrom('wallet_checkouts')
          .select('id')
          .where('provider_checkout_id', '=', open)
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('event_payments')
          .values({ checkout_id: checkout.id, ...paymentRow })
          .onConflict((oc) =>
            oc.column('checkout_id').doUpdateSet({ answers: paymentRow.answers, language: input.language }),
          )
          .execute();
        return payment(open);
      }
      if (!created) return 'CHECKOUT';
      const isStored = await insertCheckout(trx, {
        id: created.id,
        organizationId,
        userId,
        participantId,
        language: input.language,
        provider: provider.name,
        providerCheckoutId: created.providerCheckoutId,
        amount: price,
        concept: eventId,
        productId: null,
        paymentType: 'DB',
        paymentBrand: 'VISA',
        placeHeldUntil: heldUntil(),
        creditCents: 0,
        kind: 'EVENT',
      });
      // Another tab opened one first: the person retries and gets that one.
      if (!isStored) throw new HttpError(409, 'CHECKOUT_CONFLICT', 'Please try again.', 'Payment');
      await trx
        .insertInto('event_payments')
        .values({ checkout_id: created.id, ...paymentRow })
        .execute();
      return payment(created.providerCheckoutId);
    });

  const first = await decide(null);
  if (first !== 'CHECKOUT') return first;
  const id = randomUUID();
  const { checkoutId } = await provider
    .createCheckout({ amount: price, currency: 'EUR', paymentType: 'DB', merchantTransactionId: id })
    .catch(providerUnavailable);
  const second = await decide({ id, providerCheckoutId: checkoutId });
  if (second === 'CHECKOUT') throw new Error('a created checkout was not stored');
  return second;
}

/** The waiting list of a paid event: as for a free one (first come, first served), with a mail. */
async function joinWaitingList(
  deps: EventsDeps,
  origin: string,
  trx: Trx,
  event: EventDetails,
  person: Participant,
  input: EventPaymentInput,
  answers: Record<string, string>,
): Promise<EventPaymentStart> {
  const ahead = await trx
    .selectFrom('event_sign_ups')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('event_id', '=', event.id)
    .where('status', '=', 'WAITING')
    .executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('event_sign_ups')
    .values({
      organization_id: event.organizationId,
      event_id: event.id,
      user_id: person.userId,
      signed_up_by: person.signedUpBy?.id ?? null,
      name: person.name,
      email: person.email,
      language: input.language,
      guests: input.guests,
      answers: JSON.stringify(answers),
      status: 'WAITING',
      confirmed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const position = Number(ahead.count) + 1;
  const token = signUpToken(deps.linkKeys()[0]!, event.organizationId, row.id);
  await mailTo(
    origin,
    trx,
    event,
    { ...person, language: input.language, guests: input.guests, signedUpBy: person.signedUpBy?.id ?? null },
    'waitingPaid',
    token,
    position,
  );
  return { status: 'WAITING', position };
}

const languageOf = (text: string): Language => (text === 'en' ? 'en' : 'de');

/**
 * What an event's payment buys, for orders' settlement (orders/paid-places.ts), inside the order's
 * transaction with the checkout locked:
 * - take: the payment's answers become a CONFIRMED sign-up. While the checkout still held its
 *   place it is theirs; after the hold ran out only when a place is still free (else FULL: the
 *   payment goes back, as for a course). A person confirmed already is DUPLICATE.
 * - attach: the sign-up names its order (the cancellation refunds it).
 * - release: a refunded order's sign-up is gone; the freed place goes to the waiting list at the
 *   cancellation's end or the offers job's next pass.
 */
export const eventPaidPlaces: PaidPlaceKind = {
  async take(trx: Trx, checkout: CheckoutRow) {
    const eventId = checkout.concept;
    const paid = await trx
      .selectFrom('event_payments')
      .selectAll()
      .where('checkout_id', '=', checkout.id)
      .executeTakeFirst();
    if (!paid) return { outcome: 'FULL' as const, name: '', itemId: eventId };
    const event = await loadEvent(trx, checkout.organizationId, eventId, languageOf(paid.language), true).catch(
      () => null,
    );
    if (!event) return { outcome: 'FULL' as const, name: '', itemId: eventId };
    const result = (outcome: 'TAKEN' | 'DUPLICATE' | 'FULL') => ({ outcome, name: event.title, itemId: eventId });
    // The checkout's participant takes the place: the payer, or the payer's child (the payer signed up).
    const signedUpBy = checkout.participantId !== paid.user_id ? paid.user_id : null;
    const own = await ownSignUp(trx, eventId, {
      userId: checkout.participantId,
      email: paid.email,
      signedUpBy: signedUpBy ? { id: signedUpBy, name: '' } : null,
    });
    if (own?.status === 'CONFIRMED') return result('DUPLICATE');
    const { rows } = await sql<{ held: boolean }>`
      SELECT coalesce(place_held_until > now(), false) AS held FROM wallet_checkouts WHERE id = ${checkout.id}`.execute(
      trx,
    );
    if (!rows[0]?.held && event.places !== null) {
      const taken = (await placesTaken(trx, eventId)) - (own?.hasOffer ? 1 + own.guests : 0);
      if (taken + 1 + paid.guests > event.places) return result('FULL');
    }
    const confirmed = {
      user_id: checkout.participantId,
      signed_up_by: signedUpBy,
      name: paid.name,
      language: paid.language,
      guests: paid.guests,
      answers: JSON.stringify(paid.answers ?? {}),
      status: 'CONFIRMED' as const,
      confirmed_at: new Date(),
      offer_expires_at: null,
    };
    if (own) await trx.updateTable('event_sign_ups').set(confirmed).where('id', '=', own.id).execute();
    else
      await trx
        .insertInto('event_sign_ups')
        .values({
          ...confirmed,
          organization_id: checkout.organizationId,
          event_id: eventId,
          email: paid.email,
        })
        .execute();
    return result('TAKEN');
  },
  async attach(trx: Trx, checkout: CheckoutRow, orderId: string) {
    // take() wrote the participant's id into the sign-up (a child's, or the payer's own).
    await trx
      .updateTable('event_sign_ups')
      .set({ order_id: orderId })
      .where('event_id', '=', checkout.concept)
      .where('user_id', '=', checkout.participantId)
      .execute();
    // The answers live in the sign-up now.
    await trx.deleteFrom('event_payments').where('checkout_id', '=', checkout.id).execute();
  },
  async release(trx: Trx, orderId: string) {
    await trx.deleteFrom('event_sign_ups').where('order_id', '=', orderId).execute();
  },
};

/**
 * A paid sign-up's cancellation (until the deadline, checked by cancelSignUp): orders' refund
 * moves the order SENT -> REFUND_PENDING once under its row lock and frees the place (release
 * above); the provider is asked by whoever holds the order's lease, so two cancellations at once
 * refund once. Then the freed place goes to the waiting list.
 */
export function paidSignUpRefunder(deps: PaidEventsDeps) {
  return async (organizationId: string, eventId: string, orderId: string, by: string | null): Promise<void> => {
    await requestRefund(deps, organizationId, orderId, { reason: 'EVENT_CANCELLED', requestedBy: by });
    await completeRefund(deps.payments, organizationId, orderId);
    await givePlacesOn(deps, organizationId, eventId);
  };
}

/** Payment state per sign-up of an event (the organiser's list), and the refunded ones (gone from the sign-ups). */
export async function paymentsOfEvent(db: Db, organizationId: string, eventId: string) {
  const orders = await db
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.participant_id')
    // A child's order: the payer (the guardian) signed the child up and gets the mails.
    .leftJoin('users as p', (join) => join.onRef('p.id', '=', 'o.user_id').onRef('o.user_id', '!=', 'o.participant_id'))
    .select(['o.id', 'o.status', 'o.created_at', 'u.email', 'u.first_name', 'u.last_name', 'u.display_name'])
    .select(['p.id as payer_id', 'p.first_name as payer_first', 'p.last_name as payer_last', 'p.email as payer_email'])
    .where('o.organization_id', '=', organizationId)
    .where('o.event_id', '=', eventId)
    .orderBy('o.created_at')
    .execute();
  const stateOf = (status: string): SignUpPayment =>
    status === 'SENT' ? 'PAID' : status === 'REFUNDED' ? 'REFUNDED' : 'REFUNDING';
  return {
    byOrder: new Map(orders.map((order) => [order.id, stateOf(order.status)] as const)),
    refunded: orders
      .filter((order) => order.status !== 'SENT')
      .map((order) => ({
        id: order.id,
        name: [order.first_name, order.last_name].filter(Boolean).join(' ') || order.display_name || order.email || '',
        email: (order.payer_id ? order.payer_email : order.email) ?? '',
        signedUpBy: order.payer_id
          ? personName({ first_name: order.payer_first, last_name: order.payer_last, email: order.payer_email })
          : null,
        createdAt: new Date(order.created_at).toISOString(),
        payment: stateOf(order.status),
      })),
  };
}
