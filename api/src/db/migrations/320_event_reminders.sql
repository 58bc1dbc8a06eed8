-- Issue 35 items 3 and 4: the reminder the day before an event, to everyone with a place. One row
-- per sign-up once the reminder job has dealt with it: the primary key makes the reminder go once
-- however many passes or replicas run (a second insert of the same sign-up does nothing).
-- sent_at NULL: no reminder was due (the place came later than the reminder time, or the event
-- had begun): the row only keeps the job from looking at the sign-up again.
CREATE TABLE event_reminders (
  sign_up_id uuid PRIMARY KEY REFERENCES event_sign_ups(id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES templates(id) ON DELETE CASCADE,
  sent_at timestamptz
);
CREATE INDEX event_reminders_event ON event_reminders (event_id);
