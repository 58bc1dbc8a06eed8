import type { ColumnType, Generated, JSONColumnType } from 'kysely';

// Tables of migration 040 (memberships, SEPA mandates, password invitations, data-rights log),
// merged into the Database interface like the calendar's tables.
export interface MembershipSettingsTable {
  organization_id: string;
  enabled_types: ColumnType<number[], number[] | undefined, number[]>;
  external_form_enabled: Generated<boolean>;
  external_form_url: string | null;
  creditor_name: string | null;
  creditor_id: string | null;
  creditor_iban: string | null;
  creditor_bic: string | null;
  creditor_street_name: string | null;
  creditor_building_number: string | null;
  creditor_post_code: string | null;
  creditor_town_name: string | null;
  creditor_country: Generated<string>;
  /** Migration 220: fees from the joining month or the next; days of notice before a debit. */
  fee_start: Generated<FeeStart>;
  notice_days: Generated<number>;
}

export type FeeStart = 'JOINING_MONTH' | 'NEXT_MONTH';
export type PaymentMethod = 'SEPA' | 'TRANSFER';

export type ApplicationState = 'new' | 'accepted' | 'rejected';

/** The admission form as stored (bank details live on the mandate). */
export interface StoredApplicationForm {
  date: string;
  familyName: string;
  familyMembers: Array<{ firstName: string; birthDay: string }>;
  gender: 'Male' | 'Female';
  firstName: string;
  birthDay: string;
  streetAddress: string;
  postCode: string;
  city: string;
  countryCode: string;
  phone: string;
}

export interface MembershipApplicationsTable {
  id: Generated<string>;
  organization_id: string;
  submission_id: string;
  state: Generated<ApplicationState>;
  type_id: number;
  email: string;
  form: JSONColumnType<StoredApplicationForm>;
  language: Generated<string>;
  submitted_by: string | null;
  user_id: string | null;
  reject_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Generated<Date>;
  /** Migrations 220 and 230: the notice, the membership's last day (fees stop after it), how it pays, its admission. */
  ends_on: string | null;
  notice_given_on: string | null;
  notice_source: 'member' | 'admin' | null;
  payment_method: Generated<PaymentMethod>;
  origin: Generated<'application' | 'import' | 'account'>;
  admission_due_date: string | null;
}

export type MandateState = 'pending' | 'active' | 'revoked';

export interface SepaMandatesTable {
  id: Generated<string>;
  organization_id: string;
  application_id: string;
  user_id: string | null;
  reference: string;
  state: Generated<MandateState>;
  iban: string;
  bic: string;
  bank: string;
  account_holder: string;
  people: number;
  type_id: number;
  monthly_cents: number;
  signed_on: string;
  signature_text: string;
  street_name: string | null;
  building_number: string | null;
  post_code: string | null;
  town_name: string | null;
  country: Generated<string>;
  created_at: Generated<Date>;
  /** Migration 230: a mandate the member replaced or revoked, and where a mandate came from. */
  replaces_id: string | null;
  ended_on: string | null;
  end_reason: 'NEW_MANDATE' | 'TRANSFER' | null;
  source: Generated<'application' | 'member' | 'import'>;
  is_existing: Generated<boolean>;
}

export interface SepaCollectionItemsTable {
  organization_id: string;
  mandate_id: string;
  due_date: string;
  sequence_type: 'FRST' | 'RCUR';
  amount_cents: number;
  period: string;
  created_at: Generated<Date>;
  /** Migration 220: months charged and the admission fee in the amount. */
  months: number | null;
  admission_cents: Generated<number>;
}

export interface SepaCollectionsTable {
  id: Generated<string>;
  organization_id: string;
  due_date: string;
  period: string;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface SepaReturnsTable {
  id: Generated<string>;
  organization_id: string;
  mandate_id: string;
  returned_on: string;
  reason_code: string;
  note: string | null;
  recorded_by: string | null;
  created_at: Generated<Date>;
  resolved_at: Date | null;
  resolved_by: string | null;
  /** Migration 220: the returned amount and the open item's reminders, exclusion, payment. */
  amount_cents: number | null;
  paid_on: string | null;
  reminder1_on: string | null;
  reminder2_on: string | null;
  exclusion_marked_on: string | null;
}

/** Migration 220: each month a membership was charged for, once. */
export interface MembershipFeeMonthsTable {
  organization_id: string;
  application_id: string;
  month: string;
  due_date: string;
}

/** Migration 220: a transfer payer's invoice for a due date. */
export interface FeeInvoicesTable {
  id: Generated<string>;
  organization_id: string;
  application_id: string;
  due_date: string;
  period: string;
  months: number;
  fee_cents: number;
  admission_cents: number;
  surcharge_cents: number;
  amount_cents: number;
  remittance: string;
  paid_on: string | null;
  reminder1_on: string | null;
  reminder2_on: string | null;
  exclusion_marked_on: string | null;
  created_at: Generated<Date>;
}

export interface PasswordTokensTable {
  token_hash: string;
  organization_id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
}

export type DataRightsAction = 'export' | 'erasure_requested' | 'erasure_confirmed';

export interface DataRightsLogTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string | null;
  action: DataRightsAction;
  actor_id: string | null;
  created_at: Generated<Date>;
}

/** Migration 192: the last member number given per club. */
export interface MemberNumberCountersTable {
  organization_id: string;
  last_number: number;
}

declare module '../../db/schema.js' {
  interface Database {
    membership_settings: MembershipSettingsTable;
    membership_applications: MembershipApplicationsTable;
    sepa_mandates: SepaMandatesTable;
    sepa_collection_items: SepaCollectionItemsTable;
    sepa_collections: SepaCollectionsTable;
    sepa_returns: SepaReturnsTable;
    password_tokens: PasswordTokensTable;
    data_rights_log: DataRightsLogTable;
    member_number_counters: MemberNumberCountersTable;
    membership_fee_months: MembershipFeeMonthsTable;
    fee_invoices: FeeInvoicesTable;
  }
}
