import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { contracts } from '../../lib/contracts.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { KeyedQueue } from '../../lib/keyed-queue.js';
import type { Language } from '../../lib/language.js';
import { assertNotEnrolled, coursePlaces, lockCourseAndCheckPlace, placesLeft } from '../places/index.js';
import { providerUnavailable, type PaymentProvider } from '../payments/index.js';
import { participantFor } from './participant.js';
import { creditBalance, creditProvider, lockMemberCredit } from './credits.js';
import { courseForSale, holdPlace, insertCheckout, openCheckout } from './repository.js';
import { reusableCheckout } from './reuse.js';

export interface CheckoutStart {
  orgId: string;
  userId: string;
  amount: number;
  concept: string;
  participantId?: string;
  paymentType: 'DB' | 'PA';
  paymentBrand: string;
  language: Language;
}

/**
 * The answer of POST .../wallets/checkout: what the browser needs for the provider's widget, and
 * what the member's credit pays (widgetUrl empty when it pays everything: send the order at once).
 */
export interface StartedCheckout {
  originalResponse: { id: string };
  widgetUrl: string;
  entityId: string;
  creditCents: number;
  chargeCents: number;
}

/**
 * The checkouts of one course take their place one after the other in this process (issue 36's
 * rush): a buyer waits in memory, not on the course row's lock with a pooled connection, and is
 * told "full" without touching the lock once the places are gone. Across replicas the row lock
 * still decides.
 */
const takingPlaces = new KeyedQueue();

const assertPlaceLeft = async (db: Kysely<Database>, orgId: string, concept: string, participantId: string) => {
  if (placesLeft(await coursePlaces(db, orgId, concept, participantId)) === 0) throw courseFull();
};

const courseFull = () =>
  new HttpError(409, 'COURSE_FULL', 'This course has no place left. You can join the waiting list.', 'Payment');

/**
 * Starts (or reuses) the card checkout of a course for a person. The server decides from its own
 * data: the course must be open and on sale at a price above 0 (the product's price is the one
 * price, and the browser's amount must equal it), the participant must not take part yet, and a
 * place must be left. The checkout then holds that place until `holdMinutes` have passed or it
 * ends (paid, declined, abandoned), so nobody pays for a place another buyer is paying for.
 */
