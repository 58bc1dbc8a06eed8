-- Issue 22: the public origins (scheme://host[:port]) an organization's site is reached on.
-- Links in mails and pages are built from these (and SITE_ORIGINS), never from a request's Host.
ALTER TABLE organizations ADD COLUMN public_origins text[] NOT NULL DEFAULT '{}';
