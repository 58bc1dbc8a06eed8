-- Issue 33, what was left of course money (api/README.md "Credit notes and partial refund lines"):
-- 1. A cancelled date's credit note is spendable. wallet_credits holds what a member earned as
--    credit (a cancelled date's CREDIT, or the credit part of an order given back by its refund);
--    a checkout spends credit through its credit_cents while it is OPEN or PAID, so a checkout that
--    ends unpaid (declined, abandoned) gives its credit back without a line of its own. The order
--    keeps the credit part it was paid with (orders.credit_cents); the card paid the rest.
-- 2. A cancelled date's partial refund gets its own statement line (kind PARTIAL_REFUND, one per
--    adjustment); one full refund per order stays enforced by the (order, kind) index of lines
--    without an adjustment.
CREATE TABLE wallet_credits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  -- DATE_CREDIT: a cancelled date's credit note (source_id: the order_date_adjustments row);
  -- RETURNED: the credit part of an order given back when the order was refunded.
  kind text NOT NULL CHECK (kind IN ('DATE_CREDIT', 'RETURNED')),
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  source_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX wallet_credits_once_per_date ON wallet_credits (source_id) WHERE kind = 'DATE_CREDIT';
CREATE UNIQUE INDEX wallet_credits_once_per_refund ON wallet_credits (order_id) WHERE kind = 'RETURNED';
CREATE INDEX wallet_credits_user ON wallet_credits (organization_id, user_id);

ALTER TABLE wallet_checkouts ADD COLUMN credit_cents integer NOT NULL DEFAULT 0 CHECK (credit_cents >= 0);
ALTER TABLE orders ADD COLUMN credit_cents integer NOT NULL DEFAULT 0 CHECK (credit_cents >= 0);

-- The credit notes given before this migration become spendable.
INSERT INTO wallet_credits (organization_id, user_id, amount_cents, kind, order_id, source_id, created_at)
  SELECT a.organization_id, o.user_id, a.amount_cents, 'DATE_CREDIT', a.order_id, a.id, a.created_at
  FROM order_date_adjustments a JOIN orders o ON o.id = a.order_id
  WHERE a.kind = 'CREDIT';

ALTER TABLE wallet_statements ADD COLUMN adjustment_id uuid;
DROP INDEX wallet_statements_order_kind;
CREATE UNIQUE INDEX wallet_statements_order_kind ON wallet_statements (order_id, kind) WHERE adjustment_id IS NULL;
CREATE UNIQUE INDEX wallet_statements_once_per_adjustment ON wallet_statements (adjustment_id)
  WHERE adjustment_id IS NOT NULL;
ALTER TABLE wallet_statements ADD CONSTRAINT wallet_statements_kind
  CHECK (kind IN ('CHARGE', 'REFUND', 'PARTIAL_REFUND'));

-- The partial refunds done before this migration get their line.
INSERT INTO wallet_statements (organization_id, user_id, order_id, message, amount, currency, payment_method,
    created_at, kind, adjustment_id)
  SELECT a.organization_id, o.user_id, a.order_id, coalesce(o.events_group_id::text, ''), -a.amount_cents / 100.0,
    'EUR', o.payment_method, coalesce(a.done_at, a.created_at), 'PARTIAL_REFUND', a.id
  FROM order_date_adjustments a JOIN orders o ON o.id = a.order_id
  WHERE a.kind = 'PARTIAL_REFUND' AND a.status = 'DONE';
