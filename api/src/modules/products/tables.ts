import type { ColumnType, Generated } from 'kysely';

export interface ProductTagsColumn {
  categoryId?: string[];
  eventsGroupId?: string[];
  contentId?: string[];
}

// Tables of migration 030 (products and vendors).
export interface ProductsTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  description: Generated<string>;
  images: Generated<string[]>;
  tags: ColumnType<ProductTagsColumn, string, string>;
  price: ColumnType<string, string | number, string | number>;
  stock: Generated<number>;
  status: Generated<number>;
  vendor_id: string | null;
  storage_id: string | null;
  created_at: Generated<Date>;
}

export interface VendorsTable {
  id: Generated<string>;
  organization_id: string;
  kiosks: Generated<string[]>;
  created_at: Generated<Date>;
}

declare module '../../db/schema.js' {
  interface Database {
    products: ProductsTable;
    vendors: VendorsTable;
  }
}
