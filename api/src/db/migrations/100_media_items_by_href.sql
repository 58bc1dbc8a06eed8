-- Pages look up the sizes (srcset, width, height) of the pictures they show by URL, once per read.
CREATE INDEX media_items_org_href ON media_items (organization_id, href);
