import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, string | number, string | number>;

// Tables of migrations 030 and 110: checkouts, orders, the wallet statement and the sandbox provider.

/** OPEN until the provider decided; ABANDONED when a newer checkout replaced an unpaid one. */
export type CheckoutStatus = 'OPEN' | 'PAID' | 'DECLINED' | 'ABANDONED';
/** SENT: paid and enrolled. REFUND_PENDING: refund asked, not yet confirmed. REFUNDED. */
export type OrderStatus = 'SENT' | 'REFUND_PENDING' | 'REFUNDED';
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
}

export interface OrdersTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  /** Migration 180: who takes part (the payer or their child; issue 21 item 4). */
  participant_id: string;
  checkout_id: string;
  events_group_id: string | null;
  order_items: ColumnType<unknown, string, string>;
  payment_method: string;
  amount: Numeric;
  currency: string;
  status: string;
  provider_payment_id: string | null;
  created_at: Generated<Date>;
  number: Generated<string>;
  refund_reason: string | null;
  refund_requested_by: string | null;
  provider_refund_id: string | null;
  refunded_at: Date | null;
  claimed_until: Date | null;
  language: Generated<string>;
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

export interface PaymentSettingsTable {
  organization_id: string;
  club_address: Generated<string>;
  vat_exempt: Generated<boolean>;
  vat_exemption_note: Generated<string>;
}

export interface PaymentSandboxRefundsTable {
  id: string;
  payment_id: string;
  amount: Numeric;
  created_at: Generated<Date>;
}

export interface PaymentSandboxCheckoutsTable {
  id: string;
  amount: Numeric;
  currency: string;
  payment_type: string;
  merchant_transaction_id: string;
  result_code: string;
  result_description: string;
  payment_brand: string | null;
  payment_id: string | null;
  created_at: Generated<Date>;
  settles_at: Date | null;
  settle_code: string | null;
  settle_description: string | null;
  claimed_until: Date | null;
}

declare module '../../db/schema.js' {
  interface Database {
    wallet_checkouts: WalletCheckoutsTable;
    orders: OrdersTable;
    wallet_statements: WalletStatementsTable;
    payment_sandbox_checkouts: PaymentSandboxCheckoutsTable;
    payment_sandbox_refunds: PaymentSandboxRefundsTable;
    payment_settings: PaymentSettingsTable;
  }
}
