import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { contracts } from '../../lib/contracts.js';
import type { PaymentProvider } from '../payments/index.js';
import { creditProvider } from './credits.js';
import { abandonCheckout, openCheckout, type CheckoutRow } from './repository.js';

/**
 * The person's open checkout for this course, when it can be used again: same provider, price and
 * credit (the credit it spends plus the member's open credit decide what it would spend today).
 * An open checkout at an old price or credit on which nothing was paid gives way to a new one; one
 * that holds a payment (pending) is kept, so it is never charged twice. An unreachable provider
 * keeps it too (the safe side). A checkout the credit pays in full holds no provider payment.
 */
export async function reusableCheckout(
  provider: PaymentProvider,
  db: Kysely<Database>,
  wanted: {
    orgId: string;
    userId: string;
    participantId: string;
    concept: string;
    price: string;
    balanceCents: number;
  },
): Promise<CheckoutRow | null> {
  const open = await openCheckout(db, wanted.orgId, wanted.userId, wanted.concept, wanted.participantId);
  if (!open) return null;
  const creditToday = Math.min(contracts.toCents(wanted.price), wanted.balanceCents + open.creditCents);
  const isOurs = open.provider === provider.name || open.provider === creditProvider;
  if (isOurs && open.amount === wanted.price && open.creditCents === creditToday) return open;
  const result =
    open.provider === provider.name ? await provider.paymentStatus(open.providerCheckoutId).catch(() => null) : null;
  const holdsPayment = result === null ? open.provider === provider.name : result.paymentId !== null;
  if (holdsPayment) return open;
  await abandonCheckout(db, open.id);
  return null;
}
