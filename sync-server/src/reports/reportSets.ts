// Whether an imported report counts (issue 26). A file's lines are written whatever they say, but
// its rollup, which trends and statements read, is added only when its report reconciles: a file
// alone, or every file of a multi-file report together (src/domain/reports/reportSet.ts). One that
// does not reconcile is held until staff accept it (reportDecisions.ts); a part of a set whose
// other parts have not arrived waits. A correction that counts takes the report it replaces out of
// the rollup in the same transaction, so trends and rollups never hold both or neither.
import type { ReconciliationView } from '../../../src/domain/reports/reportApi';
import { reconcileSet, type SetReconciliation } from '../../../src/domain/reports/reportSet';
import type { Queryable } from '../db/db';
import { addFileRollup } from './importReport';

interface SetRow {
  id: string;
  state: string;
  file_number: number | null;
  number_of_files: number | null;
  reconciliation: ReconciliationView | null;
  replaces_id: string | null;
}

export interface Decision {
  actorId: string;
  reason: string;
}

/** States of a set's files whose import is over and whose fate is still open. */
const OPEN = ['waiting', 'held'];

/** The files of the report this file belongs to (itself alone when it is in one file). */
export async function loadSetFiles(tx: Queryable, fileId: string): Promise<SetRow[]> {
  const { rows } = await tx.query<SetRow>(
    `SELECT f.id, f.state, f.file_number, f.number_of_files, f.reconciliation, f.replaces_id
       FROM report_files me
       JOIN report_files f ON f.id = me.id
         OR (me.set_key IS NOT NULL AND f.set_key = me.set_key AND f.state <> 'rejected'
             AND f.state <> 'failed')
      WHERE me.id = $1
      ORDER BY f.file_number NULLS FIRST, f.uploaded_at`,
    [fileId],
  );
  return rows;
}

export function setReconciliation(files: readonly SetRow[]): SetReconciliation {
  return reconcileSet(
    files
      .filter((f) => [...OPEN, 'imported', 'replaced'].includes(f.state))
      .map((f) => ({
        fileNumber: f.file_number ?? 1,
        numberOfFiles: f.number_of_files ?? 1,
        reconciliation: f.reconciliation,
      })),
  );
}

async function addEvent(
  tx: Queryable,
  fileId: string,
  action: string,
  at: Date,
  extra: { actorId?: string | null; reason?: string | null; otherFileId?: string | null } = {},
): Promise<void> {
  await tx.query(
    `INSERT INTO report_file_events (file_id, action, actor_id, reason, other_file_id, at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [fileId, action, extra.actorId ?? null, extra.reason ?? null, extra.otherFileId ?? null, at],
  );
}

/** Takes the earlier report (every file of its set) out of the rollup for its correction. */
async function replaceEarlier(tx: Queryable, file: SetRow, at: Date): Promise<void> {
  if (file.replaces_id === null) return;
  const earlier = (await loadSetFiles(tx, file.replaces_id)).filter((f) =>
    [...OPEN, 'imported'].includes(f.state),
  );
  if (earlier.length === 0) return;
  const ids = earlier.map((f) => f.id);
  // the rollup's triggers take the same rows out of the trend and artist sums
  await tx.query('DELETE FROM report_rollups WHERE file_id = ANY($1::uuid[])', [ids]);
  await tx.query(
    `UPDATE report_files SET state = 'replaced', replaced_by_id = $2 WHERE id = ANY($1::uuid[])`,
    [ids, file.id],
  );
  for (const id of ids) await addEvent(tx, id, 'replaced', at, { otherFileId: file.id });
  await addEvent(tx, file.id, 'replaces', at, { otherFileId: ids[0] });
}

/** The files count: their rollup is added, and what they correct goes. */
export async function countFiles(
  tx: Queryable,
  files: readonly SetRow[],
  at: Date,
  decision?: Decision,
): Promise<void> {
  for (const file of files) {
    await tx.query(
      `UPDATE report_files SET state = 'imported', decision_reason = $2, decided_by = $3,
              decided_at = $4
        WHERE id = $1`,
      [file.id, decision?.reason ?? null, decision?.actorId ?? null, decision ? at : null],
    );
    await addFileRollup(tx, file.id);
    if (decision)
      await addEvent(tx, file.id, 'accepted', at, {
        actorId: decision.actorId,
        reason: decision.reason,
      });
    await replaceEarlier(tx, file, at);
  }
}

/**
 * Called in the transaction that ends a file's import (its row already 'held', its reconciliation
 * stored): it counts, is held, or waits for the rest of its report.
 */
export async function settleImportedFile(tx: Queryable, fileId: string, at: Date): Promise<void> {
  const { rows } = await tx.query<{ set_key: string | null }>(
    'SELECT set_key FROM report_files WHERE id = $1',
    [fileId],
  );
  // two parts of one report ending at once: one after the other sees the other's state
  if (rows[0]?.set_key)
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [rows[0].set_key]);
  const files = (await loadSetFiles(tx, fileId)).filter((f) => OPEN.includes(f.state));
  const set = setReconciliation(files);
  if (!set.isComplete) {
    // not known until every file is in
    await tx.query(
      `UPDATE report_files SET state = 'waiting', is_reconciled = NULL WHERE id = $1`,
      [fileId],
    );
    return;
  }
  await tx.query(`UPDATE report_files SET is_reconciled = $2 WHERE id = ANY($1::uuid[])`, [
    files.map((f) => f.id),
    set.isMatched,
  ]);
  if (set.isMatched) return countFiles(tx, files, at);
  await tx.query(`UPDATE report_files SET state = 'held' WHERE id = ANY($1::uuid[])`, [
    files.map((f) => f.id),
  ]);
  for (const f of files) await addEvent(tx, f.id, 'held', at);
}

export { addEvent as addReportEvent };
