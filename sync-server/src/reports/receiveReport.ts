// Takes an uploaded channel report: streams it to DATA_DIR/reports (never whole in memory), hashed
// and checked while it streams (binary data, a DSR that is not UTF-8, the size limit), then records
// the file and queues its import in one transaction. The same bytes twice are a localized 409.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  detectReportFormat,
  type ReportFormat,
  type ReportFormatChoice,
} from '../../../src/domain/reports';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { enqueueJob } from '../jobs/store';
import { reportPath } from './importReport';
import { reportImportJob } from './reportJob';

export interface IncomingReport {
  name: string;
  body: Readable;
  /** the form parser cut the file at its own limit */
  isTruncated: () => boolean;
}

export interface ReceiveSettings {
  db: Db;
  clock: Clock;
  reportsDir: string;
  maxBytes: number;
}

/** Hashes, counts and checks the bytes as they pass; decides the format on the first chunk. */
function checkingStream(choice: ReportFormatChoice, maxBytes: number) {
  const hash = createHash('sha256');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let size = 0;
  let format: ReportFormat | null = choice === 'auto' ? null : choice;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes)
        return callback(
          new ApiError('reportTooLarge', { params: { maxMb: Math.floor(maxBytes / 1048576) } }),
        );
      format ??= detectReportFormat(chunk);
      if (chunk.includes(0)) return callback(new ApiError('reportNotText'));
      if (format === 'dsr') {
        try {
          utf8.decode(chunk, { stream: true });
        } catch {
          return callback(new ApiError('reportEncoding'));
        }
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return {
    transform,
    finish: () => {
      if (format === 'dsr') {
        try {
          utf8.decode();
        } catch {
          throw new ApiError('reportEncoding');
        }
      }
      return { sha256: hash.digest('hex'), size, format: format ?? 'csv' };
    },
  };
}

async function refuseDuplicate(db: Db, sha256: string): Promise<void> {
  const { rows } = await db.query<{ name: string; uploaded_at: Date }>(
    'SELECT name, uploaded_at FROM report_files WHERE sha256 = $1',
    [sha256],
  );
  if (rows[0])
    throw new ApiError('reportDuplicate', {
      params: { name: rows[0].name, uploadedAt: rows[0].uploaded_at.toISOString().slice(0, 16) },
    });
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

export async function receiveReport(
  settings: ReceiveSettings,
  userId: string,
  choice: ReportFormatChoice,
  incoming: IncomingReport,
): Promise<{ id: string; format: ReportFormat }> {
  const { db, clock, reportsDir } = settings;
  await mkdir(reportsDir, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const partial = path.join(reportsDir, `.incoming-${id}`);
  const checks = checkingStream(choice, settings.maxBytes);
  let kept: string | null = partial;
  const file = createWriteStream(partial, { mode: 0o600 });
  try {
    await pipeline(incoming.body, checks.transform, file);
    if (incoming.isTruncated())
      throw new ApiError('reportTooLarge', {
        params: { maxMb: Math.floor(settings.maxBytes / 1048576) },
      });
    const { sha256, size, format } = checks.finish();
    if (size === 0) throw new ApiError('reportFileMissing');
    await refuseDuplicate(db, sha256);
    const final = reportPath(reportsDir, id);
    await rename(partial, final);
    kept = final;
    const now = clock.now();
    try {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO report_files (id, name, format, sha256, size_bytes, state, uploaded_by, uploaded_at)
           VALUES ($1, $2, $3, $4, $5, 'queued', $6, $7)`,
          [id, incoming.name.slice(0, 255), format, sha256, size, userId, now],
        );
        await enqueueJob(tx, clock, reportImportJob, { fileId: id }, { idempotencyKey: id });
      });
    } catch (error) {
      // two uploads of the same bytes at once: the second meets the first's row
      if (isUniqueViolation(error)) await refuseDuplicate(db, sha256);
      throw error;
    }
    kept = null;
    return { id, format };
  } catch (error) {
    incoming.body.resume();
    // a refusal during the stream destroys the file stream while its open may still be pending:
    // the file would appear after the unlink below, and outlive the answer that says nothing is kept
    // (a listener of its own: events.once would reject on the 'error' the pipeline destroys it with)
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
    if (kept !== null) await unlink(kept).catch(() => undefined);
    throw error;
  }
}
