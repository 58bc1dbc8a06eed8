-- The organization's picture library ("Mesh Images"): every uploaded picture, searchable by label.
CREATE TABLE media_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  labels text[] NOT NULL DEFAULT '{}',
  href text NOT NULL,
  srcset text NOT NULL DEFAULT '',
  width integer,
  height integer,
  uploaded_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_items_org ON media_items (organization_id, created_at DESC);
