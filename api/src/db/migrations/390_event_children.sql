-- Issue 35, a guardian signs up their child for a one-off event (free or paid). The child's row
-- carries the child's user id (a child is a users row without login, families/), the guardian's
-- e-mail (the mails go to the guardian) and `signed_up_by` (the guardian). One sign-up per
-- person and event: a member or child by user_id, a visitor by e-mail. A child's row shares the
-- guardian's e-mail, so the e-mail rule now holds only for people who signed up themselves.
ALTER TABLE event_sign_ups ADD COLUMN signed_up_by uuid REFERENCES users(id) ON DELETE CASCADE;
DROP INDEX event_sign_ups_one_per_email;
CREATE UNIQUE INDEX event_sign_ups_one_per_email ON event_sign_ups (event_id, lower(email)) WHERE signed_up_by IS NULL;
CREATE UNIQUE INDEX event_sign_ups_one_per_person ON event_sign_ups (event_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX event_sign_ups_signed_up_by ON event_sign_ups (signed_up_by) WHERE signed_up_by IS NOT NULL;
