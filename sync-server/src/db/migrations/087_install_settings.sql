-- Settings of the install itself, not of an organisation (issue 27): first, who the install is in
-- DDEX messages ('ddexSender': { dpid, name }, src/domain/distribution/senderParty.ts). One row per
-- setting; the value is checked by the domain's schema on every write and read
-- (distribution/senderSetting.ts). updated_by is the staff user who wrote it (NULL: the demo seed).
CREATE TABLE install_settings (
  key text PRIMARY KEY CHECK (key IN ('ddexSender')),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL
);
