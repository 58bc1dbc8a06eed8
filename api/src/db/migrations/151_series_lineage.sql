-- Issue 21: a "this and following" edit splits a series in two; lineage_id names the series it
-- was split from first (the original), so "all dates" later edits or deletes every part of it.
ALTER TABLE schedule_series ADD COLUMN lineage_id uuid;
CREATE INDEX schedule_series_lineage ON schedule_series (lineage_id) WHERE lineage_id IS NOT NULL;
