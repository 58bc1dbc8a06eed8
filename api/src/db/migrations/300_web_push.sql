-- Issue 35 item 4: web push for the installed app.

-- The installation's VAPID key pair (RFC 8292), made once on first use and kept: every browser's
-- subscription is bound to the public key, so a new pair would silence them all.
CREATE TABLE push_keys (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One browser of a person (the push service's endpoint and the browser's keys, RFC 8291) and the
-- kinds it receives.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  kinds text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- A notice to push, written beside its mail in the outbox (same transaction); the push job sends
-- it to the person's subscriptions of that kind.
CREATE TABLE push_queue (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  url text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  claimed_until timestamptz,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_queue_waiting ON push_queue (created_at) WHERE sent_at IS NULL;
