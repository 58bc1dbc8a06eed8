-- Issue 25: unsaved work survives a closed tab or a crash. One autosaved draft per page and
-- editor; never published, never shown to visitors, dropped when that editor saves the page.
CREATE TABLE content_drafts (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  content_id uuid NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  language text NOT NULL,
  draft jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (content_id, user_id)
);
CREATE INDEX content_drafts_organization ON content_drafts (organization_id);
