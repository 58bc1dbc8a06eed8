-- Issue 34 item 5, "who else is here": one row per page and person in edit mode on it. The holder
-- (holds_since set) edits; the others watch read-only until they take the page over, which leaves
-- the previous holder a note of who took it (taken_over_by/_at). A row without a heartbeat for
-- the API's expiry time (seen_at) no longer counts and is deleted by the next write on that page.
CREATE TABLE editor_presence (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  content_id uuid NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  since timestamptz NOT NULL,
  seen_at timestamptz NOT NULL,
  holds_since timestamptz,
  taken_over_by uuid REFERENCES users(id) ON DELETE SET NULL,
  taken_over_at timestamptz,
  PRIMARY KEY (content_id, user_id)
);
CREATE INDEX editor_presence_organization ON editor_presence (organization_id);

-- Every replica LISTENs on 'club_editor_presence' (payload: the page's id) and wakes the editors
-- waiting for a change of that page, as migration 080 does for the published cache. Heartbeats
-- (only seen_at changes) notify nobody.
CREATE FUNCTION notify_editor_presence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('club_editor_presence', OLD.content_id::text);
  ELSE
    PERFORM pg_notify('club_editor_presence', NEW.content_id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER editor_presence_arrive_leave AFTER INSERT OR DELETE ON editor_presence
  FOR EACH ROW EXECUTE FUNCTION notify_editor_presence();
CREATE TRIGGER editor_presence_lock_change AFTER UPDATE ON editor_presence
  FOR EACH ROW
  WHEN (OLD.holds_since IS DISTINCT FROM NEW.holds_since OR OLD.taken_over_by IS DISTINCT FROM NEW.taken_over_by
    OR OLD.taken_over_at IS DISTINCT FROM NEW.taken_over_at)
  EXECUTE FUNCTION notify_editor_presence();
