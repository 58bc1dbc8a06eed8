-- Every row belongs to an organization (tenancy). Texts shown to visitors are stored as
-- jsonb {"de": "...", "en": "..."} and localised per request.
CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  email text NOT NULL,
  company_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  permissions text[] NOT NULL DEFAULT '{}',
  UNIQUE (organization_id, name)
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  email text NOT NULL,
  password_hash text NOT NULL,
  display_name text NOT NULL DEFAULT '',
  role_id uuid NOT NULL REFERENCES roles(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, email)
);

-- One-time login codes: only a hash is stored; expires_at is epoch milliseconds.
CREATE TABLE login_codes (
  code_hash text PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  redirect_uri text NOT NULL,
  expires_at bigint NOT NULL,
  used_at timestamptz
);

CREATE TABLE menus (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  parent_id uuid REFERENCES menus(id) ON DELETE CASCADE,
  path text NOT NULL,
  name jsonb NOT NULL,
  content_id uuid,
  icon jsonb,
  main boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  category_id text,
  UNIQUE (organization_id, path)
);
CREATE INDEX menus_org_parent ON menus (organization_id, parent_id);

CREATE TABLE contents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name jsonb NOT NULL,
  menu_id uuid REFERENCES menus(id) ON DELETE SET NULL,
  editable boolean NOT NULL DEFAULT true,
  events_group_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contents_org ON contents (organization_id);

-- A template keeps its fields and elements as one document: they are always read and
-- written together with the template. Values inside elements hold {de, en}.
CREATE TABLE templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  content_id uuid REFERENCES contents(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  type text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  fields jsonb NOT NULL,
  elements jsonb NOT NULL
);
CREATE INDEX templates_org_content ON templates (organization_id, content_id, position);

CREATE TABLE news (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  headline jsonb NOT NULL,
  category jsonb NOT NULL,
  published_at timestamptz NOT NULL,
  media text[] NOT NULL DEFAULT '{}',
  content jsonb NOT NULL
);
CREATE INDEX news_org_published ON news (organization_id, published_at DESC);
