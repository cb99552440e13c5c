-- Wrong current passwords (password change, bank account change) counted per member, claimed in one
-- statement before the password is hashed, like login_failures (007). A table of its own: keyed by
-- the member, not by a typed login name and an address, so a stolen session cannot reset the count
-- by changing address, and no login name can share a row with it.
CREATE TABLE reauth_failures (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- tries counted since the last right current password (a try is counted before its check)
  failures integer NOT NULL,
  last_at timestamptz NOT NULL,
  -- the member's next try is refused before this moment
  next_at timestamptz NOT NULL
);
CREATE INDEX reauth_failures_last_idx ON reauth_failures (last_at);
