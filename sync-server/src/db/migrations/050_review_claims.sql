-- Review claims (issue 15): a back-office reviewer holds an album while deciding it, so two
-- reviewers never decide the same album at once. One row per album; a claim past expires_at is
-- stale and the next claim takes it over in the same statement (backoffice/reviewClaims.ts).
-- A decision deletes the claim. Times come from the server's clock (clock.ts), never now().
CREATE TABLE review_claims (
  album_id uuid PRIMARY KEY REFERENCES albums (id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES organisations (id),
  reviewer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > claimed_at)
);
CREATE INDEX review_claims_reviewer_idx ON review_claims (reviewer_id);
