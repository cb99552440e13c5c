-- Requests for a password-reset mail (POST /org/view/rest_password), counted per email address and
-- per client address so the form cannot be used to flood a mailbox or probe many addresses. The
-- email is kept as an HMAC under the server's secret, never in clear: a row says nothing about
-- whether an account exists. Each request removes the rows of its email and address older than an hour.
CREATE TABLE password_reset_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email_key text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX password_reset_requests_email_idx ON password_reset_requests (email_key, created_at);
CREATE INDEX password_reset_requests_address_idx ON password_reset_requests (address, created_at);
