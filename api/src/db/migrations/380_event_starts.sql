-- Issue 35 (a moved event): the start the people with a place of an event last heard of. The
-- reminder job compares it with the EVENT block's date and time (the editor's save changes the
-- block only): a different start mails "date changed" to them and lets the reminder go again for
-- the new date. Written by the job the first time it sees an event with a confirmed sign-up.
CREATE TABLE event_starts (
  event_id uuid PRIMARY KEY REFERENCES templates(id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL
);
