import type { ColumnType, Generated } from 'kysely';

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
    /** Tokens of an older generation are refused (sign out everywhere, new password). */
    token_generation: Generated<number>;
  }
  interface LoginCodesTable {
    code_challenge: string | null;
  }
  interface Database {
    rate_limit_hits: RateLimitHitsTable;
    login_failures: LoginFailuresTable;
  }
}
