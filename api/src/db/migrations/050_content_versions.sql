-- Optimistic versions, revisions and scheduled publishing of content pages (issue 8).
-- A save names the version it was based on; a save based on an older one is refused (409).
ALTER TABLE contents ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE contents ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE contents ADD COLUMN updated_by text;

-- Every save keeps the whole page as it was saved (both languages), so any revision can be
-- previewed and restored; a restore is itself a new revision.
CREATE TABLE content_revisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  content_id uuid NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  version integer NOT NULL,
  author text NOT NULL,
  summary text NOT NULL DEFAULT '',
  snapshot jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (content_id, version)
);
CREATE INDEX content_revisions_org_content ON content_revisions (organization_id, content_id, version DESC);

-- A draft waiting for its publish time. A replica claims a due row with FOR UPDATE SKIP LOCKED
-- and a lease (claimed_until), so each runs once even with several API replicas.
CREATE TABLE scheduled_publications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  content_id uuid NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  publish_at timestamptz NOT NULL,
  language text NOT NULL,
  author text NOT NULL,
  draft jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  last_error text,
  claimed_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scheduled_publications_due ON scheduled_publications (status, publish_at);
