-- Issue 21 "one course, one truth": the series a COURSE template's date, time, duration, weekday,
-- repeat, ending and location fields created. The page save writes it through the calendar
-- service; template_values holds the values it was last written from, so a later page save only
-- rewrites the series when those fields changed (a coach's edits in the timetable stay otherwise).
ALTER TABLE schedule_series ADD COLUMN template_id uuid;
ALTER TABLE schedule_series ADD COLUMN template_values text;
CREATE UNIQUE INDEX schedule_series_template ON schedule_series (organization_id, template_id)
  WHERE template_id IS NOT NULL;
