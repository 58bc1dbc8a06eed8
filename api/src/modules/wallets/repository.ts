import { sql, type Kysely } from 'kysely';
import type { WalletStatementEntry } from '@club/shared/contracts/schemas';
import type { Database } from '../../db/schema.js';
import '../payments/tables.js';
import '../products/tables.js';

type Db = Kysely<Database>;

export interface CheckoutRow {
  id: string;
  userId: string;
  providerCheckoutId: string;
  amount: string;
  concept: string;
  productId: string | null;
  paymentBrand: string;
}

export async function insertCheckout(
  db: Db,
  row: CheckoutRow & { organizationId: string; provider: string; paymentType: string },
): Promise<void> {
  await db
    .insertInto('wallet_checkouts')
    .values({
      id: row.id,
      organization_id: row.organizationId,
      user_id: row.userId,
      provider: row.provider,
      provider_checkout_id: row.providerCheckoutId,
      amount: row.amount,
      currency: 'EUR',
      concept: row.concept,
      product_id: row.productId,
      payment_type: row.paymentType,
      payment_brand: row.paymentBrand,
    })
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
    .where('provider', '=', provider)
    .where('provider_checkout_id', '=', providerCheckoutId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    providerCheckoutId: row.provider_checkout_id,
    amount: Number(row.amount).toFixed(2),
    concept: row.concept,
    productId: row.product_id,
    paymentBrand: row.payment_brand,
  };
}

/** The course a checkout pays for: its events group and the product sold for it. */
export async function courseForSale(db: Db, organizationId: string, eventsGroupId: string) {
  const group = await db
    .selectFrom('events_groups')
    .select(['id', 'name'])
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

export async function isEnrolled(
  db: Db,
  organizationId: string,
  userId: string,
  eventsGroupId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('events_group_members')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .where('events_group_id', '=', eventsGroupId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function walletStatement(db: Db, organizationId: string, userId: string): Promise<WalletStatementEntry[]> {
  const rows = await db
    .selectFrom('wallet_statements as s')
    .leftJoin('events_groups as g', (join) => join.on(sql`g.id::text`, '=', sql.ref('s.message')))
    .where('s.organization_id', '=', organizationId)
    .where('s.user_id', '=', userId)
    .select(['s.id', 's.message', 's.amount', 's.currency', 's.payment_method', 's.created_at', 's.order_id', 'g.name'])
    .orderBy('s.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    courseName: row.name ?? '',
    amount: Number(row.amount),
    currency: row.currency,
    paymentMethod: row.payment_method,
    paymentDate: new Date(row.created_at).toISOString(),
    orderId: row.order_id,
  }));
}

export async function listWallets(db: Db, organizationId: string) {
  const rows = await db
    .selectFrom('wallet_statements')
    .where('organization_id', '=', organizationId)
    .groupBy('user_id')
    .select(['user_id', sql<string>`sum(amount)`.as('total'), sql<number>`count(*)::int`.as('entries')])
    .execute();
  return rows.map((row) => ({ userId: row.user_id, total: Number(row.total), entries: Number(row.entries) }));
}
