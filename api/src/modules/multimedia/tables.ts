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
  /** Migration 180: the name the editors gave it ('' until then), and its focal point (0..1). */
  name: Generated<string>;
  focus_x: Generated<number>;
  focus_y: Generated<number>;
}

declare module '../../db/schema.js' {
  interface Database {
    media_items: MediaItemsTable;
  }
}
