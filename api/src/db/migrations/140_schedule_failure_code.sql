-- Issue 25: a failed scheduled publication keeps the error code next to its English reason, so
-- the editor can say why in the editor's language ("someone saved the page after you scheduled").
ALTER TABLE scheduled_publications ADD COLUMN last_error_code text;
