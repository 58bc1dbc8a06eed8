-- Issue 33 items 1 and 3.
-- The course's own money rules (item 1), stored with the course (events_groups):
-- - cancellation_rule: when a member may cancel and get the money back by themselves.
--   FIRST_ATTENDABLE (default): before the first date after their booking (the first date they
--   could attend); DAYS_BEFORE_NEXT: until cancellation_days days before the next coming date.
-- - date_cancel_policy: what a cancelled single date gives: NONE (default), CREDIT, PARTIAL_REFUND.
ALTER TABLE events_groups
  ADD COLUMN cancellation_rule text NOT NULL DEFAULT 'FIRST_ATTENDABLE'
    CHECK (cancellation_rule IN ('FIRST_ATTENDABLE', 'DAYS_BEFORE_NEXT')),
  ADD COLUMN cancellation_days integer NOT NULL DEFAULT 0 CHECK (cancellation_days BETWEEN 0 AND 365),
  ADD COLUMN date_cancel_policy text NOT NULL DEFAULT 'NONE'
    CHECK (date_cancel_policy IN ('NONE', 'CREDIT', 'PARTIAL_REFUND')),
  -- Set when the course's coming dates were all removed: its paid orders are refunded, nobody can
  -- book it; the UPDATE ... WHERE closed_at IS NULL is the one transition (orders/course-closed.ts).
  -- New dates open it again.
  ADD COLUMN closed_at timestamptz;

-- Item 3: an open checkout holds a place until this time (places.ts counts it), so the last place
-- is not sold twice while one person pays. Ends with the checkout (paid, declined, abandoned).
ALTER TABLE wallet_checkouts ADD COLUMN place_held_until timestamptz;
CREATE INDEX wallet_checkouts_holds ON wallet_checkouts (concept, place_held_until) WHERE status = 'OPEN';

-- Items 2 and 3: the course block shows the product's price and the places left from the server
-- render on; a change of either drops the organization's published answers (as a page save does,
-- migration 080). Holds ending by time alone are seen at the next change (README).
CREATE TRIGGER products_published_change AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_published_change();
CREATE TRIGGER events_group_members_published_change AFTER INSERT OR DELETE ON events_group_members
  FOR EACH ROW EXECUTE FUNCTION notify_published_change();
CREATE TRIGGER wallet_checkouts_published_change AFTER INSERT OR UPDATE OF status ON wallet_checkouts
  FOR EACH ROW EXECUTE FUNCTION notify_published_change();
CREATE TRIGGER events_groups_published_change AFTER UPDATE ON events_groups
  FOR EACH ROW EXECUTE FUNCTION notify_published_change();
