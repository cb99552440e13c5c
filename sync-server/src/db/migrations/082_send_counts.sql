-- One count for every mail and SMS the product sends (sync-server/src/mail/sendLimits.ts, issue 28):
-- a row per send and per key it is limited by (its sender, recipient, organisation or client
-- address), written in the transaction that queues the message, so the limits hold across
-- instances and restarts. The key is an HMAC under the server's secret: the table names no email,
-- phone number or address. The bucket says what is counted, e.g. 'invitation:sender'.
-- It replaces the password-reset and contact-form tables (010, 041), whose counts start again
-- (an hour's worth); verification codes keep their table and are counted here too.
CREATE TABLE send_counts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bucket text NOT NULL,
  key text NOT NULL CHECK (key ~ '^[0-9a-f]{64}$'),
  at timestamptz NOT NULL
);
CREATE INDEX send_counts_key_idx ON send_counts (bucket, key, at);
CREATE INDEX send_counts_at_idx ON send_counts (at);

DROP TABLE password_reset_requests;
DROP TABLE contact_requests;
