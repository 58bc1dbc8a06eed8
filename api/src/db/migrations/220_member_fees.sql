-- Issue 32, items 2, 3 and 5: fees by the club's rules (month by month from the joining month,
-- admission once per membership, transfer payers with a surcharge), the SEPA pre-notification's
-- notice period, and open items with reminders. The accepted application is the membership record.

-- Shared with items 6 and 4 (migration 230 adds the same columns IF NOT EXISTS): the day the
-- membership ends (fees stop after it) and how the member pays.
ALTER TABLE membership_applications ADD COLUMN IF NOT EXISTS ends_on date;
ALTER TABLE membership_applications
  ADD COLUMN IF NOT EXISTS payment_method text NOT NULL DEFAULT 'SEPA' CHECK (payment_method IN ('SEPA', 'TRANSFER'));

-- The due date that charged the membership's admission fee: once per membership, whichever
-- mandate or payment method paid it.
ALTER TABLE membership_applications ADD COLUMN admission_due_date text CHECK (admission_due_date ~ '^\d{4}-\d{2}-\d{2}$');

-- The club's rules: fees from the joining month or the next one; days between the
-- pre-notification and the due date (SEPA rulebook: 14 calendar days unless agreed otherwise).
ALTER TABLE membership_settings
  ADD COLUMN fee_start text NOT NULL DEFAULT 'JOINING_MONTH' CHECK (fee_start IN ('JOINING_MONTH', 'NEXT_MONTH')),
  ADD COLUMN notice_days integer NOT NULL DEFAULT 14 CHECK (notice_days BETWEEN 1 AND 30);

-- Every month a membership was charged for, and by which due date: a month is charged once,
-- whatever order due dates are exported in (primary key).
CREATE TABLE membership_fee_months (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  application_id uuid NOT NULL REFERENCES membership_applications(id) ON DELETE CASCADE,
  month text NOT NULL CHECK (month ~ '^\d{4}-\d{2}$'),
  due_date text NOT NULL CHECK (due_date ~ '^\d{4}-\d{2}-\d{2}$'),
  PRIMARY KEY (application_id, month)
);

-- Collections before this migration charged whole quarters ("Q1/2027") and the admission fee
-- with the mandate's first (FRST) collection.
-- backfill:begin (the API test runs these statements again on sample items)
INSERT INTO membership_fee_months (organization_id, application_id, month, due_date)
SELECT DISTINCT ON (m.application_id, q.month) i.organization_id, m.application_id, q.month, i.due_date
FROM sepa_collection_items i
JOIN sepa_mandates m ON m.id = i.mandate_id,
  LATERAL (
    SELECT substr(i.period, 4, 4) || '-' || lpad(((substr(i.period, 2, 1)::int - 1) * 3 + k)::text, 2, '0') AS month
    FROM generate_series(1, 3) AS k
  ) q
WHERE i.period ~ '^Q[1-4]/\d{4}$'
ORDER BY m.application_id, q.month, i.due_date;

UPDATE membership_applications a
SET admission_due_date = first.due_date
FROM (
  SELECT m.application_id, min(i.due_date) AS due_date
  FROM sepa_collection_items i JOIN sepa_mandates m ON m.id = i.mandate_id
  WHERE i.sequence_type = 'FRST'
  GROUP BY m.application_id
) first
WHERE first.application_id = a.id;
-- backfill:end

-- A collection item now says what it paid for (months, admission, surcharge in cents).
ALTER TABLE sepa_collection_items
  ADD COLUMN months integer,
  ADD COLUMN admission_cents integer NOT NULL DEFAULT 0;

-- Invoices of members who pay by transfer, one per due date, with the 10 % surcharge.
CREATE TABLE fee_invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  application_id uuid NOT NULL REFERENCES membership_applications(id) ON DELETE CASCADE,
  due_date text NOT NULL CHECK (due_date ~ '^\d{4}-\d{2}-\d{2}$'),
  period text NOT NULL,
  months integer NOT NULL CHECK (months BETWEEN 0 AND 3),
  fee_cents integer NOT NULL CHECK (fee_cents >= 0),
  admission_cents integer NOT NULL CHECK (admission_cents >= 0),
  surcharge_cents integer NOT NULL CHECK (surcharge_cents >= 0),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  remittance text NOT NULL,
  paid_on text CHECK (paid_on ~ '^\d{4}-\d{2}-\d{2}$'),
  reminder1_on text,
  reminder2_on text,
  exclusion_marked_on text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (application_id, due_date)
);
CREATE INDEX fee_invoices_open ON fee_invoices (organization_id) WHERE paid_on IS NULL;

-- A returned debit as an open item: the amount the bank gave back, the reminders sent, the
-- exclusion decision (terms: exclusion after two written reminders) and the later payment.
ALTER TABLE sepa_returns
  ADD COLUMN amount_cents integer,
  ADD COLUMN paid_on text CHECK (paid_on ~ '^\d{4}-\d{2}-\d{2}$'),
  ADD COLUMN reminder1_on text,
  ADD COLUMN reminder2_on text,
  ADD COLUMN exclusion_marked_on text;
UPDATE sepa_returns r
SET amount_cents = (
  SELECT i.amount_cents FROM sepa_collection_items i
  WHERE i.mandate_id = r.mandate_id AND i.due_date <= r.returned_on
  ORDER BY i.due_date DESC LIMIT 1
);
