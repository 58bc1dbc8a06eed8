-- Issue 33 item 1: what a cancelled single date of a paid course gives each paid order, by the
-- course's events_groups.date_cancel_policy (migration 200): CREDIT (a credit note, kept in the
-- member's orders) or PARTIAL_REFUND (the order's share of the date, refunded through the
-- provider). One row per order and date: the unique key is the "once" (orders/date-cancelled.ts).
-- No foreign key on the date: the record stays when the date's series is deleted later.
CREATE TABLE order_date_adjustments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  occurrence_id uuid NOT NULL,
  date_start timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('CREDIT', 'PARTIAL_REFUND')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  -- PENDING: a refund the provider has not confirmed yet (retried by the refund job); DONE.
  status text NOT NULL CHECK (status IN ('PENDING', 'DONE')),
  provider_refund_id text,
  claimed_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz,
  UNIQUE (order_id, occurrence_id)
);
CREATE INDEX order_date_adjustments_pending ON order_date_adjustments (status) WHERE status = 'PENDING';
