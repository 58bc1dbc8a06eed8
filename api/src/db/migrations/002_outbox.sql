-- Every e-mail the API sends is stored here first, then delivered (status 'sent'), kept for a
-- later delivery when no SMTP server is configured ('pending'), or kept after a failed delivery
-- ('failed', with last_error) so it can be retried.
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  template text NOT NULL,
  template_id text,
  recipient text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_org_created ON outbox (organization_id, created_at DESC);
CREATE INDEX outbox_status ON outbox (status) WHERE status <> 'sent';
