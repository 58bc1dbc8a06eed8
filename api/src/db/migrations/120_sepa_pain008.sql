-- SEPA collections as pain.008.001.08 (DFÜ-Abkommen Anlage 3 v3.7+): structured postal addresses
-- for debtors and the creditor, one collection per member and period, a collection history, and
-- returned direct debits (R-transactions) recorded on the mandate.

-- The debtor's address in parts (ISO 20022 StrtNm, BldgNb, PstCd, TwnNm, Ctry), taken from the
-- application form. Existing rows: the one-line street is split at its trailing house number
-- (the same rule as splitStreetAddress in @club/shared).
ALTER TABLE sepa_mandates
  ADD COLUMN street_name text,
  ADD COLUMN building_number text,
  ADD COLUMN post_code text,
  ADD COLUMN town_name text,
  ADD COLUMN country text NOT NULL DEFAULT 'DE' CHECK (country ~ '^[A-Z]{2}$');

-- split:begin (the API test runs this statement again on sample lines)
UPDATE sepa_mandates m
SET street_name = coalesce(nullif(btrim((parts)[1], ' ,'), ''), street),
    building_number = CASE WHEN nullif(btrim((parts)[1], ' ,'), '') IS NULL THEN NULL ELSE btrim((parts)[2]) END,
    post_code = a.form ->> 'postCode',
    town_name = a.form ->> 'city'
FROM membership_applications a,
  LATERAL (SELECT regexp_replace(btrim(a.form ->> 'streetAddress'), '\s+', ' ', 'g') AS street) s,
  LATERAL (
    SELECT regexp_match(s.street, '^(.*?)[\s,]*(\d+\s?[A-Za-z]?(?:\s?[-/]\s?\d*\s?[A-Za-z]?)?)$') AS parts
  ) p
WHERE a.id = m.application_id;
-- split:end

-- The creditor's (club's) address, printed in the file when set.
ALTER TABLE membership_settings
  ADD COLUMN creditor_street_name text,
  ADD COLUMN creditor_building_number text,
  ADD COLUMN creditor_post_code text,
  ADD COLUMN creditor_town_name text,
  ADD COLUMN creditor_country text NOT NULL DEFAULT 'DE' CHECK (creditor_country ~ '^[A-Z]{2}$');

-- One row per exported collection (due date): the history a treasurer reads.
CREATE TABLE sepa_collections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  due_date text NOT NULL CHECK (due_date ~ '^\d{4}-\d{2}-\d{2}$'),
  period text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, due_date)
);

INSERT INTO sepa_collections (organization_id, due_date, period, created_at)
SELECT organization_id, due_date,
       'Q' || ((substr(due_date, 6, 2)::int - 1) / 3 + 1) || '/' || substr(due_date, 1, 4), min(created_at)
FROM sepa_collection_items
GROUP BY organization_id, due_date;

-- The period an item pays for ("Q1/2027"): a member is collected once per period. Items of
-- earlier double collections keep their due date in the label, so the history stays as it was.
ALTER TABLE sepa_collection_items ADD COLUMN period text;
UPDATE sepa_collection_items
SET period = 'Q' || ((substr(due_date, 6, 2)::int - 1) / 3 + 1) || '/' || substr(due_date, 1, 4);
UPDATE sepa_collection_items i
SET period = i.period || ' (' || i.due_date || ')'
WHERE EXISTS (
  SELECT 1 FROM sepa_collection_items e
  WHERE e.mandate_id = i.mandate_id AND e.period = i.period AND e.due_date < i.due_date
);
ALTER TABLE sepa_collection_items ALTER COLUMN period SET NOT NULL;
CREATE UNIQUE INDEX sepa_collection_items_once_per_period ON sepa_collection_items (mandate_id, period);

-- Reason codes a bank reports on a returned debit (ISO 20022 ExternalReturnReason1Code, the
-- ones SEPA core direct debits use).
CREATE TABLE sepa_returns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  mandate_id uuid NOT NULL REFERENCES sepa_mandates(id) ON DELETE CASCADE,
  returned_on text NOT NULL CHECK (returned_on ~ '^\d{4}-\d{2}-\d{2}$'),
  reason_code text NOT NULL CHECK (reason_code ~ '^[A-Z]{2}[0-9]{2}$'),
  note text,
  recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by uuid REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX sepa_returns_open ON sepa_returns (organization_id, mandate_id) WHERE resolved_at IS NULL;
