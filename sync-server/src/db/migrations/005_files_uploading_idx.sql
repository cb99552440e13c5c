-- The sweep of abandoned uploads (files/uploadExpiry.ts) asks every hour for the rows still
-- 'uploading' that began before a cutoff: a small index of just those rows keeps that a lookup
-- instead of a scan of every file ever uploaded.
CREATE INDEX files_uploading_created_idx ON files (created_at) WHERE status = 'uploading';
