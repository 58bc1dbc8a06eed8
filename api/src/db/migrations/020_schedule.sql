-- Classes of the training schedule. A series is what the coach entered (first date, times in
-- Europe/Berlin wall clock, recurrence); its dates are materialised in schedule_occurrences
-- when it is saved, so the week read and the overlap check are plain indexed range queries.
CREATE TABLE schedule_series (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  events_group_id uuid NOT NULL REFERENCES events_groups(id) ON DELETE CASCADE,
  name text NOT NULL,
  -- Wall-clock start of the first date, e.g. 2026-11-23T18:00 (Europe/Berlin).
  start_local text NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 1 AND 1440),
  coach text[] NOT NULL DEFAULT '{}',
  place text NOT NULL,
  description text NOT NULL DEFAULT '',
  short_description text NOT NULL DEFAULT '',
  image text,
  content_id uuid,
  -- NULL = a single date.
  recurrence jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX schedule_series_group ON schedule_series (organization_id, events_group_id);

-- One row per date of a series. original_start identifies the date within its series (what a
-- moved date was before; iCal's RECURRENCE-ID). A cancelled date stays, shown as cancelled.
CREATE TABLE schedule_occurrences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  series_id uuid NOT NULL REFERENCES schedule_series(id) ON DELETE CASCADE,
  events_group_id uuid NOT NULL REFERENCES events_groups(id) ON DELETE CASCADE,
  original_start timestamptz NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  cancelled boolean NOT NULL DEFAULT false,
  -- Set when the public holiday rule cancelled this date (its name, German).
  holiday text,
  -- Changed alone: its own place, trainers or description (NULL = the series').
  modified boolean NOT NULL DEFAULT false,
  place text,
  coach text[],
  description text,
  UNIQUE (series_id, original_start),
  CHECK (ends_at > starts_at)
);
CREATE INDEX schedule_occurrences_group_time ON schedule_occurrences (events_group_id, starts_at);
CREATE INDEX schedule_occurrences_org_time ON schedule_occurrences (organization_id, starts_at);

-- The club's state for public holidays (date-holidays code, e.g. BY = Bavaria).
CREATE TABLE calendar_settings (
  organization_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  holiday_country text NOT NULL DEFAULT 'DE',
  holiday_state text NOT NULL DEFAULT 'BY'
);
