-- A report is a report, not a file (issue 26). Each file keeps what identifies the report it is
-- (DSR: sender, MessageId, period and FileNumber from its HEAD record; the portal's CSV layout,
-- which has no message id: the SHA-256 of its text with line ends made one, see
-- src/domain/reports/reportIdentity.ts), and the same report is refused whatever its bytes.
-- A file whose totals do not reconcile is 'held': none of it is in the rollup (so no trend, no
-- statement) until staff accept it with a reason or reject it; 'waiting' files are parts of a
-- multi-file report (HEAD FileNumber of NumberOfFiles) whose other parts have not arrived; a
-- correction that counts takes the report it replaces out ('replaced') in the same transaction.
ALTER TABLE report_files DROP CONSTRAINT report_files_state_check;
ALTER TABLE report_files ADD CONSTRAINT report_files_state_check CHECK (
  state IN ('queued', 'importing', 'imported', 'failed', 'held', 'waiting', 'rejected', 'replaced')
);
ALTER TABLE report_files
  ADD COLUMN report_key text,
  ADD COLUMN compression text NOT NULL DEFAULT 'none' CHECK (compression IN ('none', 'gzip')),
  ADD COLUMN sender text,
  ADD COLUMN message_id text,
  -- sender and MessageId: every file of one multi-file report shares it (DSR Part 1, 6.3)
  ADD COLUMN set_key text,
  ADD COLUMN file_number integer CHECK (file_number >= 1),
  ADD COLUMN number_of_files integer CHECK (number_of_files >= 1),
  ADD COLUMN replaces_id uuid REFERENCES report_files (id) ON DELETE SET NULL,
  ADD COLUMN replaced_by_id uuid REFERENCES report_files (id) ON DELETE SET NULL,
  ADD COLUMN decision_reason text,
  ADD COLUMN decided_by uuid REFERENCES users (id),
  ADD COLUMN decided_at timestamptz;
-- a rejected or failed file's report may be sent again, even byte for byte; any other copy of it
-- is refused (the same bytes were refused for ever by a plain UNIQUE on sha256)
CREATE UNIQUE INDEX report_files_report_key_idx ON report_files (report_key)
  WHERE state NOT IN ('rejected', 'failed');
ALTER TABLE report_files DROP CONSTRAINT report_files_sha256_key;
CREATE UNIQUE INDEX report_files_sha256_idx ON report_files (sha256)
  WHERE state NOT IN ('rejected', 'failed');
CREATE INDEX report_files_set_idx ON report_files (set_key) WHERE set_key IS NOT NULL;

-- Who accepted, rejected or replaced a file, when and why (the audit staff read on the file).
CREATE TABLE report_file_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  file_id uuid NOT NULL REFERENCES report_files (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('held', 'accepted', 'rejected', 'replaced', 'replaces')),
  actor_id uuid REFERENCES users (id),
  reason text,
  other_file_id uuid,
  at timestamptz NOT NULL
);
CREATE INDEX report_file_events_file_idx ON report_file_events (file_id, id);
