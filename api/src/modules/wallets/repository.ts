import { sql, type Kysely, type Transaction } from 'kysely';
import type { WalletStatementEntry } from '@club/shared/contracts/schemas';
import type { Database } from '../../db/schema.js';
import type { CheckoutKind, CheckoutStatus, StatementKind } from './tables.js';
import { creditProvider } from './credits.js';
import '../products/index.js';
import { contracts } from '../../lib/contracts.js';

type Db = Kysely<Database>;

export interface CheckoutRow {
  id: string;
  organizationId: string;
  userId: string;
  /** Who takes part: the payer (userId) or their child (issue 21 item 4). */
  participantId: string;
  status: CheckoutStatus;
  language: 'de' | 'en';
  lastResultCode: string | null;
  providerCheckoutId: string;
  amount: string;
  concept: string;
  productId: string | null;
  paymentBrand: string;
  /** The provider's name, or `creditProvider` when the member's credit pays it in full. */
  provider: string;
  /** The member's credit this checkout spends; the provider charges `amount` minus it. */
  creditCents: number;
  /** What it pays for: a course (concept = events group) or an event (concept = EVENT block). */
  kind: CheckoutKind;
}

type NewCheckout = Omit<CheckoutRow, 'status' | 'lastResultCode' | 'kind'> & {
  kind?: CheckoutKind;
  paymentType: string;
  /** Until when the checkout holds its place (start-checkout.ts). */
  placeHeldUntil: Date;
  /** When the settlement job first looks at it (a checkout paid by credit alone; null: not before a payment). */
  nextCheckAt?: Date | null;
};

/**
 * Stores a new checkout; false when another request opened one for the same person and course
 * first (the unique index wallet_checkouts_one_open decides between two tabs).
 */
