import type { ColumnType, Generated } from 'kysely';

/** Text stored in both site languages. */
export interface Localized {
  de: string;
  en: string;
}

export interface OrganizationsTable {
  id: Generated<string>;
  name: string;
  email: string;
  company_name: string | null;
  created_at: Generated<Date>;
  /** Migration 131: the site's public origins (links in mails and pages are built from them). */
  public_origins: Generated<string[]>;
}

export interface RolesTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  permissions: string[];
}

export interface UsersTable {
  id: Generated<string>;
  organization_id: string;
  email: string;
  password_hash: string;
  display_name: string;
  role_id: string;
  created_at: Generated<Date>;
}

export interface LoginCodesTable {
  code_hash: string;
  organization_id: string;
  user_id: string;
  redirect_uri: string;
  expires_at: ColumnType<string, number, number>;
  used_at: Date | null;
}

export interface MenusTable {
  id: Generated<string>;
  organization_id: string;
  parent_id: string | null;
  path: string;
  name: ColumnType<Localized, string, string>;
  content_id: string | null;
  icon: ColumnType<{ name: string; type: string } | null, string | null, string | null>;
  main: Generated<boolean>;
  position: number;
  category_id: string | null;
}

export interface ContentsTable {
  id: Generated<string>;
  organization_id: string;
  name: ColumnType<Localized, string, string>;
  menu_id: string | null;
  editable: Generated<boolean>;
  events_group_id: string | null;
  created_at: Generated<Date>;
}

export interface StoredValue {
  id: string;
  fieldId: string;
  value: Localized;
}
export interface StoredElement {
  id: string;
  type: string;
  values: StoredValue[];
}
export interface StoredField {
  id: string;
  name: string;
  type: string;
  isMandatory: boolean;
}

export interface TemplatesTable {
  id: Generated<string>;
  organization_id: string;
  content_id: string | null;
  position: number;
  name: string;
  type: string;
  metadata: ColumnType<Record<string, unknown>, string, string>;
  fields: ColumnType<StoredField[], string, string>;
  elements: ColumnType<StoredElement[], string, string>;
}

export interface NewsTable {
  id: Generated<string>;
  organization_id: string;
  headline: ColumnType<Localized, string, string>;
  category: ColumnType<Localized, string, string>;
  published_at: ColumnType<Date, string, string>;
  media: string[];
  content: ColumnType<Localized, string, string>;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxTable {
  id: Generated<string>;
  organization_id: string;
  template: string;
  template_id: string | null;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  claimed_until: Date | null;
  /** Migration 290: extra mail headers and the club message a mail belongs to. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  message_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface Database {
  organizations: OrganizationsTable;
  roles: RolesTable;
  users: UsersTable;
  login_codes: LoginCodesTable;
  menus: MenusTable;
  contents: ContentsTable;
  templates: TemplatesTable;
  news: NewsTable;
  outbox: OutboxTable;
}
