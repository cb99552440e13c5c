-- Self-service sign-up (spec section 2: /register/...). A registration creates the organisation
-- and its first administrator at once, without a usable password; the row below says how far it
-- got, so its emailed link (a 'registration' link token) resumes it at the right step. The
-- licence agreement's acceptance is kept as evidence: which version, the SHA-256 of the exact text
-- shown, when, by whom, from which address.
ALTER TABLE organisations ADD COLUMN id_number text NOT NULL DEFAULT '';

CREATE TABLE registrations (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  -- finsh_reg: the licence agreement was accepted
  agreed_at timestamptz,
  -- init_login_pwd: the login password was set; the account can log in
  completed_at timestamptz
);

CREATE TABLE licence_acceptances (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  version text NOT NULL,
  language text NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  accepted_at timestamptz NOT NULL,
  address text NOT NULL
);
CREATE INDEX licence_acceptances_user_idx ON licence_acceptances (user_id);
