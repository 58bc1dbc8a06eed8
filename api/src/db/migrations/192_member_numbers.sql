-- Issue 32: one member record.
--
-- 1. A member number per club: sequential, unique, given when an application is accepted, in the
--    same transaction. The counter row is taken with INSERT ... ON CONFLICT DO UPDATE, which locks
--    it until the acceptance commits: two administrators accepting at once get consecutive
--    numbers, and a rolled-back acceptance gives its number back (no gaps from failures).
ALTER TABLE users ADD COLUMN member_number integer CHECK (member_number > 0);
CREATE UNIQUE INDEX users_member_number ON users (organization_id, member_number) WHERE member_number IS NOT NULL;

CREATE TABLE member_number_counters (
  organization_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  last_number integer NOT NULL
);

-- Today's members get numbers in the order they joined (then by account creation).
UPDATE users u SET member_number = numbered.n
FROM (
  SELECT u2.id, row_number() OVER (PARTITION BY u2.organization_id ORDER BY u2.member_since, u2.created_at, u2.id) AS n
  FROM users u2 JOIN roles r ON r.id = u2.role_id
  WHERE r.name = 'MEMBER_USER'
) numbered
WHERE numbered.id = u.id;

INSERT INTO member_number_counters (organization_id, last_number)
SELECT organization_id, max(member_number) FROM users WHERE member_number IS NOT NULL GROUP BY organization_id;

-- 2. Members accepted before this change have an empty profile: their names, birth date, gender,
--    phone and address were only on the application. Copied once into the profile, field by field
--    where the member has not filled it in since (the address only as a whole: all or none).
--    Applications keep the phone as E.164 ('+4915123456789'); older ones as typed ('0151 ...').
-- profiles:begin (member-record.test.ts runs this statement against the code's own mapping)
UPDATE users u SET
  first_name = coalesce(u.first_name, nullif(a.form->>'firstName', '')),
  last_name = coalesce(u.last_name, nullif(a.form->>'familyName', '')),
  birth_date = coalesce(u.birth_date, (nullif(a.form->>'birthDay', ''))::date),
  gender = coalesce(u.gender, nullif(a.form->>'gender', '')),
  country_code = CASE WHEN u.contact_number IS NULL AND coalesce(a.form->>'phone', '') <> ''
                      THEN coalesce(a.form->>'countryCode', '+49') ELSE u.country_code END,
  contact_number = CASE
    WHEN u.contact_number IS NOT NULL OR coalesce(a.form->>'phone', '') = '' THEN u.contact_number
    WHEN a.form->>'phone' LIKE (coalesce(a.form->>'countryCode', '+49') || '%')
      THEN substr(a.form->>'phone', length(coalesce(a.form->>'countryCode', '+49')) + 1)
    ELSE regexp_replace(a.form->>'phone', '[\s/-]', '', 'g') END,
  street_number = CASE WHEN u.street_number IS NULL AND u.post_code IS NULL AND u.city IS NULL
                       THEN nullif(a.form->>'streetAddress', '') ELSE u.street_number END,
  post_code = CASE WHEN u.street_number IS NULL AND u.post_code IS NULL AND u.city IS NULL
                   THEN nullif(a.form->>'postCode', '') ELSE u.post_code END,
  city = CASE WHEN u.street_number IS NULL AND u.post_code IS NULL AND u.city IS NULL
              THEN nullif(a.form->>'city', '') ELSE u.city END
FROM membership_applications a
WHERE a.user_id = u.id AND a.state = 'accepted' AND u.erased_at IS NULL AND a.form->>'firstName' IS NOT NULL;
-- profiles:end
