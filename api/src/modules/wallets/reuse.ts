import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PaymentProvider } from '../payments/index.js';
import { abandonCheckout, openCheckout } from './repository.js';

/**
 * The provider checkout id of the person's open checkout for this course, when it can be used
 * again: same provider and price. An open checkout at an old price on which nothing was paid
 * gives way to a new one; one that holds a payment (pending) is kept, so it is never charged
 * twice. An unreachable provider keeps it too (the safe side).
 */
export async function reusableCheckout(
  provider: PaymentProvider,
  db: Kysely<Database>,
  wanted: { orgId: string; userId: string; participantId: string; concept: string; price: string },
): Promise<string | null> {
  const open = await openCheckout(db, wanted.orgId, wanted.userId, wanted.concept, wanted.participantId);
  if (!open) return null;
  if (open.provider === provider.name && open.amount === wanted.price) return open.providerCheckoutId;
  const result =
    open.provider === provider.name ? await provider.paymentStatus(open.providerCheckoutId).catch(() => null) : null;
  const holdsPayment = result === null ? open.provider === provider.name : result.paymentId !== null;
  if (holdsPayment) return open.providerCheckoutId;
  await abandonCheckout(db, open.id);
  return null;
}
