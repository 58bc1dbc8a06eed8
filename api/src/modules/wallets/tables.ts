import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, string | number, string | number>;

// Tables of migrations 030, 110, 180 and 350 the wallets module owns: checkouts, the wallet statement
// and the member's credit (orders write their lines through this module's repository).

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
  /** Migration 350: the member's credit this checkout spends (the provider charges amount minus it). */
  credit_cents: Generated<number>;
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
  kind: Generated<StatementKind>;
  /** Migration 350: the cancelled date a PARTIAL_REFUND line is for (one line per date). */
  adjustment_id: string | null;
}

/**
 * Once per order: CHARGE (the card's part of a payment), CREDIT (the member's credit it spent,
 * migration 360), REFUND (what went back to the card) and CREDIT_RETURNED (what went back as
 * credit, negative); PARTIAL_REFUND: a cancelled date's share, once per date.
 */
export type StatementKind = 'CHARGE' | 'REFUND' | 'PARTIAL_REFUND' | 'CREDIT' | 'CREDIT_RETURNED';

/** Migration 350: credit a member earned (spent through wallet_checkouts.credit_cents). */
export interface WalletCreditsTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  amount_cents: number;
  kind: 'DATE_CREDIT' | 'RETURNED';
  order_id: string;
  source_id: string | null;
  created_at: Generated<Date>;
}

declare module '../../db/schema.js' {
  interface Database {
    wallet_checkouts: WalletCheckoutsTable;
    wallet_statements: WalletStatementsTable;
    wallet_credits: WalletCreditsTable;
  }
}
