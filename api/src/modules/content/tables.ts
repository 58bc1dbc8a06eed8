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
  /** Migration 141: what changed per block and field (null for older revisions). */
  changes: ColumnType<unknown[] | null, string | null | undefined, string | null>;
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
  /** Migration 140: the error code of a failed publication (the editor words it). */
  last_error_code: Generated<string | null>;
  claimed_until: Date | null;
  created_at: Generated<Date>;
}

/** Migration 142: one autosaved draft per page and editor (never published). */
export interface ContentDraftsTable {
  organization_id: string;
  content_id: string;
  user_id: string;
  language: string;
  draft: ColumnType<Record<string, unknown>, string, string>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

/** Migration 340: who is in edit mode on a page, and who holds it (issue 34 item 5). */
export interface EditorPresenceTable {
  organization_id: string;
  content_id: string;
  user_id: string;
  since: Date;
  seen_at: Date;
  holds_since: Date | null;
  taken_over_by: string | null;
  taken_over_at: Date | null;
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
    content_drafts: ContentDraftsTable;
    editor_presence: EditorPresenceTable;
  }
  interface ContentsTable {
    version: Generated<number>;
    updated_at: Generated<Date>;
    updated_by: string | null;
  }
}
