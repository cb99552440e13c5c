-- An import's progress for staff (issue 28): the bytes of the file read when the last batch was
-- committed, moved with the checkpoint (the parser outcomes committed) in that batch's transaction,
-- so the back office's list shows how far an importing report has come. A constant default: no
-- table rewrite.
ALTER TABLE report_files
  ADD COLUMN bytes_read bigint NOT NULL DEFAULT 0 CHECK (bytes_read >= 0);