export async function insertCheckout(db: Db | Transaction<Database>, row: NewCheckout): Promise<boolean> {
  const inserted = await db
    .insertInto('wallet_checkouts')
    .values({
      id: row.id,
      organization_id: row.organizationId,
      user_id: row.userId,
      participant_id: row.participantId,
      provider: row.provider,
      provider_checkout_id: row.providerCheckoutId,
      amount: row.amount,
      currency: 'EUR',
      concept: row.concept,
      product_id: row.productId,
      payment_type: row.paymentType,
      payment_brand: row.paymentBrand,
      language: row.language,
      place_held_until: row.placeHeldUntil,
      credit_cents: row.creditCents,
      next_check_at: row.nextCheckAt ?? null,
      kind: row.kind ?? 'COURSE',
    })
    .onConflict((oc) =>
      oc.columns(['organization_id', 'user_id', 'participant_id', 'concept']).where('status', '=', 'OPEN').doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

function toCheckout(row: {
  id: string;
  organization_id: string;
  user_id: string;
  participant_id: string;
  status: CheckoutStatus;
  language: string;
  last_result_code: string | null;
  provider_checkout_id: string;
  amount: string;
  concept: string;
  product_id: string | null;
  payment_brand: string;
  provider: string;
  credit_cents: number;
  kind: CheckoutKind;
}): CheckoutRow {
  return {
    id: row.id,
    organizationId: row.organization_id,
    userId: row.user_id,
    participantId: row.participant_id,
    status: row.status,
    language: row.language === 'en' ? 'en' : 'de',
    lastResultCode: row.last_result_code,
    providerCheckoutId: row.provider_checkout_id,
    amount: contracts.centsToDecimal(contracts.toCents(row.amount)),
    concept: row.concept,
    productId: row.product_id,
    paymentBrand: row.payment_brand,
    provider: row.provider,
    creditCents: Number(row.credit_cents),
    kind: row.kind,
  };
}

export async function findCheckoutById(db: Db, id: string): Promise<CheckoutRow | null> {
  const row = await db.selectFrom('wallet_checkouts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toCheckout(row) : null;
}

/** The checkout this payer still has open for this participant and course, if any. */
export async function openCheckout(
  db: Db,
  organizationId: string,
  userId: string,
  concept: string,
  participantId: string = userId,
): Promise<CheckoutRow | null> {
  const row = await db
    .selectFrom('wallet_checkouts')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .where('participant_id', '=', participantId)
    .where('concept', '=', concept)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return row ? toCheckout(row) : null;
}

/** An open checkout nothing was paid on gives way to a new one (the price changed meanwhile). */
export async function abandonCheckout(db: Db, id: string): Promise<void> {
  await db
    .updateTable('wallet_checkouts')
    .set({ status: 'ABANDONED', next_check_at: null, place_held_until: null })
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .execute();
}

export async function findCheckout(
  db: Db,
  organizationId: string,
  userId: string,
  provider: string,
  providerCheckoutId: string,
): Promise<CheckoutRow | null> {
  const row = await db
    .selectFrom('wallet_checkouts')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    // A checkout the member's credit pays in full is the member's too (no provider behind it).
    .where('provider', 'in', [provider, creditProvider])
    .where('provider_checkout_id', '=', providerCheckoutId)
    .executeTakeFirst();
  return row ? toCheckout(row) : null;
}

/** Renews the place an open checkout holds (a second tab, a retry; start-checkout.ts). */
export async function holdPlace(
  trx: Transaction<Database>,
  checkout: { orgId: string; userId: string; providerCheckoutId: string },
  until: Date,
): Promise<void> {
  await trx
    .updateTable('wallet_checkouts')
    .set({ place_held_until: until })
    .where('organization_id', '=', checkout.orgId)
    .where('user_id', '=', checkout.userId)
    .where('provider_checkout_id', '=', checkout.providerCheckoutId)
    .where('status', '=', 'OPEN')
    .execute();
}

/**
 * The person gave the payment up (closed the payment step): the checkout ends and its place is
 * free at once. Only a checkout without a payment: one the provider holds money for stays open
 * for the settlement (the safe side). True when it was ended.
 */
export async function endUnpaidCheckout(db: Db, checkout: CheckoutRow): Promise<boolean> {
  const ended = await db
    .updateTable('wallet_checkouts')
    .set({ status: 'ABANDONED', next_check_at: null, place_held_until: null })
    .where('id', '=', checkout.id)
    .where('status', '=', 'OPEN')
    .returning('id')
    .executeTakeFirst();
  return Boolean(ended);
}

/** The course a checkout pays for: its events group and the product sold for it. */
export async function courseForSale(db: Db, organizationId: string, eventsGroupId: string) {
  const group = await db
    .selectFrom('events_groups')
    .select(['id', 'name', 'closed_at as closedAt'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', eventsGroupId)
    .executeTakeFirst();
  if (!group) return null;
  const product = await db
    .selectFrom('products')
    .select(['id', 'price', 'vendor_id', 'storage_id'])
    .where('organization_id', '=', organizationId)
    .where(sql<boolean>`tags @> ${JSON.stringify({ eventsGroupId: [eventsGroupId] })}::jsonb`)
    .where('status', '=', 1)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return { group, product: product ? { ...product, price: Number(product.price) } : null };
}

/** 'Sommerfest (Lena Muster)': what was paid for, with the child who takes part (none: the payer). */
export const withChild = (name: string, child: Array<string | null>): string => {
  const childName = child.filter(Boolean).join(' ');
  return childName ? `${name} (${childName})` : name;
};

export async function walletStatement(db: Db, organizationId: string, userId: string): Promise<WalletStatementEntry[]> {
  const rows = await db
    .selectFrom('wallet_statements as s')
    .leftJoin('events_groups as g', (join) => join.on(sql`g.id::text`, '=', sql.ref('s.message')))
    // An event's line names its event by the title its order kept (the order list does too).
    .leftJoin('orders as o', 'o.id', 's.order_id')
    // A child's place the member paid for names the child (issue 35: events and courses alike).
    .leftJoin('users as c', (join) =>
      join.onRef('c.id', '=', 'o.participant_id').onRef('o.participant_id', '!=', 'o.user_id'),
    )
    .where('s.organization_id', '=', organizationId)
    .where('s.user_id', '=', userId)
    .select([
      's.id',
      's.message',
      's.amount',
      's.currency',
      's.payment_method',
      's.created_at',
      's.order_id',
      's.kind',
      'g.name',
      'o.item_name',
      'c.first_name as child_first',
      'c.last_name as child_last',
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.kind', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    courseName: withChild(row.name ?? row.item_name ?? '', [row.child_first, row.child_last]),
    amount: Number(row.amount),
    currency: row.currency,
    paymentMethod: row.payment_method,
    paymentDate: new Date(row.created_at).toISOString(),
    orderId: row.order_id,
    kind: row.kind,
  }));
}

export async function listWallets(db: Db, organizationId: string) {
  const rows = await db
    .selectFrom('wallet_statements')
    .where('organization_id', '=', organizationId)
    // Credit lines are no money (the credit came from a payment counted already).
    .where('kind', 'not in', ['CREDIT', 'CREDIT_RETURNED'])
    .groupBy('user_id')
    // A refund line is negative: the total is what the member paid net, summed exactly in SQL.
    .select(['user_id', sql<string>`sum(amount)`.as('total'), sql<number>`count(*)::int`.as('entries')])
    .execute();
  return rows.map((row) => ({ userId: row.user_id, total: Number(row.total), entries: Number(row.entries) }));
}

type Tx = Kysely<Database>;

/** Locks a checkout's row for the rest of the transaction (one settlement per checkout at a time). */
export async function lockCheckout(trx: Tx, checkoutId: string): Promise<void> {
  await trx.selectFrom('wallet_checkouts').select('id').where('id', '=', checkoutId).forUpdate().execute();
}

/** The provider confirmed the payment: the checkout is settled and asked about no more. */
export async function markCheckoutPaid(trx: Tx, checkoutId: string): Promise<void> {
  await trx
    .updateTable('wallet_checkouts')
    .set({ status: 'PAID', settled_at: new Date(), next_check_at: null, claimed_until: null, place_held_until: null })
    .where('id', '=', checkoutId)
    .execute();
}

/** The provider could not be asked now: the settlement job asks again at its next pass. */
export async function askAboutCheckoutSoon(db: Db, checkoutId: string): Promise<void> {
  await db.updateTable('wallet_checkouts').set({ next_check_at: new Date() }).where('id', '=', checkoutId).execute();
}

export interface StatementLine {
  organizationId: string;
  userId: string;
  orderId: string;
  message: string;
  amount: string;
  paymentMethod: string;
  kind: StatementKind;
  /** A PARTIAL_REFUND line's cancelled date (order_date_adjustments id): one line per date. */
  adjustmentId?: string;
}

/**
 * A line of the member's wallet statement (in EUR). `once`: a second CHARGE or REFUND line of the
 * order is skipped (one full refund per order, migration 350's index); a PARTIAL_REFUND line is
 * always once per cancelled date.
 */
export async function addStatementLine(trx: Tx, line: StatementLine, options: { once?: boolean } = {}): Promise<void> {
  const insert = trx.insertInto('wallet_statements').values({
    organization_id: line.organizationId,
    user_id: line.userId,
    order_id: line.orderId,
    message: line.message,
    amount: line.amount,
    currency: 'EUR',
    payment_method: line.paymentMethod,
    kind: line.kind,
    adjustment_id: line.adjustmentId ?? null,
  });
  if (line.adjustmentId) {
    await insert
      .onConflict((oc) => oc.column('adjustment_id').where('adjustment_id', 'is not', null).doNothing())
      .execute();
    return;
  }
  await (
    options.once
      ? insert.onConflict((oc) => oc.columns(['order_id', 'kind']).where('adjustment_id', 'is', null).doNothing())
      : insert
  ).execute();
}
