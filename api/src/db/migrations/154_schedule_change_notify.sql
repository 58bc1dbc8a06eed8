-- Issue 21: the training schedule is server-rendered and cached like published pages (a
-- visitor's /training, a course page's dates). A class write must drop those answers as a page
-- write does, or visitors see the week before a coach's change. Same channel as migration 080;
-- one notification per statement (a series writes hundreds of dates at once).
CREATE FUNCTION notify_schedule_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('club_content_changed', o.organization_id::text) FROM (SELECT DISTINCT organization_id FROM old_rows) o;
  ELSE
    PERFORM pg_notify('club_content_changed', n.organization_id::text) FROM (SELECT DISTINCT organization_id FROM new_rows) n;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER schedule_series_insert_change AFTER INSERT ON schedule_series
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_schedule_change();
CREATE TRIGGER schedule_series_update_change AFTER UPDATE ON schedule_series
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_schedule_change();
CREATE TRIGGER schedule_series_delete_change AFTER DELETE ON schedule_series
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_schedule_change();
CREATE TRIGGER schedule_occurrences_insert_change AFTER INSERT ON schedule_occurrences
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_schedule_change();
CREATE TRIGGER schedule_occurrences_update_change AFTER UPDATE ON schedule_occurrences
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_schedule_change();
CREATE TRIGGER schedule_occurrences_delete_change AFTER DELETE ON schedule_occurrences
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_schedule_change();
