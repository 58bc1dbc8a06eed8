-- Issue 21: who came to a date. One row per participant and date a coach ticked (or unticked);
-- no row = not recorded. Removed with the date (a deleted series) or the person (erasure).
CREATE TABLE attendance (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  occurrence_id uuid NOT NULL REFERENCES schedule_occurrences(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  present boolean NOT NULL,
  marked_by uuid REFERENCES users(id) ON DELETE SET NULL,
  marked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (occurrence_id, user_id)
);
CREATE INDEX attendance_user ON attendance (user_id);
