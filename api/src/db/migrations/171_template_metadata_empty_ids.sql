-- Saves used to coerce a block's `categoryId: null` to "" (request bodies are no longer coerced,
-- api/src/lib/validators.ts). An empty id named no category, and the timetable block took it
-- for a chosen one: drop such ids so the block finds the course's category again.
UPDATE templates SET metadata = metadata - 'categoryId' WHERE metadata->>'categoryId' = '';
UPDATE templates SET metadata = metadata - 'eventsGroupId' WHERE metadata->>'eventsGroupId' = '';
