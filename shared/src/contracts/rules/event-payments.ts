import * as v from 'valibot';
import { moneyAmountSchema } from './money';
import { eventSignUpBody } from './events';

// A paid event's sign-up (issue 35 item 3): the sign-up's own fields (a signed-in member's name
// and e-mail come from their profile) plus the amount the page showed, which the server compares
// with the event's price times (1 + guests) (400 AMOUNT_MISMATCH), as a course's checkout does.

/** The largest amount one event sign-up may cost (euros): a sanity bound, not a price rule. */
const maxEventPaymentAmount = 100_000;

export const eventPaymentBody = v.strictObject({
  guests: eventSignUpBody.entries.guests,
  answers: eventSignUpBody.entries.answers,
  language: eventSignUpBody.entries.language,
  amount: moneyAmountSchema(0.01, maxEventPaymentAmount),
});
export type EventPaymentInput = v.InferInput<typeof eventPaymentBody>;

/** What a paid sign-up costs in cents: the price per person for the member and each guest. */
export const eventPaymentCents = (priceCents: number, guests: number): number => priceCents * (1 + guests);
