-- Issue 21 item 4: families ("associated profiles").
-- A child is a person record (users row) of the club without a login: an unusable password and a
-- mailbox under .invalid; family_guardians links it to the adults who book for it. Enrolments,
-- places, attendance and the waiting list then work on the child's own id like on anyone's.
CREATE TABLE family_guardians (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  child_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  guardian_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (child_id, guardian_id)
);
CREATE INDEX family_guardians_guardian ON family_guardians (guardian_id);

-- Two adults linked by an accepted invitation (one row per direction): they share their children.
CREATE TABLE family_links (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  adult_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  linked_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (adult_id, linked_id)
);

-- An invitation by e-mail to link: only the token's hash is kept; it expires and is used once.
CREATE TABLE family_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  inviter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  accepted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX family_invitations_inviter ON family_invitations (inviter_id);

-- Who takes part in a paid course: the payer (user_id) or their child. Every existing checkout
-- and order was for the payer. The one-paid-enrolment rule is per participant and course. No
-- cascade: a paid order keeps its participant (a removed child with orders is emptied, not deleted).
ALTER TABLE wallet_checkouts ADD COLUMN participant_id uuid REFERENCES users(id);
UPDATE wallet_checkouts SET participant_id = user_id;
ALTER TABLE wallet_checkouts ALTER COLUMN participant_id SET NOT NULL;
DROP INDEX wallet_checkouts_one_open;
CREATE UNIQUE INDEX wallet_checkouts_one_open ON wallet_checkouts (organization_id, user_id, participant_id, concept)
  WHERE status = 'OPEN';

ALTER TABLE orders ADD COLUMN participant_id uuid REFERENCES users(id);
UPDATE orders SET participant_id = user_id;
ALTER TABLE orders ALTER COLUMN participant_id SET NOT NULL;
DROP INDEX orders_one_paid_enrolment;
CREATE UNIQUE INDEX orders_one_paid_enrolment ON orders (organization_id, participant_id, events_group_id)
  WHERE status = 'SENT';
CREATE INDEX orders_participant ON orders (participant_id);
