-- "ISRC used by another track" (issue 15's quality checks) also asks whether any other
-- organisation's live track carries an ISRC (sync/review.ts isrcsUsedByOtherOrganisations):
-- `isrc = ANY(...) AND org_id <> $2` cannot use tracks_isrc_idx, which leads with org_id, so it
-- read every track. This one leads with the ISRC.
CREATE INDEX tracks_isrc_lookup_idx ON tracks (isrc) WHERE deleted_at IS NULL AND isrc IS NOT NULL;
