-- Payment notices (/payment/{id}): a settlement's payment notice that a partner's finance staff
-- open from a link without a login. The link's id is 256 random bits; only its SHA-256 is kept,
-- so the table does not hold working links. The account number is stored masked, never whole.
-- Finance (a later issue) creates notices through createPaymentNotice (payments/paymentNotices.ts).
CREATE TABLE payment_notices (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  period_start date NOT NULL,
  period_end date NOT NULL CHECK (period_end >= period_start),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  payee_name text NOT NULL,
  bank_name text NOT NULL,
  account_masked text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX payment_notices_org_idx ON payment_notices (org_id);
CREATE INDEX payment_notices_expires_idx ON payment_notices (expires_at);

-- Contact form requests (advisory_mail), counted per client address and per sender email (kept as
-- an HMAC) so the form cannot flood the operator's mailbox or a stranger's.
CREATE TABLE contact_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email_key text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX contact_requests_email_idx ON contact_requests (email_key, created_at);
CREATE INDEX contact_requests_address_idx ON contact_requests (address, created_at);
