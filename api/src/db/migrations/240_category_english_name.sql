-- Issue 34: a sport category added from the editor has a German and an English name; the
-- training page and the editor show the one of the reader's language (German when none).
ALTER TABLE categories ADD COLUMN name_en text;
CREATE UNIQUE INDEX categories_org_name_en ON categories (organization_id, name_en) WHERE name_en IS NOT NULL;
