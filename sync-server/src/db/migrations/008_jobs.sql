-- The durable job runner (sync-server/src/jobs): every long or external task (mail, SMS, delivery,
-- report import, settlement run, scheduled takedown) is a row that survives a restart and is
-- claimed by exactly one instance (FOR UPDATE SKIP LOCKED). A claim holds a lease (locked_until)
-- that the running instance extends; a killed instance's job is taken again once it lapses.
-- Times come from the server's clock as parameters (clock.ts), never from now().
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  payload jsonb NOT NULL,
  -- enqueueing again with the same kind and key finds the first job instead of adding one
  idempotency_key text,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  -- a queued job is not taken before this instant (its first run, or its next retry)
  run_at timestamptz NOT NULL,
  -- runs begun, counted when a run is claimed (a run cut short by a kill counts too)
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL CHECK (max_attempts BETWEEN 1 AND 100),
  -- the instance running it and until when its lease holds; set exactly while running
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz,
  CHECK ((state = 'running') = (locked_until IS NOT NULL AND locked_by IS NOT NULL))
);
-- NULL keys never collide: a job without a key is always new
CREATE UNIQUE INDEX jobs_idempotency_key ON jobs (kind, idempotency_key);
CREATE INDEX jobs_queued_idx ON jobs (run_at) WHERE state = 'queued';
CREATE INDEX jobs_running_idx ON jobs (locked_until) WHERE state = 'running';
CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE state IN ('done', 'failed');
