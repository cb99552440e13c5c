-- The team (spec sections 6 and 7): invitations an administrator sends by email, and the
-- organisation's security log. The invitation's secret is a 'invite' link token (009) whose data
-- names the invitation; this row is what the team screen lists, revokes and re-sends.
CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  email text NOT NULL,
  name text NOT NULL DEFAULT '',
  roles text[] NOT NULL CHECK (cardinality(roles) > 0),
  -- the invitee's language, chosen by the inviter: the mail's and the page's
  language text NOT NULL CHECK (language IN ('zh-hans', 'en')),
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  revoked_at timestamptz
);
CREATE INDEX invitations_org_idx ON invitations (org_id, created_at DESC)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;

-- Who did what to the organisation's accounts, from where. Login names are copied, not
-- referenced: the log outlives a deleted member.
CREATE TABLE security_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  kind text NOT NULL,
  actor text NOT NULL DEFAULT '',
  subject text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE INDEX security_events_org_idx ON security_events (org_id, created_at DESC);
