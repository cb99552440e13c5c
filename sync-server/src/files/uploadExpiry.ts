// Uploads that are never completed nor aborted (a closed tab, a lost laptop) would keep their
// parts on the store and their rows 'uploading' for ever. A sweep at start and then periodically
// aborts those begun more than UPLOAD_MAX_AGE_HOURS ago: first their rows (no part, signature or
// completion is taken for an 'aborted' row), then whatever the store still holds of uploads that
// old, with a row or without one (a start cut short between the store and the database).
import type { Db } from '../db/db';
import { isObjectStoreError, type ObjectStore } from '../storage/objectStore';

export interface UploadExpiryOptions {
  /** an upload older than this is abandoned */
  maxAgeMs: number;
  /** the clock the age is read from (tests move it) */
  now?: () => Date;
}

export interface UploadExpiryReport {
  /** the file rows moved from 'uploading' to 'aborted' */
  abortedFiles: string[];
  /** the store's uploads removed (those of the rows above included) */
  expiredUploads: string[];
  /** what could not be removed now; the next sweep tries again */
  failed: Array<{ uploadId: string; error: unknown }>;
}

/** One sweep: aborts the uploads begun before now - maxAge. */
export async function expireAbandonedUploads(
  db: Db,
  store: ObjectStore,
  options: UploadExpiryOptions,
): Promise<UploadExpiryReport> {
  const cutoff = new Date((options.now?.() ?? new Date()).getTime() - options.maxAgeMs);
  const { rows } = await db.query<{ id: string; upload_id: string }>(
    `UPDATE files SET status = 'aborted', updated_at = now()
      WHERE status = 'uploading' AND created_at < $1 RETURNING id, upload_id`,
    [cutoff],
  );
  const expired = new Set<string>();
  const failed: UploadExpiryReport['failed'] = [];
  for (const row of rows) {
    try {
      await store.abortMultipartUpload(row.upload_id);
      expired.add(row.upload_id);
    } catch (error) {
      // already gone from the store; otherwise the store sweep below meets it again
      if (!isObjectStoreError(error, 'NoSuchUpload'))
        failed.push({ uploadId: row.upload_id, error });
    }
  }
  const swept = await store.expireUploads(cutoff);
  for (const uploadId of swept.expired) expired.add(uploadId);
  const stillFailing = swept.failed.filter(
    (f) => !failed.some((known) => known.uploadId === f.uploadId),
  );
  return {
    abortedFiles: rows.map((row) => row.id),
    expiredUploads: [...expired],
    failed: [...failed, ...stillFailing],
  };
}

/** Sweeps now and then every `intervalMs` until stopped; a failed sweep is retried next time. */
export function keepExpiringUploads(
  db: Db,
  store: ObjectStore,
  options: UploadExpiryOptions & { intervalMs: number },
  report: { onSwept(result: UploadExpiryReport): void; onError(error: unknown): void },
): () => void {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = running
      .then(() => expireAbandonedUploads(db, store, options))
      .then(report.onSwept, report.onError);
  };
  round();
  const timer = setInterval(round, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
