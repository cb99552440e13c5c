-- Distribution to channels (issue 16). A channel is written by the back office: its names, DDEX
-- party, what it accepts and how it is reached; its key or password is sealed with the server's
-- secret (jobs/sealed.ts) and never read back by a route. album_channels is the release state
-- (spec codes 20-27) of one organisation's album on one channel; every delivery batch, file sent
-- and acknowledgement read is kept, so staff and the partner can see what each channel was told.
CREATE TABLE channels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- short key staff use; a contract's excluded channels may name it
  code text NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  dpid text NOT NULL CHECK (dpid ~ '^PADPIDA[0-9A-Z]+$'),
  logo_file_id uuid,
  -- src/domain/distribution ChannelCapabilities: usages, territories, spatialAudio, lyrics, takedownStyle
  capabilities jsonb NOT NULL,
  transport text NOT NULL CHECK (transport IN ('sftp', 'folder')),
  -- host, port, user, remote root and pinned host key fingerprint (sftp), or the folder (folder)
  endpoint jsonb NOT NULL,
  -- sealJson of { privateKey?, password? }; NULL when the transport needs none
  sealed_secret text,
  -- folder under the remote root where acknowledgements appear ('' = beside each message)
  ack_folder text NOT NULL DEFAULT '',
  ack_poll_seconds integer NOT NULL DEFAULT 300 CHECK (ack_poll_seconds BETWEEN 10 AND 86400),
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX channels_code_idx ON channels (lower(code));

CREATE TABLE album_channels (
  org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  album_id uuid NOT NULL,
  channel_id uuid NOT NULL REFERENCES channels (id),
  state smallint NOT NULL DEFAULT 20 CHECK (state BETWEEN 20 AND 27),
  -- the album version the last request was for, and the batch and message that carried it
  album_version integer,
  last_batch_id text,
  last_message_id text,
  requested_at timestamptz,
  sent_at timestamptz,
  answered_at timestamptz,
  -- the channel's answer (or the pipe's last error after the retry limit), shown as given
  answer_code text,
  answer_text text,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (album_id, channel_id)
);
CREATE INDEX album_channels_org_idx ON album_channels (org_id, album_id);
CREATE INDEX album_channels_waiting_idx ON album_channels (channel_id) WHERE state IN (21, 25);

CREATE TABLE delivery_batches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- UTC YYYYMMDDhhmmssnnn, the batch folder's name; unique per channel
  batch_id text NOT NULL CHECK (batch_id ~ '^[0-9]{17}$'),
  channel_id uuid NOT NULL REFERENCES channels (id),
  org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  album_id uuid NOT NULL,
  album_version integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('release', 'takedown')),
  message_id text NOT NULL,
  -- the release's folder in the batch and the message file in it (<ICPN>.xml)
  release_dir text NOT NULL,
  message_file text NOT NULL,
  message_sha256 text NOT NULL CHECK (message_sha256 ~ '^[0-9a-f]{64}$'),
  message_xml text NOT NULL,
  manifest_xml text NOT NULL,
  -- the delivery job that writes it: a resumed run finds its batch (and its manifest's bytes) again
  job_id uuid,
  state text NOT NULL DEFAULT 'writing' CHECK (state IN ('writing', 'sent', 'answered', 'failed')),
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  last_error text
);
CREATE UNIQUE INDEX delivery_batches_channel_idx ON delivery_batches (channel_id, batch_id);
CREATE UNIQUE INDEX delivery_batches_job_idx ON delivery_batches (job_id);
CREATE INDEX delivery_batches_album_idx ON delivery_batches (org_id, album_id, created_at DESC);

CREATE TABLE delivery_files (
  batch_ref uuid NOT NULL REFERENCES delivery_batches (id) ON DELETE CASCADE,
  -- POSIX, relative to the batch folder; the manifest is the last one written
  path text NOT NULL,
  role text NOT NULL CHECK (role IN ('resource', 'message', 'manifest')),
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- the stored object it is copied from (resources), NULL for files the writer made
  source_file_id uuid,
  written_at timestamptz,
  PRIMARY KEY (batch_ref, path)
);

CREATE TABLE delivery_acks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  batch_ref uuid NOT NULL REFERENCES delivery_batches (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  raw bytea NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- FileOK, ErrorInXml, ResourceCorrupt, FileNotFound, ... or success/failure for a plain file
  file_status text NOT NULL,
  ok boolean NOT NULL,
  error_text text NOT NULL DEFAULT '',
  read_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX delivery_acks_file_idx ON delivery_acks (batch_ref, file_name);
