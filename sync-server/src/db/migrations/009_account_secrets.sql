-- What the accounts flows hand out and take back once (sync-server/src/accounts): link tokens
-- (password reset, invitation, registration), SMS verification codes and graphic captchas. Only
-- hashes are stored (SHA-256 of 256-bit tokens; HMACs under the server's secret for the short
-- codes, which a bare hash would not hide). Using one is one statement, so two parallel uses
-- give one success. Times come from the server's clock as parameters (clock.ts).
CREATE TABLE link_tokens (
  token_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('reset', 'invite', 'registration')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  org_id uuid REFERENCES organisations (id) ON DELETE CASCADE,
  email text,
  -- what the flow needs back when the link is followed (an invitation's roles, ...)
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- used, or replaced by a newer link of the same purpose for the same person
  used_at timestamptz
);
CREATE INDEX link_tokens_user_idx ON link_tokens (purpose, user_id) WHERE used_at IS NULL;
CREATE INDEX link_tokens_email_idx ON link_tokens (purpose, lower(email)) WHERE used_at IS NULL;
CREATE INDEX link_tokens_expires_idx ON link_tokens (expires_at);

CREATE TABLE verification_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- what the code confirms (registration, a bank account change, ...)
  purpose text NOT NULL,
  -- the phone number (E.164) it was sent to
  target text NOT NULL,
  -- the client address that asked for it: sends are limited per number and per address
  address text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- used, or replaced by a newer code for the same number and purpose
  used_at timestamptz
);
CREATE INDEX verification_codes_target_idx ON verification_codes (target, created_at);
CREATE INDEX verification_codes_address_idx ON verification_codes (address, created_at);
CREATE INDEX verification_codes_live_idx ON verification_codes (purpose, target, created_at) WHERE used_at IS NULL;

CREATE TABLE captchas (
  id uuid PRIMARY KEY,
  answer_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- any answer uses it up, right or wrong: one guess per image
  used_at timestamptz
);
CREATE INDEX captchas_expires_idx ON captchas (expires_at);
