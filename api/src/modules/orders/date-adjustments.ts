import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { contracts } from '../../lib/contracts.js';

type Db = Kysely<Database>;

// What cancelled dates gave each order (migration 250; written by date-cancelled.ts).

/** What the order's cancelled dates gave already (credits and partial refunds, any state), in cents. */
export async function adjustedCents(db: Db, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('order_date_adjustments')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('cents'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** A member's credits and partial refunds per order (My Courses). */
export async function adjustmentsOfOrders(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, OrderAdjustment[]>();
  const rows = await db
    .selectFrom('order_date_adjustments')
    .select(['order_id', 'kind', 'amount_cents', 'date_start', 'status'])
    .where('order_id', 'in', orderIds)
    .orderBy('date_start')
    .execute();
  const byOrder = new Map<string, OrderAdjustment[]>();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push({
      kind: row.kind,
      amountCents: row.amount_cents,
      date: new Date(row.date_start).toISOString(),
      status: row.status,
    });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

export interface OrderAdjustment {
  kind: 'CREDIT' | 'PARTIAL_REFUND';
  amountCents: number;
  date: string;
  status: 'PENDING' | 'DONE';
}

/**
 * How a full refund gives back what is left of an order after its cancelled dates (`givenCents`):
 * the part the member's credit paid as credit, the rest to the card. Never more than the card
 * still holds: the dates' refunds and credits came out of the same order.
 */
export function refundParts(order: { amount: string; creditCents: number }, givenCents: number) {
  const restCents = Math.max(0, contracts.toCents(order.amount) - givenCents);
  const creditBackCents = Math.min(order.creditCents, restCents);
  return { restCents, creditBackCents, cardBackCents: restCents - creditBackCents };
}
