import type { ColumnType, Generated } from 'kysely';

// Tables and columns of migration 050 (versions, revisions, scheduled publishing).
export interface ContentRevisionsTable {
  id: Generated<string>;
  organization_id: string;
  content_id: string;
  version: number;
  author: string;
  summary: string;
  snapshot: ColumnType<PageSnapshot, string, string>;
  created_at: Generated<Date>;
}

export interface ScheduledPublicationsTable {
  id: Generated<string>;
  organization_id: string;
  content_id: string;
  publish_at: ColumnType<Date, string, string>;
  language: string;
  author: string;
  draft: ColumnType<Record<string, unknown>, string, string>;
  status: Generated<'pending' | 'published' | 'failed'>;
  last_error: string | null;
  claimed_until: Date | null;
  created_at: Generated<Date>;
}

/** A page as stored (both languages), kept per revision. */
export interface PageSnapshot {
  name: { de: string; en: string };
  templates: Array<{
    id: string;
    name: string;
    type: string;
    metadata: Record<string, unknown>;
    fields: unknown[];
    elements: unknown[];
  }>;
}

declare module '../../db/schema.js' {
  interface Database {
    content_revisions: ContentRevisionsTable;
    scheduled_publications: ScheduledPublicationsTable;
  }
  interface ContentsTable {
    version: Generated<number>;
    updated_at: Generated<Date>;
    updated_by: string | null;
  }
}
