// Takes an uploaded channel report: streams it to DATA_DIR/reports (never whole in memory), hashed
// and checked while it streams (binary data, a DSR that is not UTF-8, the size limit), then records
// the file and queues its import in one transaction. The same bytes twice are a localized 409, and
// so is the same report in other bytes (issue 26: CRLF line ends, gzip; reportIdentity.ts).
// A gzip file (DSR Part 1 allows .tsv.gz) is kept as sent and read through gunzip, streamed: its
// text is checked the same way, and one that unpacks beyond the size limit is refused (a bomb).
import { createHash, randomUUID, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import {
  detectReportFormat,
  type ReportFormat,
  type ReportFormatChoice,
} from '../../../src/domain/reports';
import {
  HEAD_LINE_MAX_BYTES,
  createLineEndNormalizer,
  dsrReportKey,
  dsrSetKey,
  readDsrIdentity,
  replacesMismatch,
  textReportKey,
  type DsrIdentity,
} from '../../../src/domain/reports/reportIdentity';
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

const GZIP_MAGIC = [0x1f, 0x8b];

const maxMb = (maxBytes: number) => ({ maxMb: Math.floor(maxBytes / 1048576) });

/**
 * Checks a report's text as it passes (plain, or as gunzip gives it): binary data, a DSR not in
 * UTF-8, the size limit; keeps its first line (the DSR HEAD) and hashes it with line ends made one.
 */
function createTextCheck(
  choice: ReportFormatChoice,
  maxBytes: number,
  tooLarge: 'reportTooLarge' | 'reportGzipTooLarge',
) {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const normalizer = createLineEndNormalizer();
  const textHash: Hash = createHash('sha256');
  let size = 0;
  let format: ReportFormat | null = choice === 'auto' ? null : choice;
  const head: Buffer[] = [];
  let headBytes = 0;
  let isHeadDone = false;
  return {
    push(chunk: Buffer) {
      size += chunk.length;
      if (size > maxBytes) throw new ApiError(tooLarge, { params: maxMb(maxBytes) });
      format ??= detectReportFormat(chunk);
      if (chunk.includes(0)) throw new ApiError('reportNotText');
      if (format === 'dsr') {
        try {
          utf8.decode(chunk, { stream: true });
        } catch {
          throw new ApiError('reportEncoding');
        }
      }
      if (!isHeadDone) {
        const end = chunk.indexOf(0x0a);
        const part = end === -1 ? chunk : chunk.subarray(0, end);
        head.push(part.subarray(0, Math.max(0, HEAD_LINE_MAX_BYTES - headBytes)));
        headBytes += part.length;
        isHeadDone = end !== -1 || headBytes >= HEAD_LINE_MAX_BYTES;
      }
      textHash.update(normalizer.push(chunk));
    },
    finish() {
      if (format === 'dsr') {
        try {
          utf8.decode();
        } catch {
          throw new ApiError('reportEncoding');
        }
      }
      textHash.update(normalizer.end());
      return {
        size,
        format: format ?? 'csv',
        textSha256: textHash.digest('hex'),
        firstLine: Buffer.concat(head).toString('utf8'),
      };
    },
  };
}

/** Hashes and counts the bytes as sent; a plain file's text is checked on the way. */
function receivingStream(choice: ReportFormatChoice, maxBytes: number) {
  const hash = createHash('sha256');
  const text = createTextCheck(choice, maxBytes, 'reportTooLarge');
  let size = 0;
  let isGzip: boolean | null = null;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes)
        return callback(new ApiError('reportTooLarge', { params: maxMb(maxBytes) }));
      isGzip ??= GZIP_MAGIC.every((b, i) => chunk[i] === b);
      try {
        if (!isGzip) text.push(chunk);
      } catch (error) {
        return callback(error as Error);
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return {
    transform,
    text,
    done: () => ({ sha256: hash.digest('hex'), size, isGzip: isGzip === true }),
  };
}

/** Reads a stored gzip file through gunzip, never more than the limit unpacked. */
async function checkGzip(file: string, choice: ReportFormatChoice, maxBytes: number) {
  const text = createTextCheck(choice, maxBytes, 'reportGzipTooLarge');
  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          try {
            text.push(chunk);
            callback();
          } catch (error) {
            callback(error as Error);
          }
        },
      }),
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('reportGzipBroken');
  }
  return text.finish();
}

interface Identity {
  key: string;
  dsr: DsrIdentity | null;
}

function identify(format: ReportFormat, firstLine: string, textSha256: string): Identity {
  const dsr = format === 'dsr' ? readDsrIdentity(firstLine) : null;
  return { key: dsr === null ? textReportKey(textSha256) : dsrReportKey(dsr), dsr };
}

