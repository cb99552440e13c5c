-- Channel reports in (issue 17): the files staff upload (DDEX DSR flat files or the portal's CSV
-- layout), every line they hold, the lines that could not be read, and the rollup the trend and
-- settlement queries read. Money is integer: revenue in 1e-6 of the currency's major unit
-- (src/domain/money/amount.ts), summed exactly; a statement rounds once, after the sum.
-- Every partner query leads with org_id, so the tables can be sharded by it (docs/ARCHITECTURE.md,
-- "Channel reports at scale").
CREATE TABLE report_files (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  format text NOT NULL CHECK (format IN ('dsr', 'csv')),
  -- the same bytes twice are refused by this, not by the name
  sha256 text NOT NULL UNIQUE CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  -- from the DSR header (SenderName, SenderPartyId) or the CSV's first usage line, once read
  channel text,
  party_id text,
  period_start date,
  period_end date,
  state text NOT NULL CHECK (state IN ('queued', 'importing', 'imported', 'failed')),
  -- parser outcomes (lines, records, problems, in the parser's order) already committed: a
  -- restarted import reads the file again and skips that many before writing
  checkpoint integer NOT NULL DEFAULT 0 CHECK (checkpoint >= 0),
  line_count integer NOT NULL DEFAULT 0,
  usage_count integer NOT NULL DEFAULT 0,
  matched_count integer NOT NULL DEFAULT 0,
  unmatched_count integer NOT NULL DEFAULT 0,
  problem_count integer NOT NULL DEFAULT 0,
  -- src/domain/reports/reconciliation.ts Reconciliation, bigint sums as strings
  reconciliation jsonb,
  is_reconciled boolean,
  error text,
  uploaded_by uuid NOT NULL REFERENCES users (id),
  uploaded_at timestamptz NOT NULL,
  imported_at timestamptz
);
CREATE INDEX report_files_uploaded_idx ON report_files (uploaded_at DESC, id);

-- One row per usage line of a file, matched or not (org_id NULL and a reason when not): raw lines
-- are kept, partitioned by month of their period (created on demand by reports/partitions.ts).
CREATE TABLE report_lines (
  period date NOT NULL,
  file_id uuid NOT NULL,
  line_no integer NOT NULL,
  period_end date NOT NULL,
  org_id uuid,
  track_id uuid,
  album_id uuid,
  unmatched_reason text,
  channel text NOT NULL,
  territory text NOT NULL,
  isrc text,
  upc text,
  usage_type text NOT NULL,
  units bigint NOT NULL,
  currency text NOT NULL,
  revenue_micro bigint NOT NULL,
  is_royalty_bearing boolean NOT NULL,
  title text,
  artist text,
  transaction_id text,
  -- leads with the file: a file's lines are read (issues, rollup) and written by it; the partition
  -- key must be part of it
  PRIMARY KEY (file_id, line_no, period),
  CHECK ((org_id IS NULL) = (unmatched_reason IS NOT NULL))
) PARTITION BY RANGE (period);
CREATE INDEX report_lines_org_idx ON report_lines (org_id, period) WHERE org_id IS NOT NULL;

-- Lines that could not be read, with the parser's code (src/domain/reports/usageLine.ts).
CREATE TABLE report_problems (
  file_id uuid NOT NULL REFERENCES report_files (id) ON DELETE CASCADE,
  line_no integer NOT NULL,
  end_line_no integer NOT NULL,
  code text NOT NULL,
  cell integer,
  -- cut at PROBLEM_RAW_MAX_CHARS
  raw text NOT NULL,
  PRIMARY KEY (file_id, line_no)
);

-- Matched lines summed per organisation, track (or album for a release-level sale), channel,
-- territory, usage, day (the line's period start), currency and royalty flag, per file: a file's
-- sums are added once, in the transaction that marks it imported (so a restarted import never
-- counts twice) and can be taken out with it. Readers sum over files (a channel sends one file
-- per period, so a key rarely has more than one row); no unique key to check on the way in.
CREATE TABLE report_rollups (
  org_id uuid NOT NULL,
  day date NOT NULL,
  file_id uuid NOT NULL REFERENCES report_files (id) ON DELETE CASCADE,
  track_id uuid,
  album_id uuid,
  channel text NOT NULL,
  territory text NOT NULL,
  usage_type text NOT NULL,
  currency text NOT NULL,
  is_royalty_bearing boolean NOT NULL,
  units bigint NOT NULL,
  revenue_micro bigint NOT NULL,
  line_count integer NOT NULL
);
CREATE INDEX report_rollups_org_idx ON report_rollups (org_id, day);

-- Release-level sales are matched by UPC across organisations; UPC-A and EAN-13 compare without
-- their leading zeros (src/domain/reports/matchLines.ts upcKey).
CREATE INDEX albums_upc_lookup_idx ON albums (ltrim(data ->> 'upc', '0'))
  WHERE deleted_at IS NULL AND data ->> 'upc' IS NOT NULL;
