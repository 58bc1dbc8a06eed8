-- Issue 35 item 3: sign-ups for one-off events. An event is an EVENT block (a row of templates);
-- its places, deadline and questions are the block's values. One row per person (a member by
-- user_id, a visitor by name and e-mail), with their answers and guests. CONFIRMED rows hold
-- 1 + guests places; WAITING rows wait in joined_at order (the course waiting list's rule:
-- first come, first served; a freed place goes to the first in line who fits).
CREATE TABLE event_sign_ups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES templates(id) ON DELETE CASCADE,
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  language text NOT NULL DEFAULT 'de',
  guests integer NOT NULL DEFAULT 0 CHECK (guests >= 0),
  -- Answers by question (element) id.
  answers jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL CHECK (status IN ('CONFIRMED', 'WAITING')),
  joined_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  confirmed_at timestamptz
);
CREATE UNIQUE INDEX event_sign_ups_one_per_email ON event_sign_ups (event_id, lower(email));
CREATE INDEX event_sign_ups_line ON event_sign_ups (event_id, status, joined_at);
CREATE INDEX event_sign_ups_user ON event_sign_ups (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX event_sign_ups_org ON event_sign_ups (organization_id);
