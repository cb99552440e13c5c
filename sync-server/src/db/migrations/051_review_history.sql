-- Review history (issue 15): every submission and every stage's decision on an album, kept for the
-- partner (their own albums) and for staff. A submission row starts a review round: the queue's
-- waiting time counts from it, and a content approval after it moves the round to OP-SP review.
CREATE TABLE review_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  album_id uuid NOT NULL REFERENCES albums (id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES organisations (id),
  -- who: the partner's member who submitted, or the reviewer; NULL once the user is removed
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- the review status the album was submitted to (11 or 16) on a submission, else NULL
  review_type smallint CHECK (review_type IN (11, 16)),
  stage text CHECK (stage IN ('content', 'opSp')),
  decision text NOT NULL CHECK (decision IN ('submitted', 'approved', 'rejected')),
  reason_code text,
  reason_text text,
  created_at timestamptz NOT NULL,
  CHECK ((decision = 'submitted') = (stage IS NULL))
);
CREATE INDEX review_events_album_idx ON review_events (album_id, id);
