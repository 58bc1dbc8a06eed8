-- Issue 21 item 2: a waiting list per course. One row per person in line, first come first
-- served (joined_at). A freed place is offered to the first in line: offered_at/offer_expires_at
-- are set and the place is held for them until then (places.ts counts held offers as taken);
-- an expired offer removes the row and the next in line gets the place (waiting-list job).
CREATE TABLE course_waiting_list (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  events_group_id uuid NOT NULL REFERENCES events_groups(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  language text NOT NULL DEFAULT 'de',
  -- The site origin the person joined from: the offer mail's link (sent by a background job).
  origin text NOT NULL DEFAULT '',
  joined_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  offered_at timestamptz,
  offer_expires_at timestamptz,
  PRIMARY KEY (events_group_id, user_id)
);
CREATE INDEX course_waiting_list_line ON course_waiting_list (events_group_id, joined_at);
CREATE INDEX course_waiting_list_user ON course_waiting_list (user_id);
CREATE INDEX course_waiting_list_expiry ON course_waiting_list (offer_expires_at) WHERE offer_expires_at IS NOT NULL;
