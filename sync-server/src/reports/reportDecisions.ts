// Staff decide about a held report (issue 26): accepted, it counts from then on (its rollup added,
// with the reason and who in its history); rejected, it never counts and the same report may be
// sent again. A multi-file report is decided as one: every file of its set together.
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { addReportEvent, countFiles, loadSetFiles } from './reportSets';

export type ReportDecision = 'accept' | 'reject';

export async function decideHeldReport(
  db: Db,
  fileId: string,
  decision: ReportDecision,
  by: { actorId: string; reason: string; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    // the file's row first: two decisions at once meet here, the second sees it decided
    const { rows } = await tx.query<{ state: string }>(
      'SELECT state FROM report_files WHERE id = $1 FOR UPDATE',
      [fileId],
    );
    if (rows[0] === undefined) throw new ApiError('notFound');
    if (rows[0].state !== 'held') throw new ApiError('reportNotHeld');
    const files = (await loadSetFiles(tx, fileId)).filter((f) => f.state === 'held');
    if (decision === 'accept') {
      await countFiles(tx, files, by.at, { actorId: by.actorId, reason: by.reason });
      return;
    }
    await tx.query(
      `UPDATE report_files SET state = 'rejected', decision_reason = $2, decided_by = $3,
              decided_at = $4
        WHERE id = ANY($1::uuid[])`,
      [files.map((f) => f.id), by.reason, by.actorId, by.at],
    );
    for (const f of files)
      await addReportEvent(tx, f.id, 'rejected', by.at, {
        actorId: by.actorId,
        reason: by.reason,
      });
  });
}
