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
}

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
}

export interface SepaCollectionItemsTable {
  organization_id: string;
  mandate_id: string;
  due_date: string;
  sequence_type: 'FRST' | 'RCUR';
  amount_cents: number;
  period: string;
  created_at: Generated<Date>;
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
  }
}
