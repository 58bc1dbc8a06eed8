import type { ColumnType, Generated } from 'kysely';

// Migration 185: every change of a person's role, permissions or coached courses.
declare module '../../db/schema.js' {
  interface Database {
    access_changes: {
      id: Generated<string>;
      organization_id: string;
      user_id: string;
      changed_by: string | null;
      changed_at: Generated<Date>;
      before: ColumnType<unknown, string, string>;
      after: ColumnType<unknown, string, string>;
    };
  }
}
export {};
