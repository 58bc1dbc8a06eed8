-- Membership applications, SEPA direct-debit mandates and their collections, invitations to set
-- a password, and the log of members' data-rights requests (GDPR export and erasure).

-- Per club: which membership types the wizard offers, and the creditor data for direct debits.
CREATE TABLE membership_settings (
  organization_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  enabled_types integer[] NOT NULL DEFAULT '{1}',
  external_form_enabled boolean NOT NULL DEFAULT true,
  external_form_url text,
  creditor_name text,
  creditor_id text,
  creditor_iban text,
  creditor_bic text
);

CREATE TABLE membership_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  -- Chosen by the wizard once per application and sent again on every retry: one row per key.
  submission_id uuid NOT NULL,
  state text NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'accepted', 'rejected')),
  type_id integer NOT NULL,
  email text NOT NULL,
  -- The admission form without the bank details (those live on the mandate).
  form jsonb NOT NULL,
  language text NOT NULL DEFAULT 'de',
  -- The logged-in person who sent it, if any, and the account created on acceptance.
  submitted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  reject_reason text,
  decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, submission_id)
);
CREATE INDEX membership_applications_org_state ON membership_applications (organization_id, state, created_at DESC);

-- A SEPA core direct-debit mandate, signed by accepting the wizard's step 2. 'pending' until
-- the application is accepted, then 'active'; 'revoked' stops collections.
CREATE TABLE sepa_mandates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  application_id uuid NOT NULL REFERENCES membership_applications(id) ON DELETE CASCADE,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  reference text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'active', 'revoked')),
  iban text NOT NULL,
  bic text NOT NULL,
  bank text NOT NULL,
  account_holder text NOT NULL,
  people integer NOT NULL,
  type_id integer NOT NULL,
  monthly_cents integer NOT NULL,
  signed_on text NOT NULL CHECK (signed_on ~ '^\d{4}-\d{2}-\d{2}$'),
  signature_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, reference)
);

-- One line per mandate and due date of an exported collection: decides FRST vs RCUR, and makes
-- a second export for the same due date answer the same file contents.
CREATE TABLE sepa_collection_items (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  mandate_id uuid NOT NULL REFERENCES sepa_mandates(id) ON DELETE CASCADE,
  due_date text NOT NULL CHECK (due_date ~ '^\d{4}-\d{2}-\d{2}$'),
  sequence_type text NOT NULL CHECK (sequence_type IN ('FRST', 'RCUR')),
  amount_cents integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (mandate_id, due_date)
);

-- Invitations to set a password: only a hash of the token is stored; single use, expiring.
CREATE TABLE password_tokens (
  token_hash text PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Data-rights requests and what was done about them (GDPR art. 15, 17): kept as evidence.
CREATE TABLE data_rights_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('export', 'erasure_requested', 'erasure_confirmed')),
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX data_rights_log_org ON data_rights_log (organization_id, action, created_at DESC);
