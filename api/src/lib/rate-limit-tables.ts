import type { ColumnType } from 'kysely';

// The table of migration 070 that the rate limits count in (lib/quota.ts, plugins/rate-limit-store.ts):
// infrastructure, so it is declared here and not by a module (plugins and lib import no module).
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  reset_at: ColumnType<string, number, number>;
}

declare module '../db/schema.js' {
  interface Database {
    rate_limit_hits: RateLimitHitsTable;
  }
}
