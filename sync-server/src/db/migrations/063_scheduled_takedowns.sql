-- Scheduled takedowns (issue 16). The date is computed, never stored apart from its sources (the
-- album's requested off-shelf date, the contract's and the letters' contracts' last days); what is
-- kept is what was done about a date: the partner told 30 and 7 days before (once each per date),
-- and the takedown fired on the day (once per date, so a takedown that failed is not re-fired
-- every hour; the partner or staff can retry it).
CREATE TABLE scheduled_takedown_notices (
  org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  album_id uuid NOT NULL,
  due_date text NOT NULL CHECK (due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  lead_days smallint NOT NULL CHECK (lead_days IN (30, 7)),
  reason text NOT NULL CHECK (reason IN ('requested', 'contract', 'letter')),
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (album_id, due_date, lead_days)
);
CREATE INDEX scheduled_takedown_notices_org_idx ON scheduled_takedown_notices (org_id, album_id);

CREATE TABLE scheduled_takedown_runs (
  org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  album_id uuid NOT NULL,
  due_date text NOT NULL CHECK (due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  reason text NOT NULL CHECK (reason IN ('requested', 'contract', 'letter')),
  -- the channels the takedown was asked of
  channel_ids jsonb NOT NULL,
  fired_at timestamptz NOT NULL,
  PRIMARY KEY (album_id, due_date)
);
CREATE INDEX scheduled_takedown_runs_org_idx ON scheduled_takedown_runs (org_id, album_id);
