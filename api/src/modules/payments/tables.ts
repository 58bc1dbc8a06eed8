import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, string | number, string | number>;

// Tables of migration 030: checkouts, orders, the wallet statement and the sandbox provider.
export interface WalletCheckoutsTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  provider: string;
  provider_checkout_id: string;
  amount: Numeric;
  currency: string;
  concept: string;
  product_id: string | null;
  payment_type: string;
  payment_brand: string;
  created_at: Generated<Date>;
}

export interface OrdersTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  checkout_id: string;
  events_group_id: string | null;
  order_items: ColumnType<unknown, string, string>;
  payment_method: string;
  amount: Numeric;
  currency: string;
  status: string;
  provider_payment_id: string | null;
  created_at: Generated<Date>;
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
}

declare module '../../db/schema.js' {
  interface Database {
    wallet_checkouts: WalletCheckoutsTable;
    orders: OrdersTable;
    wallet_statements: WalletStatementsTable;
    payment_sandbox_checkouts: PaymentSandboxCheckoutsTable;
  }
}
