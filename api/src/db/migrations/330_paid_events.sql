-- Issue 35 item 3: an event may have a price, paid through the existing checkout (wallets,
-- orders, the provider). The chain stays the courses' one: a checkout, its held place, the order
-- written by orders/settle.ts, the refund of orders/refund.ts. What differs is what the payment
-- buys: an EVENT block's place (events/paid.ts), told apart by the checkout's kind.

-- What a checkout pays for: COURSE (concept = events group) or EVENT (concept = the EVENT block).
ALTER TABLE wallet_checkouts ADD COLUMN kind text NOT NULL DEFAULT 'COURSE' CHECK (kind IN ('COURSE', 'EVENT'));

-- An event's order names the event (the block) and keeps its title at payment time: receipts,
-- the wallet statement and the ledger print it (a course's name comes from events_groups).
ALTER TABLE orders ADD COLUMN event_id uuid REFERENCES templates(id) ON DELETE SET NULL;
ALTER TABLE orders ADD COLUMN item_name text;
-- One paid place per person and event, as orders_one_paid_enrolment is per course.
CREATE UNIQUE INDEX orders_one_paid_event ON orders (organization_id, participant_id, event_id)
  WHERE status = 'SENT' AND event_id IS NOT NULL;

-- The sign-up a payment confirmed (null: a free event's sign-up).
ALTER TABLE event_sign_ups ADD COLUMN order_id uuid REFERENCES orders(id) ON DELETE SET NULL;
-- A paid event's waiting list: a freed place is offered (held) until then, not given.
ALTER TABLE event_sign_ups ADD COLUMN offer_expires_at timestamptz;

-- A sign-up being paid: its answers wait here until the provider confirms; the checkout holds the
-- place (wallet_checkouts.place_held_until, as for a course) while it is OPEN. The paid settlement
-- turns it into a CONFIRMED event_sign_ups row in the order's transaction.
CREATE TABLE event_payments (
  checkout_id uuid PRIMARY KEY REFERENCES wallet_checkouts(id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES templates(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  language text NOT NULL DEFAULT 'de',
  guests integer NOT NULL DEFAULT 0 CHECK (guests >= 0),
  answers jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_payments_event ON event_payments (event_id);
CREATE INDEX event_payments_user ON event_payments (user_id);
