-- Issue 22: an erased person's record is marked, so nothing writes personal data back into it.
ALTER TABLE users ADD COLUMN erased_at timestamptz;
