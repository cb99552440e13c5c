-- Trend figures at scale (issue 17, "Scale"): report_rollups keeps one row per organisation,
-- track, channel, territory, usage, day, currency and file, which over ten million lines is still
-- millions of rows to sum for one screen. report_trend_sums holds the same sums with fewer keys,
-- one "part" per question the trend screen asks, summed over files:
--   d  day x usage x currency           the summary, the daily series, revenue
--   c  day x track x album x usage x currency   the same for an album, track or artist scope
--   k  day x track x album x usage      top tracks, albums and artists (also of a scope)
--   t  day x territory x usage          territories
--   h  day x channel x usage            channels
-- It is kept by statement triggers on report_rollups, so it changes in the transaction that
-- changes the rollup (the import's last one) and whoever writes a rollup keeps it right; one
-- scan of the rows with GROUPING SETS gives every part. Every row leads with org_id, like the
-- rollup, so both shard by organisation together.
CREATE TABLE report_trend_sums (
  org_id uuid NOT NULL,
  day date NOT NULL,
  part "char" NOT NULL CHECK (part IN ('d', 'c', 'k', 't', 'h')),
  track_id uuid,
  album_id uuid,
  -- the territory (t) or the channel (h); '' for the other parts
  key text NOT NULL,
  usage_type text NOT NULL,
  -- '' for the parts without money (k, t, h); their revenue_micro is 0
  currency text NOT NULL,
  units bigint NOT NULL,
  revenue_micro bigint NOT NULL,
  -- rollup lines behind the row: a row whose lines were all taken out goes
  line_count bigint NOT NULL
);
-- the upsert's key and the readers' index: organisation, part, then the period
CREATE UNIQUE INDEX report_trend_sums_key ON report_trend_sums
  (org_id, part, day, track_id, album_id, key, usage_type, currency) NULLS NOT DISTINCT;

-- rows whose rollup lines were all taken out, deleted right after (normally none: no index cost)
CREATE INDEX report_trend_sums_emptied ON report_trend_sums (org_id) WHERE line_count = 0;

-- The sums of a set of rollup rows (a table or a trigger's transition table), every part in one
-- grouped scan, added to the summary ($1 = 1) or taken out of it ($1 = -1). One query text for
-- the triggers and the rebuild: a transition table is visible only to its trigger's own function,
-- which runs the text itself.
CREATE FUNCTION report_trend_sums_sql(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($q$
  INSERT INTO report_trend_sums AS s (org_id, day, part, track_id, album_id, key, usage_type,
         currency, units, revenue_micro, line_count)
  SELECT org_id, day,
         (CASE WHEN GROUPING(track_id) = 0 AND GROUPING(currency) = 0 THEN 'c'
               WHEN GROUPING(track_id) = 0 THEN 'k'
               WHEN GROUPING(territory) = 0 THEN 't'
               WHEN GROUPING(channel) = 0 THEN 'h'
               ELSE 'd' END)::"char",
         track_id, album_id, coalesce(territory, channel, ''), usage_type, coalesce(currency, ''),
         $1 * sum(units), CASE WHEN GROUPING(currency) = 0 THEN $1 * sum(revenue_micro) ELSE 0 END,
         $1 * sum(line_count)
    FROM %I
   GROUP BY GROUPING SETS (
         (org_id, day, usage_type, currency),
         (org_id, day, track_id, album_id, usage_type, currency),
         (org_id, day, track_id, album_id, usage_type),
         (org_id, day, territory, usage_type),
         (org_id, day, channel, usage_type))
   -- one order for every writer: two imports finishing together lock rows in the same order
   ORDER BY 1, 3, 2, 4, 5, 6, 7, 8
  ON CONFLICT (org_id, part, day, track_id, album_id, key, usage_type, currency)
  DO UPDATE SET units = s.units + excluded.units,
                revenue_micro = s.revenue_micro + excluded.revenue_micro,
                line_count = s.line_count + excluded.line_count$q$, source)
$fn$;

CREATE FUNCTION report_rollups_to_trend_sums() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    EXECUTE report_trend_sums_sql('old_rows') USING -1;
    DELETE FROM report_trend_sums WHERE line_count = 0;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE report_trend_sums_sql('new_rows') USING 1;
  END IF;
  RETURN NULL;
END $fn$;

-- The summary made again from the whole rollup (this migration, a bulk load that went around the
-- triggers, or a check).
CREATE FUNCTION report_trend_sums_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM report_trend_sums;
  EXECUTE report_trend_sums_sql('report_rollups') USING 1;
END $fn$;

-- a trigger with transition tables takes one event
CREATE TRIGGER report_rollups_added AFTER INSERT ON report_rollups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION report_rollups_to_trend_sums();
CREATE TRIGGER report_rollups_removed AFTER DELETE ON report_rollups
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION report_rollups_to_trend_sums();
CREATE TRIGGER report_rollups_changed AFTER UPDATE ON report_rollups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION report_rollups_to_trend_sums();

SELECT report_trend_sums_rebuild();

-- An album, track or artist scope reads the rollup for its territories and channels: by
-- the scope's key (album, track) or by period (an artist: report_rollups_org_idx). Plain keys,
-- no INCLUDE: every import writes about as many rollup rows as lines, and each wide index costs
-- that write more than it saves these narrower reads.
CREATE INDEX report_rollups_album_idx ON report_rollups (org_id, album_id, day);
CREATE INDEX report_rollups_track_idx ON report_rollups (org_id, track_id, day);
