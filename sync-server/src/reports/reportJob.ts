// The durable "reports.import" job: one per uploaded file (its id is the idempotency key), run by
// the server's job runner. A run cut short resumes from the file's checkpoint (importReport.ts);
// the last failed run leaves the file 'failed' with its reason for staff.
import { z } from 'zod';
import type { Db } from '../db/db';
import { defineJobKind, handleJob, type JobHandler } from '../jobs/kind';
import { importReportFile, markImportFailed } from './importReport';

export const reportImportJob = defineJobKind(
  'reports.import',
  z.strictObject({ fileId: z.guid() }),
  // a big file takes minutes; a retry resumes where the last run stopped
  { maxAttempts: 5, timeoutMs: 60 * 60_000 },
);

export function reportImportHandler(db: Db, reportsDir: string): JobHandler {
  return handleJob(reportImportJob, async ({ fileId }, context) => {
    try {
      await importReportFile(db, fileId, {
        reportsDir,
        now: () => context.clock.now(),
        signal: context.signal,
      });
    } catch (error) {
      if (context.attempt >= context.maxAttempts)
        await markImportFailed(db, fileId, error instanceof Error ? error.message : String(error));
      throw error;
    }
  });
}
