-- The calendar's core, shared by the training schedule (classes of a course), the course pages
-- (a COURSE template creates its events group) and payments (a paid order enrols the member).
CREATE TABLE categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, name)
);

-- A course ("events group" in the spec): its classes are schedule entries.
CREATE TABLE events_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  url text,
  path text,
  category_id uuid REFERENCES categories(id) ON DELETE SET NULL,
  content_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, name)
);
CREATE INDEX events_groups_org_category ON events_groups (organization_id, category_id);

-- Who takes part in a course ("My Courses"). order_id links the enrolment to the order that paid it.
CREATE TABLE events_group_members (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  events_group_id uuid NOT NULL REFERENCES events_groups(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id uuid,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (events_group_id, user_id)
);
CREATE INDEX events_group_members_user ON events_group_members (organization_id, user_id);
