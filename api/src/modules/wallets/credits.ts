import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

// The member's credit in a club (migration 350; api/README.md "Credit notes and partial refund
// lines"). Earned: wallet_credits (a cancelled date's credit note, the credit part of a refunded
// order). Spent: the credit_cents of the member's checkouts while they are OPEN or PAID, so a
// checkout that ends unpaid gives its credit back by its state alone. Integer cents throughout.

/** The provider name of a checkout the credit pays in full: no card, no provider call. */
export const creditProvider = 'CREDIT';

/** The member's open credit in the club, in cents (never negative by construction of the spender). */
export async function creditBalance(db: Db, organizationId: string, userId: string): Promise<number> {
  const { rows } = await sql<{ cents: number }>`
    SELECT (SELECT coalesce(sum(amount_cents), 0)::int FROM wallet_credits
            WHERE organization_id = ${organizationId} AND user_id = ${userId})
         - (SELECT coalesce(sum(credit_cents), 0)::int FROM wallet_checkouts
            WHERE organization_id = ${organizationId} AND user_id = ${userId} AND status IN ('OPEN', 'PAID'))
      AS cents`.execute(db);
  return Number(rows[0]?.cents ?? 0);
}

/**
 * Serialises the member's spending for the rest of the transaction: two checkouts of two courses
 * in two tabs each count the balance after the other stored its checkout, so a credit is spent
 * once (a transaction-scoped advisory lock, as the calendar's per-course lock).
 */
export async function lockMemberCredit(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`wallet-credit:${userId}`}))`.execute(trx);
}

export interface EarnedCredit {
  organizationId: string;
  userId: string;
  orderId: string;
  amountCents: number;
  /** DATE_CREDIT: the cancelled date's adjustment (sourceId); RETURNED: a refund gave the credit part back. */
  kind: 'DATE_CREDIT' | 'RETURNED';
  sourceId?: string;
}

/** Adds credit to the member's balance, once per cancelled date and once per refunded order. */
export async function addCredit(db: Db, credit: EarnedCredit): Promise<void> {
  if (credit.amountCents <= 0) return;
  const insert = db.insertInto('wallet_credits').values({
    organization_id: credit.organizationId,
    user_id: credit.userId,
    order_id: credit.orderId,
    amount_cents: credit.amountCents,
    kind: credit.kind,
    source_id: credit.sourceId ?? null,
  });
  await (
    credit.kind === 'DATE_CREDIT'
      ? insert.onConflict((oc) => oc.column('source_id').where('kind', '=', 'DATE_CREDIT').doNothing())
      : insert.onConflict((oc) => oc.column('order_id').where('kind', '=', 'RETURNED').doNothing())
  ).execute();
}
