-- The organisation's identity images (ID card sides or business licence, and its logo): one
-- verified file per slot, replaced in place. Sign-up fills them through its registration link
-- (accounts/registrationImages.ts); the subject-info screen later through a session.
CREATE TABLE organisation_images (
  org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  slot text NOT NULL CHECK (slot IN ('idFront', 'idBack', 'licence', 'logo')),
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (org_id, slot)
);
