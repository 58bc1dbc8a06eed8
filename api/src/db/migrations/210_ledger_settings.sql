-- The treasurer's ledger (issue 33 item 4): the payment settings a complete receipt needs (the
-- club's name as the receipt prints it, its tax number) and the DATEV export's settings (the tax
-- adviser's consultant and client numbers, the chart of accounts and the accounts a booking uses).
-- Defaults: SKR 42, DATEV's chart of accounts for associations; the account numbers are the
-- club's to confirm with its tax adviser (api/src/modules/ledger/README.md).
ALTER TABLE payment_settings
  ADD COLUMN club_name text NOT NULL DEFAULT '',
  ADD COLUMN tax_number text NOT NULL DEFAULT '',
  ADD COLUMN datev_consultant_number integer NOT NULL DEFAULT 1001
    CHECK (datev_consultant_number BETWEEN 1001 AND 9999999),
  ADD COLUMN datev_client_number integer NOT NULL DEFAULT 1 CHECK (datev_client_number BETWEEN 1 AND 99999),
  ADD COLUMN datev_chart text NOT NULL DEFAULT '42' CHECK (datev_chart ~ '^\d{2}$'),
  ADD COLUMN account_bank text NOT NULL DEFAULT '1800' CHECK (account_bank ~ '^\d{4,8}$'),
  ADD COLUMN account_courses text NOT NULL DEFAULT '4300' CHECK (account_courses ~ '^\d{4,8}$'),
  ADD COLUMN account_memberships text NOT NULL DEFAULT '4000' CHECK (account_memberships ~ '^\d{4,8}$');
