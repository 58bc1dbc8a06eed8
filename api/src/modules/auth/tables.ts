import type { ColumnType } from 'kysely';

// Columns and tables of migration 070 (security state shared by every replica).
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  reset_at: ColumnType<string, number, number>;
}

export interface LoginFailuresTable {
  organization_id: string;
  email: string;
  failures: number;
  last_failure_at: ColumnType<string, number, number>;
  locked_until: ColumnType<string, number | undefined, number>;
}

declare module '../../db/schema.js' {
  interface UsersTable {
    /** Epoch seconds: tokens issued before it are refused. */
    tokens_valid_after: ColumnType<string, number | undefined, number>;
  }
  interface LoginCodesTable {
    code_challenge: string | null;
  }
  interface Database {
    rate_limit_hits: RateLimitHitsTable;
    login_failures: LoginFailuresTable;
  }
}
