import type { Generated } from 'kysely';

// Table of migration 051: the organization's picture library.
export interface MediaItemsTable {
  id: Generated<string>;
  organization_id: string;
  labels: string[];
  href: string;
  srcset: Generated<string>;
  width: number | null;
  height: number | null;
  uploaded_by: string | null;
  created_at: Generated<Date>;
}

declare module '../../db/schema.js' {
  interface Database {
    media_items: MediaItemsTable;
  }
}
