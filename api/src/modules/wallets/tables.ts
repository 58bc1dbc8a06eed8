import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, string | number, string | number>;

// Tables of migrations 030, 110 and 180 the wallets module owns: checkouts and the wallet statement
// (orders write their lines through this module's repository).

/** OPEN until the provider decided; ABANDONED when a newer checkout replaced an unpaid one. */
export type CheckoutStatus = 'OPEN' | 'PAID' | 'DECLINED' | 'ABANDONED';
export type CheckoutKind = 'COURSE' | 'EVENT';
export interface WalletCheckoutsTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  /** Migration 180: who takes part (the payer or their child; issue 21 item 4). */
  participant_id: string;
  provider: string;
  provider_checkout_id: string;
  amount: Numeric;
  currency: string;
  concept: string;
  product_id: string | null;
  payment_type: string;
  payment_brand: string;
  created_at: Generated<Date>;
  status: Generated<CheckoutStatus>;
  language: Generated<string>;
  check_attempts: Generated<number>;
  next_check_at: Date | null;
  claimed_until: Date | null;
  last_result_code: string | null;
  settled_at: Date | null;
  /** Migration 200: the place this open checkout holds for its payer until then (issue 33 item 3). */
  place_held_until: Date | null;
  /** Migration 330: what the checkout pays for (COURSE: concept = events group; EVENT: the EVENT block). */
  kind: Generated<CheckoutKind>;
}

export interface WalletStatementsTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  order_id: string;
  message: string;
  amount: Numeric;
  currency: string;
  payment_method: string;
  created_at: Generated<Date>;
  kind: Generated<'CHARGE' | 'REFUND'>;
}

declare module '../../db/schema.js' {
  interface Database {
    wallet_checkouts: WalletCheckoutsTable;
    wallet_statements: WalletStatementsTable;
  }
}
