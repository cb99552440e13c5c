-- Uploaded files (DESIGN.md section 6). A row is made when an upload starts ('uploading'), and
-- moves to 'verifying' once its parts are joined, then 'verified' or 'rejected' by the server's
-- own checks; 'aborted' when the client gives up. Object keys are the server's, never the client's.
CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organisations (id),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('audio', 'spatialAudio', 'image', 'lyrics', 'clip', 'accompaniment', 'attachment')),
  -- what the file is for (track, albumCover, atmos, ...): its size and type rules depend on it
  purpose text NOT NULL,
  name text NOT NULL,
  declared_size bigint NOT NULL CHECK (declared_size > 0),
  size bigint,
  content_type text NOT NULL DEFAULT '',
  object_key text NOT NULL UNIQUE,
  upload_id text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'uploading' CHECK (status IN ('uploading', 'verifying', 'verified', 'rejected', 'aborted')),
  checksum_sha256 text,
  -- what the server read from the stored file (audio format, pixel size, ...)
  facts jsonb,
  reject_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_org_status_idx ON files (org_id, status);
