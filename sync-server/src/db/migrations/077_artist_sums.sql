-- Trend figures of an artist at scale (issue 17, "Scale"): an artist's lines are those of every
-- track naming it (a line with no track: its album's artists), so its territories and channels
-- were read from the rollup - one row per line, hundreds of thousands for a busy artist's month.
-- report_artist_sums holds the rollup summed by artist, one "part" per question, like 075:
--   d  day x usage x currency     the summary, the daily series, revenue
--   t  day x territory x usage    territories
--   h  day x channel x usage      channels
-- An artist is a property of the catalogue, not of the line, so these sums are kept from both
-- sides in the transaction that changes either: 075's triggers on report_rollups add and take
-- out a statement's rows for the artists their tracks name at that moment, and triggers on
-- tracks and albums move a record's rows from its old artists to its new ones when its artists
-- change (or it appears or goes with rollup rows already there). A record naming one artist
-- twice (two roles) counts once for it. Every row leads with org_id, like the rollup.
CREATE TABLE report_artist_sums (
  org_id uuid NOT NULL,
  artist_id uuid NOT NULL,
  day date NOT NULL,
  part "char" NOT NULL CHECK (part IN ('d', 't', 'h')),
  -- the territory (t) or the channel (h); '' for d
  key text NOT NULL,
  usage_type text NOT NULL,
  -- '' for t and h; their revenue_micro is 0
  currency text NOT NULL,
  units bigint NOT NULL,
  revenue_micro bigint NOT NULL,
  line_count bigint NOT NULL
);
-- the upsert's key and the readers' index: organisation, artist, part, then the period
CREATE UNIQUE INDEX report_artist_sums_key ON report_artist_sums
  (org_id, artist_id, part, day, key, usage_type, currency);
CREATE INDEX report_artist_sums_emptied ON report_artist_sums (org_id) WHERE line_count = 0;

-- The distinct artists of the tracks or albums in `source` (a table or a transition table) that
-- pass `filter` (on x), as (org_id, id, artist_id). An artistId that is not a lowercase uuid
-- names no artist record (the trend scope compares the text), so it is left out, not cast.
CREATE FUNCTION report_artists_of_sql(source text, filter text) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$SELECT DISTINCT x.org_id, x.id, (e.value ->> 'artistId')::uuid AS artist_id
    FROM %I x CROSS JOIN LATERAL jsonb_array_elements(CASE jsonb_typeof(x.data -> 'artists')
      WHEN 'array' THEN x.data -> 'artists' ELSE '[]'::jsonb END) e
   WHERE (%s) AND e.value ->> 'artistId'
         ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'$q$, source, filter)
$fn$;

-- a map that names nobody (the side of a move that does not change)
CREATE FUNCTION report_artists_none_sql() RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT 'SELECT NULL::uuid AS org_id, NULL::uuid AS id, NULL::uuid AS artist_id WHERE false'
$fn$;

-- The sums of the rollup rows in `source` for the artists of their tracks (`tracks`: a map as
-- report_artists_of_sql makes) or, for a line with no track, of its album (`albums`), every part
-- in one grouped scan, added ($1 = 1) or taken out ($1 = -1). One text for every writer, run by
-- the trigger itself (a transition table is visible only to its trigger's function).
CREATE FUNCTION report_artist_sums_sql(source text, tracks text, albums text) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
  INSERT INTO report_artist_sums AS s (org_id, artist_id, day, part, key, usage_type, currency,
         units, revenue_micro, line_count)
  SELECT org_id, artist_id, day,
         (CASE WHEN GROUPING(currency) = 0 THEN 'd'
               WHEN GROUPING(territory) = 0 THEN 't' ELSE 'h' END)::"char",
         coalesce(territory, channel, ''), usage_type, coalesce(currency, ''),
         $1 * sum(units), CASE WHEN GROUPING(currency) = 0 THEN $1 * sum(revenue_micro) ELSE 0 END,
         $1 * sum(line_count)
    FROM (SELECT r.org_id, m.artist_id, r.day, r.territory, r.channel, r.usage_type, r.currency,
                 r.units, r.revenue_micro, r.line_count
            FROM %1$s r JOIN (%2$s) m ON m.org_id = r.org_id AND m.id = r.track_id
          UNION ALL
          SELECT r.org_id, m.artist_id, r.day, r.territory, r.channel, r.usage_type, r.currency,
                 r.units, r.revenue_micro, r.line_count
            FROM %1$s r JOIN (%3$s) m ON m.org_id = r.org_id AND m.id = r.album_id
           WHERE r.track_id IS NULL) l
   GROUP BY GROUPING SETS (
         (org_id, artist_id, day, usage_type, currency),
         (org_id, artist_id, day, territory, usage_type),
         (org_id, artist_id, day, channel, usage_type))
   -- the unique index's order for every writer: writers finishing together lock in one order
   ORDER BY 1, 2, 4, 3, 5, 6, 7
  ON CONFLICT (org_id, artist_id, part, day, key, usage_type, currency)
  DO UPDATE SET units = s.units + excluded.units,
                revenue_micro = s.revenue_micro + excluded.revenue_micro,
                line_count = s.line_count + excluded.line_count$q$, source, tracks, albums)
$fn$;

-- 075's trigger function, now keeping both summaries from the same transition tables
CREATE OR REPLACE FUNCTION report_rollups_to_trend_sums() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  rows_of text;
BEGIN
  FOREACH rows_of IN ARRAY ARRAY['old_rows', 'new_rows'] LOOP
    CONTINUE WHEN (rows_of = 'old_rows' AND TG_OP = 'INSERT')
               OR (rows_of = 'new_rows' AND TG_OP = 'DELETE');
    -- The artists are read from the catalogue, which a sync push may be changing right now: take
    -- the organisations' catalogue lock (sync/orgWrite.ts), shared so imports never wait for each
    -- other, in one order. An edit holding it commits first and its artists are read here (each
    -- statement of this function takes a new snapshot); an edit coming later waits for this
    -- transaction and then moves these rows too. Otherwise the two could miss each other.
    EXECUTE format('SELECT pg_advisory_xact_lock_shared(47112026, hashtext(o::text))
                      FROM (SELECT DISTINCT org_id AS o FROM %I ORDER BY 1) orgs', rows_of);
    EXECUTE report_trend_sums_sql(rows_of) USING CASE rows_of WHEN 'old_rows' THEN -1 ELSE 1 END;
    EXECUTE report_artist_sums_sql(rows_of,
        report_artists_of_sql('tracks', format('x.id IN (SELECT track_id FROM %I)', rows_of)),
        report_artists_of_sql('albums',
          format('x.id IN (SELECT album_id FROM %I WHERE track_id IS NULL)', rows_of)))
      USING CASE rows_of WHEN 'old_rows' THEN -1 ELSE 1 END;
    IF rows_of = 'old_rows' THEN
      DELETE FROM report_trend_sums WHERE line_count = 0;
      DELETE FROM report_artist_sums WHERE line_count = 0;
    END IF;
  END LOOP;
  RETURN NULL;
END $fn$;

-- A track's or album's artists changed (or it came or went): its rollup rows leave the artists it
-- named and go to the ones it names now. Tracks move their own lines; albums the lines with no
-- track (a track's lines follow the track's artists, whatever its album's say). The rollup rows
-- are found by report_rollups_track_idx / report_rollups_album_idx (075).
CREATE FUNCTION report_artist_sums_follow_catalogue() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  moved uuid[];
  side text;
  is_track boolean := TG_TABLE_NAME = 'tracks';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.id) INTO moved FROM new_records n JOIN old_records o ON o.id = n.id
     WHERE o.data -> 'artists' IS DISTINCT FROM n.data -> 'artists' OR o.org_id <> n.org_id;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id) INTO moved FROM new_records n;
  ELSE
    SELECT array_agg(o.id) INTO moved FROM old_records o;
  END IF;
  IF moved IS NULL THEN
    RETURN NULL;
  END IF;
  FOREACH side IN ARRAY ARRAY['old_records', 'new_records'] LOOP
    CONTINUE WHEN (side = 'old_records' AND TG_OP = 'INSERT')
               OR (side = 'new_records' AND TG_OP = 'DELETE');
    EXECUTE report_artist_sums_sql('report_rollups',
        CASE WHEN is_track THEN report_artists_of_sql(side, 'x.id = ANY($2)')
             ELSE report_artists_none_sql() END,
        CASE WHEN is_track THEN report_artists_none_sql()
             ELSE report_artists_of_sql(side, 'x.id = ANY($2)') END)
      USING CASE side WHEN 'old_records' THEN -1 ELSE 1 END, moved;
    IF side = 'old_records' THEN
      DELETE FROM report_artist_sums WHERE line_count = 0;
    END IF;
  END LOOP;
  RETURN NULL;
END $fn$;

CREATE TRIGGER tracks_artist_sums_added AFTER INSERT ON tracks
  REFERENCING NEW TABLE AS new_records FOR EACH STATEMENT
  EXECUTE FUNCTION report_artist_sums_follow_catalogue();
CREATE TRIGGER tracks_artist_sums_changed AFTER UPDATE ON tracks
  REFERENCING OLD TABLE AS old_records NEW TABLE AS new_records FOR EACH STATEMENT
  EXECUTE FUNCTION report_artist_sums_follow_catalogue();
CREATE TRIGGER tracks_artist_sums_removed AFTER DELETE ON tracks
  REFERENCING OLD TABLE AS old_records FOR EACH STATEMENT
  EXECUTE FUNCTION report_artist_sums_follow_catalogue();
CREATE TRIGGER albums_artist_sums_added AFTER INSERT ON albums
  REFERENCING NEW TABLE AS new_records FOR EACH STATEMENT
  EXECUTE FUNCTION report_artist_sums_follow_catalogue();
CREATE TRIGGER albums_artist_sums_changed AFTER UPDATE ON albums
  REFERENCING OLD TABLE AS old_records NEW TABLE AS new_records FOR EACH STATEMENT
  EXECUTE FUNCTION report_artist_sums_follow_catalogue();
CREATE TRIGGER albums_artist_sums_removed AFTER DELETE ON albums
  REFERENCING OLD TABLE AS old_records FOR EACH STATEMENT
  EXECUTE FUNCTION report_artist_sums_follow_catalogue();

-- Both summaries made again from the whole rollup and catalogue (this migration, a bulk load that
-- went around the triggers, or a check).
CREATE FUNCTION report_artist_sums_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM report_artist_sums;
  EXECUTE report_artist_sums_sql('report_rollups', report_artists_of_sql('tracks', 'true'),
    report_artists_of_sql('albums', 'true')) USING 1;
END $fn$;

CREATE OR REPLACE FUNCTION report_trend_sums_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM report_trend_sums;
  EXECUTE report_trend_sums_sql('report_rollups') USING 1;
  PERFORM report_artist_sums_rebuild();
END $fn$;

SELECT report_artist_sums_rebuild();
