-- Issue 25: each revision keeps what it changed per block and field, so the history says it in
-- words in the editor's language ("Banner: title changed"). Older revisions keep only `summary`.
ALTER TABLE content_revisions ADD COLUMN changes jsonb;
