-- Issue 32, items 4, 6 and 7: members replace their own mandate or pay by transfer, give notice,
-- and clubs bring their existing member list. The accepted application is the membership record
-- (every mandate points at it); imported members get one too (origin 'import'), and so does a
-- member whose account predates the record when they first give a mandate or notice ('account').

-- Resignation: the day the notice was received and the day it takes effect (30 June or
-- 31 December, three months' notice). Fees stop after ends_on. IF NOT EXISTS: the fee planning
-- (issue 32, item 2) reads the same column and may add it as well.
ALTER TABLE membership_applications ADD COLUMN IF NOT EXISTS ends_on date;
ALTER TABLE membership_applications
  ADD COLUMN IF NOT EXISTS notice_given_on date,
  ADD COLUMN IF NOT EXISTS notice_source text CHECK (notice_source IN ('member', 'admin')),
  ADD COLUMN IF NOT EXISTS payment_method text NOT NULL DEFAULT 'SEPA' CHECK (payment_method IN ('SEPA', 'TRANSFER')),
  ADD COLUMN IF NOT EXISTS origin text NOT NULL DEFAULT 'application' CHECK (origin IN ('application', 'import', 'account'));

-- A mandate ends (ended_on, end_reason) when the member gives a new one (NEW_MANDATE, the
-- successor names it in replaces_id) or switches to transfer. Imported mandates existed before
-- (is_existing): their collections are RCUR from the start (DK: a mandate already collected by
-- the creditor continues as RCUR) and carry no admission fee.
ALTER TABLE sepa_mandates
  ADD COLUMN replaces_id uuid REFERENCES sepa_mandates(id) ON DELETE SET NULL,
  ADD COLUMN ended_on text CHECK (ended_on ~ '^\d{4}-\d{2}-\d{2}$'),
  ADD COLUMN end_reason text CHECK (end_reason IN ('NEW_MANDATE', 'TRANSFER')),
  ADD COLUMN source text NOT NULL DEFAULT 'application' CHECK (source IN ('application', 'member', 'import')),
  ADD COLUMN is_existing boolean NOT NULL DEFAULT false;

-- At most one active mandate per membership: two changes at once cannot both stay active.
CREATE UNIQUE INDEX sepa_mandates_one_active ON sepa_mandates (application_id) WHERE state = 'active';
CREATE INDEX membership_applications_departures ON membership_applications (organization_id, ends_on)
  WHERE ends_on IS NOT NULL;
