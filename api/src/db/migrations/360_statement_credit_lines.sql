-- Issue 33, the member's statement with credit (api/README.md "Credit notes and partial refund
-- lines"): the credit a payment spent is a line of its own (kind CREDIT, "Guthaben angerechnet"),
-- the card's part stays the CHARGE line, and a refund's credit part given back is a line of its
-- own (kind CREDIT_RETURNED); so the lines of an order add up to its price and to what went back.
-- A part of 0,00 € gets no line (a course paid by credit alone has no card line).
ALTER TABLE wallet_statements DROP CONSTRAINT wallet_statements_kind;
ALTER TABLE wallet_statements ADD CONSTRAINT wallet_statements_kind
  CHECK (kind IN ('CHARGE', 'REFUND', 'PARTIAL_REFUND', 'CREDIT', 'CREDIT_RETURNED'));

-- The orders paid (partly) by credit before this migration get their credit line, on the day of
-- their charge line.
INSERT INTO wallet_statements (organization_id, user_id, order_id, message, amount, currency, payment_method,
    created_at, kind)
  SELECT o.organization_id, o.user_id, o.id, coalesce(s.message, coalesce(o.events_group_id::text, '')),
    o.credit_cents / 100.0, 'EUR', 'CREDIT', coalesce(s.created_at, o.created_at), 'CREDIT'
  FROM orders o
  LEFT JOIN wallet_statements s ON s.order_id = o.id AND s.kind = 'CHARGE'
  WHERE o.credit_cents > 0
  ON CONFLICT DO NOTHING;

-- Their refunds' credit given back (wallets' RETURNED credits), on the day of the refund line.
INSERT INTO wallet_statements (organization_id, user_id, order_id, message, amount, currency, payment_method,
    created_at, kind)
  SELECT c.organization_id, c.user_id, c.order_id, coalesce(s.message, coalesce(o.events_group_id::text, '')),
    -c.amount_cents / 100.0, 'EUR', 'CREDIT', coalesce(s.created_at, c.created_at), 'CREDIT_RETURNED'
  FROM wallet_credits c
  JOIN orders o ON o.id = c.order_id
  LEFT JOIN wallet_statements s ON s.order_id = c.order_id AND s.kind = 'REFUND'
  WHERE c.kind = 'RETURNED'
  ON CONFLICT DO NOTHING;

-- The 0,00 € card lines of orders the credit paid in full (and of their refunds) go.
DELETE FROM wallet_statements s USING orders o
  WHERE s.order_id = o.id AND o.credit_cents > 0 AND s.amount = 0 AND s.kind IN ('CHARGE', 'REFUND');
