import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, string | number, string | number>;
// Tables of migrations 030 and 110 the payments module owns: the club's payment settings and the
// sandbox provider's own records (checkouts and the wallet statement: wallets/, orders: orders/).

export interface PaymentSettingsTable {
  organization_id: string;
  club_address: Generated<string>;
  vat_exempt: Generated<boolean>;
  vat_exemption_note: Generated<string>;
  // Migration 210 (the ledger, issue 33): receipt name and tax number, DATEV export settings.
  club_name: Generated<string>;
  tax_number: Generated<string>;
  datev_consultant_number: Generated<number>;
  datev_client_number: Generated<number>;
  datev_chart: Generated<string>;
  account_bank: Generated<string>;
  account_courses: Generated<string>;
  account_memberships: Generated<string>;
  /** Migration 361: the members' credit (a liability account). */
  account_credit: Generated<string>;
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
    payment_sandbox_checkouts: PaymentSandboxCheckoutsTable;
    payment_sandbox_refunds: PaymentSandboxRefundsTable;
    payment_settings: PaymentSettingsTable;
  }
}
