-- Issue 33: the DATEV export books the member's credit (a cancelled date's credit note, a refund's
-- credit part, the credit a payment spent) on a liability account of its own against the course
-- fees account (api/src/modules/ledger/README.md "Credit in the books"). Default: 3500, a
-- placeholder in the liabilities class 3 of SKR 04 (which SKR 42 follows), to be confirmed with
-- the club's tax adviser like the other accounts.
ALTER TABLE payment_settings
  ADD COLUMN account_credit text NOT NULL DEFAULT '3500' CHECK (account_credit ~ '^\d{4,8}$');
