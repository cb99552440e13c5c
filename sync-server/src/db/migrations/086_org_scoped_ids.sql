-- Catalogue records are identified by (org_id, id), not by id alone (issue 28): ids are made by
-- clients, and with `id` as a global key a create reusing another organisation's id had to be
-- refused, which told the caller the id exists somewhere. Now another organisation's id is simply
-- free in this organisation, and every table that names an album of an organisation keys it with
-- that organisation, so two organisations' records sharing an id never meet (sync/records.ts,
-- auth/owned.ts, auth/backofficePolicy.ts). Catalogue tables still have no foreign keys between
-- them (002: offline ops arrive in any order); the review tables' keys to albums become
-- (org_id, album_id).

ALTER TABLE review_claims DROP CONSTRAINT review_claims_album_id_fkey;
ALTER TABLE review_events DROP CONSTRAINT review_events_album_id_fkey;

ALTER TABLE albums DROP CONSTRAINT albums_pkey, ADD PRIMARY KEY (org_id, id);
ALTER TABLE tracks DROP CONSTRAINT tracks_pkey, ADD PRIMARY KEY (org_id, id);
ALTER TABLE artists DROP CONSTRAINT artists_pkey, ADD PRIMARY KEY (org_id, id);
ALTER TABLE record_companies DROP CONSTRAINT record_companies_pkey, ADD PRIMARY KEY (org_id, id);
ALTER TABLE pl_clines DROP CONSTRAINT pl_clines_pkey, ADD PRIMARY KEY (org_id, id);
ALTER TABLE rights_holders DROP CONSTRAINT rights_holders_pkey, ADD PRIMARY KEY (org_id, id);
ALTER TABLE rights_countries DROP CONSTRAINT rights_countries_pkey, ADD PRIMARY KEY (org_id, id);
ALTER TABLE authorizations DROP CONSTRAINT authorizations_pkey, ADD PRIMARY KEY (org_id, id);
ALTER TABLE authorization_tracks DROP CONSTRAINT authorization_tracks_pkey, ADD PRIMARY KEY (org_id, id);
ALTER TABLE track_clips DROP CONSTRAINT track_clips_pkey, ADD PRIMARY KEY (org_id, id);
ALTER TABLE accompaniments DROP CONSTRAINT accompaniments_pkey, ADD PRIMARY KEY (org_id, id);
ALTER TABLE materials DROP CONSTRAINT materials_pkey, ADD PRIMARY KEY (org_id, id);
ALTER TABLE lyrics DROP CONSTRAINT lyrics_pkey, ADD PRIMARY KEY (org_id, id);
ALTER TABLE localizations DROP CONSTRAINT localizations_pkey, ADD PRIMARY KEY (org_id, id);

ALTER TABLE review_claims DROP CONSTRAINT review_claims_pkey, ADD PRIMARY KEY (org_id, album_id),
  ADD CONSTRAINT review_claims_album_fkey FOREIGN KEY (org_id, album_id)
    REFERENCES albums (org_id, id) ON DELETE CASCADE;
ALTER TABLE review_events ADD CONSTRAINT review_events_album_fkey FOREIGN KEY (org_id, album_id)
  REFERENCES albums (org_id, id) ON DELETE CASCADE;
DROP INDEX review_events_album_idx;
CREATE INDEX review_events_album_idx ON review_events (org_id, album_id, id);

-- the other tables naming an organisation's album: one row per organisation's album
ALTER TABLE album_snapshots DROP CONSTRAINT album_snapshots_pkey, ADD PRIMARY KEY (org_id, album_id);
ALTER TABLE album_channels DROP CONSTRAINT album_channels_pkey,
  ADD PRIMARY KEY (org_id, album_id, channel_id);
ALTER TABLE scheduled_takedown_notices DROP CONSTRAINT scheduled_takedown_notices_pkey,
  ADD PRIMARY KEY (org_id, album_id, due_date, lead_days);
ALTER TABLE scheduled_takedown_runs DROP CONSTRAINT scheduled_takedown_runs_pkey,
  ADD PRIMARY KEY (org_id, album_id, due_date);
ALTER TABLE ddex_messages DROP CONSTRAINT ddex_messages_pkey,
  ADD PRIMARY KEY (org_id, album_id, recipient_dpid);

-- a record's versions (the field merge of a stale baseVersion, records.ts fieldsChangedSince)
DROP INDEX change_log_record_idx;
CREATE INDEX change_log_record_idx ON change_log (org_id, entity_id, version);

-- lookups by a parent's id are the organisation's
DROP INDEX tracks_album_idx;
CREATE INDEX tracks_album_idx ON tracks (org_id, album_id);
DROP INDEX rights_holders_album_idx;
CREATE INDEX rights_holders_album_idx ON rights_holders (org_id, album_id) WHERE album_id IS NOT NULL;
DROP INDEX rights_holders_track_idx;
CREATE INDEX rights_holders_track_idx ON rights_holders (org_id, track_id) WHERE track_id IS NOT NULL;
DROP INDEX rights_countries_holder_idx;
CREATE INDEX rights_countries_holder_idx ON rights_countries (org_id, rights_holder_id);
DROP INDEX authorization_tracks_authorization_idx;
CREATE INDEX authorization_tracks_authorization_idx ON authorization_tracks (org_id, authorization_id)
  WHERE deleted_at IS NULL;
DROP INDEX track_clips_track_idx;
CREATE INDEX track_clips_track_idx ON track_clips (org_id, track_id);
DROP INDEX accompaniments_track_idx;
CREATE INDEX accompaniments_track_idx ON accompaniments (org_id, track_id);
DROP INDEX lyrics_track_idx;
CREATE INDEX lyrics_track_idx ON lyrics (org_id, track_id);
DROP INDEX localizations_entity_idx;
CREATE INDEX localizations_entity_idx ON localizations (org_id, entity_id);
