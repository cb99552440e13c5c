-- Distribution and off-shelf requests by their idempotency key (issue 16, offline requests): a
-- device that queued a request offline sends it again after a lost answer; the first answer is
-- kept here, written in the request's own org write, so the same id is done once (never a second
-- delivery) and a replay gets that answer (a refusal's code and values, or 200).
CREATE TABLE distribution_requests (
  org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  request_id uuid NOT NULL,
  album_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('release', 'takedown')),
  -- null: done; otherwise the refusal's error code and its message values
  code text,
  params jsonb,
  answered_at timestamptz NOT NULL,
  PRIMARY KEY (org_id, request_id)
);