const when = (at: Date) => at.toISOString().slice(0, 16);

async function refuseDuplicate(db: Db, sha256: string, identity: Identity): Promise<void> {
  const { rows } = await db.query<{ name: string; uploaded_at: Date }>(
    `SELECT name, uploaded_at FROM report_files
      WHERE sha256 = $1 AND state NOT IN ('rejected', 'failed')`,
    [sha256],
  );
  if (rows[0])
    throw new ApiError('reportDuplicate', {
      params: { name: rows[0].name, uploadedAt: when(rows[0].uploaded_at) },
    });
  const same = await db.query<{ name: string; uploaded_at: Date; message_id: string | null }>(
    `SELECT name, uploaded_at, message_id FROM report_files
      WHERE report_key = $1 AND state NOT IN ('rejected', 'failed')`,
    [identity.key],
  );
  if (same.rows[0])
    throw new ApiError('reportSameReport', {
      params: {
        name: same.rows[0].name,
        uploadedAt: when(same.rows[0].uploaded_at),
        messageId: same.rows[0].message_id ?? '—',
      },
    });
}

/** A correction names a report of the same sender and period that still counts (or is held). */
async function checkReplaces(db: Db, id: string, identity: Identity): Promise<void> {
  const { rows } = await db.query<{
    name: string;
    state: string;
    sender: string | null;
    period_start: string | null;
    period_end: string | null;
  }>(
    `SELECT name, state, sender, to_char(period_start, 'YYYY-MM-DD') AS period_start,
            to_char(period_end, 'YYYY-MM-DD') AS period_end
       FROM report_files WHERE id = $1`,
    [id],
  );
  const earlier = rows[0];
  if (earlier === undefined) throw new ApiError('notFound');
  const isOpen = ['imported', 'held', 'waiting'].includes(earlier.state);
  if (
    !isOpen ||
    replacesMismatch(identity.dsr, {
      sender: earlier.sender,
      periodStart: earlier.period_start,
      periodEnd: earlier.period_end,
    })
  )
    throw new ApiError('reportReplaceInvalid', { params: { name: earlier.name } });
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

export async function receiveReport(
  settings: ReceiveSettings,
  userId: string,
  choice: ReportFormatChoice,
  incoming: IncomingReport,
  replaces?: string,
): Promise<{ id: string; format: ReportFormat; replaces: string | null }> {
  const { db, clock, reportsDir } = settings;
  await mkdir(reportsDir, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const partial = path.join(reportsDir, `.incoming-${id}`);
  const receiving = receivingStream(choice, settings.maxBytes);
  let kept: string | null = partial;
  const file = createWriteStream(partial, { mode: 0o600 });
  try {
    await pipeline(incoming.body, receiving.transform, file);
    if (incoming.isTruncated())
      throw new ApiError('reportTooLarge', { params: maxMb(settings.maxBytes) });
    const { sha256, size, isGzip } = receiving.done();
    if (size === 0) throw new ApiError('reportFileMissing');
    const text = isGzip
      ? await checkGzip(partial, choice, settings.maxBytes)
      : receiving.text.finish();
    if (text.size === 0) throw new ApiError('reportFileMissing');
    const { format } = text;
    const identity = identify(format, text.firstLine, text.textSha256);
    await refuseDuplicate(db, sha256, identity);
    if (replaces !== undefined) await checkReplaces(db, replaces, identity);
    const final = reportPath(reportsDir, id);
    await rename(partial, final);
    kept = final;
    const now = clock.now();
    const dsr = identity.dsr;
    try {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO report_files (id, name, format, sha256, size_bytes, state, uploaded_by,
                  uploaded_at, report_key, compression, sender, message_id, set_key, file_number,
                  number_of_files, period_start, period_end, replaces_id)
           VALUES ($1, $2, $3, $4, $5, 'queued', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
                  $16, $17)`,
          [
            id,
            incoming.name.slice(0, 255),
            format,
            sha256,
            size,
            userId,
            now,
            identity.key,
            isGzip ? 'gzip' : 'none',
            dsr?.sender ?? null,
            dsr?.messageId ?? null,
            dsr === null ? null : dsrSetKey(dsr),
            dsr?.fileNumber ?? null,
            dsr?.numberOfFiles ?? null,
            dsr?.periodStart ?? null,
            dsr?.periodEnd ?? null,
            replaces ?? null,
          ],
        );
        await enqueueJob(tx, clock, reportImportJob, { fileId: id }, { idempotencyKey: id });
      });
    } catch (error) {
      // two uploads of the same report at once: the second meets the first's row
      if (isUniqueViolation(error)) await refuseDuplicate(db, sha256, identity);
      throw error;
    }
    kept = null;
    return { id, format, replaces: replaces ?? null };
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
