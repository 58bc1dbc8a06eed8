-- Published content is cached in each API replica's memory (lib/published-cache). Every write to
-- what visitors read (pages, their templates, menus, news) notifies 'club_content_changed' with the
-- organization's id. PostgreSQL delivers it when the transaction commits (never on rollback) to
-- every replica listening on the database, once per organization and transaction; PGlite delivers
-- it in-process. Triggers, not application code, so no write path (a route, scheduled publishing,
-- a course sync, a cascading delete, the seed) can forget it.
CREATE FUNCTION notify_published_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('club_content_changed', OLD.organization_id::text);
  ELSE
    PERFORM pg_notify('club_content_changed', NEW.organization_id::text);
    IF TG_OP = 'UPDATE' AND NEW.organization_id IS DISTINCT FROM OLD.organization_id THEN
      PERFORM pg_notify('club_content_changed', OLD.organization_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER contents_published_change AFTER INSERT OR UPDATE OR DELETE ON contents
  FOR EACH ROW EXECUTE FUNCTION notify_published_change();
CREATE TRIGGER templates_published_change AFTER INSERT OR UPDATE OR DELETE ON templates
  FOR EACH ROW EXECUTE FUNCTION notify_published_change();
CREATE TRIGGER menus_published_change AFTER INSERT OR UPDATE OR DELETE ON menus
  FOR EACH ROW EXECUTE FUNCTION notify_published_change();
CREATE TRIGGER news_published_change AFTER INSERT OR UPDATE OR DELETE ON news
  FOR EACH ROW EXECUTE FUNCTION notify_published_change();
