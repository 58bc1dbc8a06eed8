-- Issue 25 item 7: a picture in the library has a name the editors can change, and a focal point
-- (0..1 from the left and from the top) that cropping blocks keep in view (CSS object-position on
-- the rendered <img>; the stored sizes stay uncropped, so moving the point needs no new files).
ALTER TABLE media_items ADD COLUMN name text NOT NULL DEFAULT '';
ALTER TABLE media_items ADD COLUMN focus_x double precision NOT NULL DEFAULT 0.5 CHECK (focus_x >= 0 AND focus_x <= 1);
ALTER TABLE media_items ADD COLUMN focus_y double precision NOT NULL DEFAULT 0.5 CHECK (focus_y >= 0 AND focus_y <= 1);

-- Pages carry their pictures' focal points (PictureSizes.focus): moving one changes what visitors
-- read, so every replica's published cache hears of it like a template write (migration 080).
CREATE TRIGGER media_items_published_change AFTER UPDATE OR DELETE ON media_items
  FOR EACH ROW EXECUTE FUNCTION notify_published_change();
