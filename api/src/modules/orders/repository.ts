import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CheckoutRow } from '../wallets/repository.js';
import '../payments/tables.js';

/**
 * Records the order of a paid checkout: the order, its wallet statement entry and the course
 * enrolment, in one transaction. The unique checkout_id makes a repeat (reload, double click,
 * second tab, concurrent request) find the first order instead of creating another.
 */
export async function recordPaidOrder(
  db: Kysely<Database>,
  input: {
    organizationId: string;
    checkout: CheckoutRow;
    orderItems: unknown;
    paymentMethod: string;
    providerPaymentId: string | null;
  },
): Promise<{ orderId: string; isNew: boolean }> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('orders')
      .values({
        organization_id: input.organizationId,
        user_id: input.checkout.userId,
        checkout_id: input.checkout.id,
        events_group_id: input.checkout.concept,
        order_items: JSON.stringify(input.orderItems),
        payment_method: input.paymentMethod,
        amount: input.checkout.amount,
        currency: 'EUR',
        status: 'SENT',
        provider_payment_id: input.providerPaymentId,
      })
      .onConflict((oc) => oc.column('checkout_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom('orders')
        .select('id')
        .where('checkout_id', '=', input.checkout.id)
        .executeTakeFirstOrThrow();
      return { orderId: existing.id, isNew: false };
    }
    await trx
      .insertInto('wallet_statements')
      .values({
        organization_id: input.organizationId,
        user_id: input.checkout.userId,
        order_id: inserted.id,
        message: input.checkout.concept,
        amount: input.checkout.amount,
        currency: 'EUR',
        payment_method: input.paymentMethod,
      })
      .execute();
    await trx
      .insertInto('events_group_members')
      .values({
        organization_id: input.organizationId,
        events_group_id: input.checkout.concept,
        user_id: input.checkout.userId,
        order_id: inserted.id,
      })
      .onConflict((oc) => oc.columns(['events_group_id', 'user_id']).doUpdateSet({ order_id: inserted.id }))
      .execute();
    return { orderId: inserted.id, isNew: true };
  });
}

export async function orderForCheckout(db: Kysely<Database>, checkoutId: string): Promise<string | null> {
  const row = await db.selectFrom('orders').select('id').where('checkout_id', '=', checkoutId).executeTakeFirst();
  return row?.id ?? null;
}
