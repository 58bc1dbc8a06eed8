import { sql, type Kysely, type Selectable } from 'kysely';
import type { Product, ProductTags, Vendor } from '@club/shared/contracts/schemas';
import type { ProductInput } from '@club/shared/contracts/endpoints/products';
import type { Database } from '../../db/schema.js';
import type { ProductsTable } from './tables.js';
import './tables.js';
import { contracts } from '../../lib/contracts.js';

type Db = Kysely<Database>;

export const defaultStock = 15;
export const defaultStatus = 1;

export function toProduct(row: Selectable<ProductsTable>): Product {
  const price = Number(row.price);
  return {
    id: row.id,
    name: row.name,
    images: row.images,
    tags: row.tags ?? {},
    description: row.description,
    pricingDetails: { price },
    price,
    stock: row.stock,
    status: row.status,
    inventory: { vendorId: row.vendor_id, storageId: row.storage_id },
  };
}

/** The club's vendor (created on first use): products and orders name it as their seller. */
export async function ensureVendor(db: Db, organizationId: string): Promise<Vendor> {
  const existing = await db
    .selectFrom('vendors')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .executeTakeFirst();
  const row =
    existing ??
    (await db
      .insertInto('vendors')
      .values({ organization_id: organizationId })
      .returningAll()
      .executeTakeFirstOrThrow());
  return { id: row.id, kiosks: row.kiosks };
}

export async function createProduct(db: Db, organizationId: string, input: ProductInput): Promise<Product> {
  const vendor = await ensureVendor(db, organizationId);
  const row = await db
    .insertInto('products')
    .values({
      organization_id: organizationId,
      name: input.name,
      description: input.description ?? '',
      images: input.images ?? [],
      tags: JSON.stringify(input.tags ?? {}),
      price: contracts.centsToDecimal(contracts.toCents(input.pricingDetails.price)),
      stock: input.stock ?? defaultStock,
      status: input.status ?? defaultStatus,
      vendor_id: vendor.id,
      storage_id: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProduct(row);
}

export async function listProducts(db: Db, organizationId: string): Promise<Product[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .limit(500)
    .execute();
  return rows.map(toProduct);
}

export async function findProduct(db: Db, organizationId: string, id: string): Promise<Product | null> {
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toProduct(row) : null;
}

/** Products carrying every given tag value (jsonb containment per tag list). */
export async function searchProducts(db: Db, organizationId: string, tags: ProductTags): Promise<Product[]> {
  let query = db.selectFrom('products').selectAll().where('organization_id', '=', organizationId);
  for (const [key, values] of Object.entries(tags)) {
    if (!values || values.length === 0) continue;
    query = query.where(sql<boolean>`tags @> ${JSON.stringify({ [key]: values })}::jsonb`);
  }
  const rows = await query.orderBy('created_at').limit(200).execute();
  return rows.map(toProduct);
}

export interface ProductChange {
  name?: string;
  description?: string;
  images?: string[];
  price?: number;
  stock?: number;
  status?: number;
  tags?: ProductTags;
}

export async function updateProduct(
  db: Db,
  organizationId: string,
  id: string,
  change: ProductChange,
): Promise<Product | null> {
  const set: Record<string, unknown> = {};
  if (change.name !== undefined) set.name = change.name;
  if (change.description !== undefined) set.description = change.description;
  if (change.images !== undefined) set.images = change.images;
  if (change.price !== undefined) set.price = contracts.centsToDecimal(contracts.toCents(change.price));
  if (change.stock !== undefined) set.stock = change.stock;
  if (change.status !== undefined) set.status = change.status;
  if (change.tags !== undefined) set.tags = JSON.stringify(change.tags);
  if (Object.keys(set).length === 0) return findProduct(db, organizationId, id);
  const row = await db
    .updateTable('products')
    .set(set)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toProduct(row) : null;
}
