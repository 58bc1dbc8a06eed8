-- Issue 35 items 1 and 2: messages to people, one-click unsubscribe, attend or decline per date.

-- A message as its sender wrote it; each recipient's mail is an outbox row pointing back at it,
-- so the sent list counts queued / sent / failed from the outbox itself.
CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  sender_id uuid REFERENCES users(id) ON DELETE SET NULL,
  sender_name text NOT NULL,
  audience jsonb NOT NULL,
  subject_de text NOT NULL,
  body_de text NOT NULL,
  subject_en text NOT NULL DEFAULT '',
  body_en text NOT NULL DEFAULT '',
  recipient_count integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_org_created ON messages (organization_id, created_at DESC);

-- Mail headers beyond the envelope (List-Unsubscribe, List-Unsubscribe-Post) and the message a
-- mail belongs to.
ALTER TABLE outbox ADD COLUMN headers jsonb;
ALTER TABLE outbox ADD COLUMN message_id uuid REFERENCES messages(id) ON DELETE SET NULL;
CREATE INDEX outbox_message ON outbox (message_id) WHERE message_id IS NOT NULL;

-- People who unsubscribed from club messages (service mails still reach them).
CREATE TABLE message_unsubscribes (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- "Attending / not attending" for one date, given by the participant or a guardian for a child.
CREATE TABLE date_answers (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  occurrence_id uuid NOT NULL REFERENCES schedule_occurrences(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  attending boolean NOT NULL,
  answered_by uuid REFERENCES users(id) ON DELETE SET NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (occurrence_id, user_id)
);
CREATE INDEX date_answers_user ON date_answers (user_id);
