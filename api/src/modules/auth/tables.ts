import type { ColumnType, Generated } from 'kysely';

// Columns and tables of migration 070 (security state shared by every replica); its rate_limit_hits
// table is infrastructure and lives in lib/rate-limit-tables.ts.
export interface LoginFailuresTable {
  organization_id: string;
  email: string;
  failures: number;
  last_failure_at: ColumnType<string, number, number>;
  locked_until: ColumnType<string, number | undefined, number>;
}

declare module '../../db/schema.js' {
  interface UsersTable {
    /** Tokens of an older generation are refused (sign out everywhere, new password). */
    token_generation: Generated<number>;
    /** Migration 130: when the person's erasure was confirmed; null while not erased. */
    erased_at: Generated<Date | null>;
    /** Migration 185: permissions given to this person on top of their role (WRITE_CALENDAR...). */
    extra_permissions: Generated<string[]>;
  }
  interface LoginCodesTable {
    code_challenge: string | null;
  }
  interface Database {
    login_failures: LoginFailuresTable;
  }
}
