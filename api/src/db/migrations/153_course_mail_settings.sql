-- Issue 21: a participant's choice about mails on course changes (a cancelled or moved date, a
-- cancelled course) and the language they get them in. No row = mails on, in German.
CREATE TABLE course_mail_settings (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  course_changes boolean NOT NULL DEFAULT true,
  language text NOT NULL DEFAULT 'de' CHECK (language IN ('de', 'en')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
