-- The login throttle as counters claimed in one statement before a password is hashed (was one row
-- per failure, checked, then hashed, then recorded: parallel guesses all passed the check).
-- Per login and address: the owner's address is never delayed by failures from other addresses.
-- Per address across logins: a bucket that drains with time, so one address cannot spray logins.
DROP TABLE login_attempts;

CREATE TABLE login_failures (
  -- lower-cased login name as typed: unknown names are throttled too, so no oracle
  login text NOT NULL,
  address text NOT NULL,
  -- tries counted since the last success from this address (a try is counted before its check)
  failures integer NOT NULL,
  last_at timestamptz NOT NULL,
  -- the next try from this address for this login is refused before this moment
  next_at timestamptz NOT NULL,
  PRIMARY KEY (login, address)
);
CREATE INDEX login_failures_last_idx ON login_failures (last_at);

CREATE TABLE address_failures (
  address text PRIMARY KEY,
  -- failures in the bucket at updated_at; it drains by one every leak interval
  level double precision NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX address_failures_updated_idx ON address_failures (updated_at);