export async function startCheckout(
  db: Kysely<Database>,
  provider: PaymentProvider,
  input: CheckoutStart,
  clock: { now: Date; holdMinutes: number },
): Promise<StartedCheckout> {
  const { orgId, userId, concept } = input;
  // Who takes part: the payer, or a child of theirs (decided from the database, 403 otherwise).
  const participant = await participantFor(db, orgId, userId, input.participantId);
  const course = await courseForSale(db, orgId, concept);
  if (!course) throw notFound('No course has this id.', 'course');
  if (course.group.closedAt) {
    throw new HttpError(
      409,
      'COURSE_CLOSED',
      'This course has no coming dates and cannot be booked. Please ask the club.',
      'Payment',
    );
  }
  if (!course.product) {
    throw new HttpError(
      409,
      'COURSE_NOT_FOR_SALE',
      'This course is not offered on any page at the moment and cannot be booked. Please ask the club.',
      'Payment',
    );
  }
  if (course.product.price <= 0) {
    throw new HttpError(
      409,
      'COURSE_FREE',
      'This course costs nothing and is not booked online. Please ask the club.',
      'Payment',
    );
  }
  const price = contracts.centsToDecimal(contracts.toCents(course.product.price));
  // The price is the server's: a changed amount in the browser is refused.
  if (!contracts.sameAmount(course.product.price, input.amount)) {
    throw new HttpError(
      400,
      'AMOUNT_MISMATCH',
      'The amount does not match the course price. Please reload the page.',
      'Payment',
    );
  }
  await assertNotEnrolled(db, orgId, userId, participant, concept);
  // A quick answer for a full course; the transaction below decides for certain.
  await assertPlaceLeft(db, orgId, concept, participant.id);
  const heldUntil = new Date(clock.now.getTime() + clock.holdMinutes * 60_000);
  const priceCents = contracts.toCents(price);
  const answer = (checkout: { providerCheckoutId: string; provider: string; creditCents: number }) => {
    const isCreditOnly = checkout.provider === creditProvider;
    return {
      originalResponse: { id: checkout.providerCheckoutId },
      widgetUrl: isCreditOnly ? '' : provider.widgetUrl(checkout.providerCheckoutId),
      entityId: isCreditOnly ? '' : provider.entityId,
      creditCents: checkout.creditCents,
      chargeCents: priceCents - checkout.creditCents,
    };
  };
  // One open checkout per person and course: a second tab or a retry gets the same one, and its
  // hold is renewed while a place is left.
  const open = await reusableCheckout(provider, db, {
    orgId,
    userId,
    participantId: participant.id,
    concept,
    price,
    balanceCents: await creditBalance(db, orgId, userId),
  });
  if (open) {
    await takingPlaces.run(concept, async () => {
      await assertPlaceLeft(db, orgId, concept, participant.id);
      await db.transaction().execute(async (trx) => {
        if (!(await lockCourseAndCheckPlace(trx, orgId, concept, participant.id))) throw courseFull();
        await holdPlace(trx, { orgId, userId, providerCheckoutId: open.providerCheckoutId }, heldUntil);
      });
    });
    return answer(open);
  }
  // The member's open credit is spent first (api/README.md "Credit notes and partial refund
  // lines"). Counted again under the member's credit lock before the checkout is stored: when
  // another tab spent it meanwhile, the checkout is made once more with what is left (the first
  // provider checkout is never shown).
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const creditCents = Math.min(priceCents, await creditBalance(db, orgId, userId));
    const chargeCents = priceCents - creditCents;
    const id = randomUUID();
    const providerCheckoutId =
      chargeCents > 0
        ? (
            await provider
              .createCheckout({
                amount: contracts.centsToDecimal(chargeCents),
                currency: 'EUR',
                paymentType: input.paymentType,
                merchantTransactionId: id,
              })
              .catch(providerUnavailable)
          ).checkoutId
        : id;
    const checkout = {
      id,
      organizationId: orgId,
      userId,
      participantId: participant.id,
      language: input.language,
      provider: chargeCents > 0 ? provider.name : creditProvider,
      providerCheckoutId,
      amount: price,
      creditCents,
      concept,
      productId: course.product.id,
      paymentType: input.paymentType,
      paymentBrand: input.paymentBrand,
      placeHeldUntil: heldUntil,
      // Paid by credit alone: the member's click was the payment. The browser sends the order at
      // once; should it not arrive, the settlement job books it after this minute.
      nextCheckAt: chargeCents > 0 ? null : new Date(clock.now.getTime() + 60_000),
    };
    // The place is counted and held in one transaction with the course row locked (as an enrolment).
    const stored = await takingPlaces.run(concept, async () => {
      await assertPlaceLeft(db, orgId, concept, participant.id);
      return db.transaction().execute(async (trx) => {
        if (!(await lockCourseAndCheckPlace(trx, orgId, concept, participant.id))) throw courseFull();
        if (creditCents > 0) {
          await lockMemberCredit(trx, userId);
          if ((await creditBalance(trx, orgId, userId)) < creditCents) return 'CREDIT_CHANGED' as const;
        }
        return (await insertCheckout(trx, checkout)) ? ('STORED' as const) : ('LOST' as const);
      });
    });
    if (stored === 'STORED') return answer(checkout);
    if (stored === 'LOST') {
      // Another tab won the race: its checkout is the one (ours is never shown, never paid).
      const winner = await openCheckout(db, orgId, userId, concept, participant.id);
      if (!winner) break;
      return answer(winner);
    }
  }
  throw new HttpError(409, 'CHECKOUT_CONFLICT', 'Please try again.', 'Payment');
}
