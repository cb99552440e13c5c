-- The DDEX message last built for an album and a recipient (issue 15): its bytes and hash, so the
-- album page can show what changed between it and the message that would be built now
-- (src/domain/ddex/diff.ts reads both back from XML). One row per album and recipient, replaced
-- at each build; the offline package's recipient is the portal's own party id.
CREATE TABLE ddex_messages (
  album_id uuid NOT NULL,
  org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  recipient_dpid text NOT NULL,
  message_id text NOT NULL,
  album_version bigint NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  xml text NOT NULL,
  built_at timestamptz NOT NULL,
  PRIMARY KEY (album_id, recipient_dpid)
);
CREATE INDEX ddex_messages_org_idx ON ddex_messages (org_id);
