-- Issue 31: who may do what comes from accounts, never from a name.
--
-- 1. Permissions given to one person on top of their role (an administrator gives a member
--    WRITE_CALENDAR to coach, or WRITE_CONTENT to edit the site): the person stays a member
--    (fees, members list) and gains the right. Read on every request with the role (auth plugin).
ALTER TABLE users ADD COLUMN extra_permissions text[] NOT NULL DEFAULT '{}';

-- 2. The coaches of a course as accounts (who linked them is in access_changes): they see its participants, tick attendance, read its
--    waiting list. The trainer names of classes and templates stay public labels with no rights.
CREATE TABLE course_coaches (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  events_group_id uuid NOT NULL REFERENCES events_groups(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (events_group_id, user_id)
);
CREATE INDEX course_coaches_user ON course_coaches (organization_id, user_id);

-- 3. Every change of a person's role, permissions or courses: who changed what, when.
CREATE TABLE access_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  changed_by uuid REFERENCES users(id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  before jsonb NOT NULL,
  after jsonb NOT NULL
);
CREATE INDEX access_changes_org ON access_changes (organization_id, changed_at DESC);

-- 4. Today's name-matched trainers become accounts: a trainer name of a course's classes that
--    names exactly one person of the club who already holds WRITE_CALENDAR (a coach or an
--    administrator; a member who renamed themselves has no such right and is never matched).
--    Names with no such account stay labels; the roles page lists them for the administrator.
INSERT INTO course_coaches (organization_id, events_group_id, user_id)
SELECT DISTINCT t.organization_id, t.events_group_id, matched.user_id
FROM (
  SELECT s.organization_id, s.events_group_id, lower(trim(c)) AS name
  FROM schedule_series s, unnest(s.coach) AS c
  UNION
  SELECT o.organization_id, o.events_group_id, lower(trim(c))
  FROM schedule_occurrences o, unnest(o.coach) AS c
) t
CROSS JOIN LATERAL (
  SELECT min(u.id::text)::uuid AS user_id, count(*) AS n
  FROM users u JOIN roles r ON r.id = u.role_id
  WHERE u.organization_id = t.organization_id AND u.erased_at IS NULL
    AND 'WRITE_CALENDAR' = ANY (r.permissions)
    AND t.name IN (lower(trim(u.display_name)),
                   lower(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))))
) matched
WHERE t.events_group_id IS NOT NULL AND t.name <> '' AND matched.n = 1
ON CONFLICT DO NOTHING;
