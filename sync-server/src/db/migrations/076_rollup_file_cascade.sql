-- Report import speed (issue 17, "Scale"): an import writes about as many rollup rows as usage
-- lines (a DSR line is already one track, territory, channel and usage), and the foreign key on
-- report_rollups.file_id checked each of them against report_files one by one - a quarter of the
-- rollup's write. The rollup is only ever written from a file's own lines in the transaction
-- that marks that file imported (reports/importReport.ts addFileRollup), so the file is there by
-- construction; what the key still did, taking a file's rollup out with the file, is now one
-- statement trigger (whose removal the trend summary's triggers see, migration 075).
ALTER TABLE report_rollups DROP CONSTRAINT report_rollups_file_id_fkey;

CREATE FUNCTION report_files_removed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM report_rollups WHERE file_id IN (SELECT id FROM old_files);
  RETURN NULL;
END $fn$;

CREATE TRIGGER report_files_removed AFTER DELETE ON report_files
  REFERENCING OLD TABLE AS old_files FOR EACH STATEMENT
  EXECUTE FUNCTION report_files_removed();
