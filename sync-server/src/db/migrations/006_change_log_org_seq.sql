-- server_seq came from one sequence shared by every organisation, so the gaps in one
-- organisation's pull cursor told it how much all the others wrote. From here on each organisation
-- numbers its own changes: `change_log_seqs` holds its last number, and the write that takes the
-- next one (sync/records.ts) updates that row, so the row lock also keeps an organisation's numbers
-- committing in order, as the organisation's advisory lock (sync/orgWrite.ts) already did.
--
-- Rows written before keep their numbers, so a device's stored cursor stays valid: each
-- organisation goes on from its own highest number, above any cursor its devices can hold, and
-- nothing after this migration reflects another organisation's writes.
CREATE TABLE change_log_seqs (
  org_id uuid PRIMARY KEY,
  last_seq bigint NOT NULL CHECK (last_seq >= 0)
);
INSERT INTO change_log_seqs (org_id, last_seq) SELECT org_id, max(server_seq) FROM change_log GROUP BY org_id;

ALTER TABLE change_log DROP CONSTRAINT change_log_pkey;
ALTER TABLE change_log ALTER COLUMN server_seq DROP DEFAULT;
DROP SEQUENCE change_log_server_seq_seq;
-- a number is unique within its organisation only; pulls read this index
ALTER TABLE change_log ADD CONSTRAINT change_log_pkey PRIMARY KEY (org_id, server_seq);
DROP INDEX change_log_org_seq_idx;
