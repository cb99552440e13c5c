-- Contracts (spec section 3), written by the back office (source "backstage") and read by the
-- partner organisation they belong to. The fields are kept as the domain's validated JSON
-- (src/domain/contracts); the columns are what queries select on. Bank accounts are append-only:
-- a change adds a row payable only from its hold's end, so the account a payment went to at any
-- instant can always be told, and a taken-over login cannot redirect a payout silently.
CREATE TABLE contracts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organisations (id),
  number text NOT NULL,
  fields jsonb NOT NULL,
  -- YYYY-MM-DD, inclusive; NULL = open
  valid_from text,
  valid_to text,
  source text NOT NULL DEFAULT 'backstage' CHECK (source IN ('backstage')),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX contracts_org_number_idx ON contracts (org_id, lower(number));

CREATE TABLE contract_bank_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- the order of the changes, even within one instant of the clock
  seq bigint GENERATED ALWAYS AS IDENTITY,
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES organisations (id),
  account jsonb NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  payable_from timestamptz NOT NULL
);
CREATE INDEX contract_bank_accounts_contract_idx ON contract_bank_accounts (contract_id, seq DESC);
