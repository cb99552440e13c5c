-- Settlement statements (issue 17, "Statements"): the period's exchange rates and the tax rates
-- staff enter, the runs that compute statements, adjustments waiting for a period, and the
-- statements themselves. A statement's content is src/domain/finance SettlementStatement as JSON
-- (bigints as strings, src/domain/finance/api.ts statementToJson); when issued, its canonical
-- text and SHA-256 are stored beside it and never change again; the partner's confirmation names
-- that hash with the user, time and address. Money is integer minor units (bigint), never float.
-- Sales statements are not stored: they are report_rollups of an organisation, month and channel.
CREATE TABLE finance_rates (
  -- YYYY-MM
  period text NOT NULL CHECK (period ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  from_currency text NOT NULL,
  to_currency text NOT NULL,
  -- as typed: "1 from = rate to", a positive decimal
  rate text NOT NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (period, from_currency, to_currency)
);

-- One rule per organisation type (src/domain/finance/taxes.ts TaxRule); a type without a row uses
-- DEFAULT_TAX_RATES. The rule a statement used is inside its content (its tax figures).
CREATE TABLE finance_tax_rates (
  organisation_type text PRIMARY KEY
    CHECK (organisation_type IN ('individual', 'domesticCompany', 'overseasIndividual', 'overseasCompany')),
  rule jsonb NOT NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE settlement_runs (
  id uuid PRIMARY KEY,
  job_id uuid,
  period text NOT NULL,
  -- NULL: every organisation with an active contract in the period
  org_id uuid REFERENCES organisations (id),
  state text NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
  computed integer NOT NULL DEFAULT 0,
  skipped integer NOT NULL DEFAULT 0,
  -- [{organisationId, organisationName, code, detail}]: what could not be computed, and why
  problems jsonb NOT NULL DEFAULT '[]',
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX settlement_runs_started_idx ON settlement_runs (started_at DESC, id);

CREATE TABLE settlement_statements (
  id uuid PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES organisations (id),
  period text NOT NULL,
  contract_id uuid NOT NULL REFERENCES contracts (id),
  contract_number text NOT NULL,
  currency text NOT NULL,
  status text NOT NULL
    CHECK (status IN ('awaitingReconciliation', 'awaitingConfirmation', 'processing', 'completed')),
  content jsonb NOT NULL,
  -- the recoupment carried into the next period's statement (content.remainingBalance)
  remaining_balance bigint NOT NULL,
  payable_amount bigint NOT NULL,
  -- splitAmongRightsHolders of the divided amount, as JSON, computed with the statement
  splits jsonb NOT NULL,
  -- the contract's bank account the statement names (payable when computed)
  bank_account_id uuid,
  run_id uuid REFERENCES settlement_runs (id),
  computed_at timestamptz NOT NULL,
  -- set when issued: the canonical text hashed and its SHA-256
  canonical text,
  content_hash text CHECK (content_hash ~ '^[0-9a-f]{64}$'),
  issued_at timestamptz,
  issued_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- the partner's confirmation: what it confirmed, who, when, from where; idempotent by request
  confirmed_hash text,
  confirmed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  confirmed_user_name text,
  confirmed_at timestamptz,
  confirmed_address text,
  confirm_request_id uuid,
  completed_at timestamptz,
  completed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- /payment/<id> made on completion; the link is the partner's to open, so it is kept for it
  payment_notice_path text,
  UNIQUE (org_id, period),
  CHECK ((status = 'awaitingReconciliation') = (content_hash IS NULL)),
  CHECK ((status IN ('processing', 'completed')) = (confirmed_at IS NOT NULL)),
  CHECK (confirmed_hash IS NULL OR confirmed_hash = content_hash)
);
CREATE INDEX settlement_statements_status_idx ON settlement_statements (status, period DESC);

-- Corrections for a period not yet issued (a confirmed statement never changes): each goes into
-- the statement of its organisation and period when that is computed.
CREATE TABLE settlement_adjustments (
  id uuid PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES organisations (id),
  period text NOT NULL,
  reason text NOT NULL,
  -- minor units of the statement's currency; negative takes money back
  amount bigint NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX settlement_adjustments_org_idx ON settlement_adjustments (org_id, period);
