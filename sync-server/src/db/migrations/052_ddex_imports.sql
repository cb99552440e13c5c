-- The DDEX messages imported into an organisation (issue 15, album source 3): one row per message
-- id and organisation, written in the apply's own transaction, so the same message cannot make a
-- second album there (the apply answers 409 naming the first).
CREATE TABLE ddex_imports (
  org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  message_id text NOT NULL,
  album_id uuid NOT NULL,
  imported_by uuid NOT NULL,
  imported_at timestamptz NOT NULL,
  PRIMARY KEY (org_id, message_id)
);
