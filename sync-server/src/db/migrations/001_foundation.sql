-- Foundation: organisations and their users, sessions and auto-login keys, the login throttle,
-- system messages, and the minimal catalogue core the dashboard counts from.
-- Every partner-owned row carries org_id: authorization compares it with the caller's organisation.

CREATE TABLE organisations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  -- English name; empty means the name is used in both languages
  name_en text NOT NULL DEFAULT '',
  account_type text NOT NULL CHECK (account_type IN ('personal', 'company')),
  -- the back office (staff) is an organisation of its own, never a partner
  is_backoffice boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organisations (id),
  login_name text NOT NULL,
  name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  roles text[] NOT NULL DEFAULT '{}',
  account_type text NOT NULL CHECK (account_type IN ('personal', 'company')),
  if_apple_verify boolean NOT NULL DEFAULT false,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- login names are unique regardless of case: "Demo-Admin" and "demo-admin" are one account
CREATE UNIQUE INDEX users_login_name_key ON users (lower(login_name));
CREATE INDEX users_org_idx ON users (org_id);

-- Only SHA-256 hashes of the bearer secrets are stored: a leaked table grants no session.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the auto-login chain that opened this session, so theft detection can end it too
  auto_login_family uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_family_idx ON sessions (auto_login_family) WHERE auto_login_family IS NOT NULL;

-- Auto-login keys rotate on every use; a chain (family) shares family_id. Presenting a key that
-- was already replaced means someone else holds the chain: the whole family is revoked.
CREATE TABLE auto_login_keys (
  key_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  replaced_by text
);
CREATE INDEX auto_login_keys_family_idx ON auto_login_keys (family_id);
CREATE INDEX auto_login_keys_user_idx ON auto_login_keys (user_id);

-- Failed logins, kept in the database so every server instance sees the same counts.
CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('account', 'address')),
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_lookup_idx ON login_attempts (scope, key, created_at);

CREATE TABLE sys_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- NULL: for every organisation
  org_id uuid REFERENCES organisations (id),
  -- NULL: for every member of org_id; set: a personal notification
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('announcement', 'notification')),
  title_zh text NOT NULL,
  title_en text NOT NULL,
  content_zh text NOT NULL,
  content_en text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_messages_org_idx ON sys_messages (org_id, created_at DESC);

CREATE TABLE sys_message_reads (
  message_id uuid NOT NULL REFERENCES sys_messages (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, user_id)
);
CREATE INDEX sys_message_reads_user_idx ON sys_message_reads (user_id);

-- Catalogue core: later migrations add the remaining fields of spec section 3.
-- version is bumped by every accepted change (the sync protocol's baseVersion).
CREATE TABLE albums (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organisations (id),
  name text NOT NULL,
  review_status smallint NOT NULL DEFAULT 10 CHECK (review_status BETWEEN 10 AND 16),
  release_status smallint NOT NULL DEFAULT 20 CHECK (release_status BETWEEN 20 AND 27),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX albums_org_review_idx ON albums (org_id, review_status) WHERE deleted_at IS NULL;

CREATE TABLE tracks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organisations (id),
  album_id uuid REFERENCES albums (id),
  name text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX tracks_org_idx ON tracks (org_id) WHERE deleted_at IS NULL;
CREATE INDEX tracks_album_idx ON tracks (album_id);

CREATE TABLE artists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organisations (id),
  name text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX artists_org_idx ON artists (org_id) WHERE deleted_at IS NULL;
