// Imports one stored report file (issue 17): streams it through its parser (never whole in
// memory), matches usage lines across organisations, writes lines and problems in batches (one
// multi-row INSERT ... SELECT unnest per table, in one transaction with the checkpoint), then, in
// one last transaction, adds the file's rollup and marks it imported. A run that dies part way
// resumes after its checkpoint; the rollup is added exactly once, with the state change.
// Partners read only the rollup and its sums (trend, sales, settlement), never report_lines, so a
// file counts for them all at once when that last transaction commits, never in part (issue 28):
// no reader has to wait for an import. Each batch also records the bytes read, for staff.
// Issue 26: that last transaction adds the rollup only when the file's report reconciles
// (reportSets.ts); otherwise the file is held or waits for the rest of its report. A gzip file is
// read through gunzip, streamed.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  createCsvParser,
  createDsrParser,
  parseChunks,
  toReconciliationView,
  type DsrResult,
  type ReportOutcome,
  type ReportParser,
  type ReportProblem,
  type ReportResult,
  type UsageLine,
} from '../../../src/domain/reports';
import type { Db, Queryable } from '../db/db';
import { insertLines, insertProblems } from './lineRows';
import { matchBatch } from './matchBatch';
import { ensureMonthPartitions } from './partitions';
import { settleImportedFile } from './reportSets';

/** Outcomes per transaction: a few thousand rows, a few hundred kB of parameters. */
export const IMPORT_BATCH = 5_000;
/** PostgreSQL takes a batch by COPY (lineRows.ts): four times fewer transactions and look-ups. */
export const IMPORT_BATCH_COPY = 20_000;

interface FileRow {
  id: string;
  format: 'dsr' | 'csv';
  state: string;
  checkpoint: number;
  compression: 'none' | 'gzip';
}

export interface ImportOptions {
  reportsDir: string;
  /** the server's clock (clock.ts): the import time is a parameter, never now() */
  now: () => Date;
  signal?: AbortSignal;
  batch?: number;
  /** test hook: called after each committed batch with the new checkpoint */
  afterBatch?: (checkpoint: number) => Promise<void> | void;
  /** test hook: called in the last transaction, the rollup added, before it commits */
  beforeCommit?: () => Promise<void> | void;
}

/** Where an uploaded report's bytes are kept (routes write it, the import reads it). */
export function reportPath(reportsDir: string, fileId: string): string {
  return path.join(reportsDir, fileId);
}

function parserFor(format: 'dsr' | 'csv'): ReportParser {
  return format === 'dsr' ? createDsrParser() : createCsvParser();
}

interface Seen {
  channel: string | null;
  periodStart: string | null;
  periodEnd: string | null;
}

function describeFile(result: ReportResult, seen: Seen): Seen & { partyId: string | null } {
  const header = result.format === 'dsr' ? (result as DsrResult).header : null;
  if (header === null) return { ...seen, partyId: null };
  return {
    channel: header.senderName || seen.channel,
    partyId: header.senderPartyId || null,
    periodStart: header.periodStart,
    periodEnd: header.periodEnd,
  };
}

export async function importReportFile(
  db: Db,
  fileId: string,
  options: ImportOptions,
): Promise<'imported' | 'already'> {
  const { rows } = await db.query<FileRow>(
    `UPDATE report_files SET state = 'importing' WHERE id = $1 AND state IN ('queued', 'importing')
     RETURNING id, format, state, checkpoint, compression`,
    [fileId],
  );
  const file = rows[0];
  if (file === undefined) return 'already';
  const batchSize = options.batch ?? (db.kind === 'postgres' ? IMPORT_BATCH_COPY : IMPORT_BATCH);
  const parser = parserFor(file.format);
  const seen: Seen = { channel: null, periodStart: null, periodEnd: null };
  let position = 0;
  let checkpoint = file.checkpoint;
  let pending: ReportOutcome[] = [];

  const stream = createReadStream(reportPath(options.reportsDir, fileId), {
    highWaterMark: 256 * 1024,
  });
  // the upload was checked to unpack within the size limit (receiveReport.ts)
  let source: Readable = stream;
  if (file.compression === 'gzip') {
    const gunzip = createGunzip();
    stream.on('error', (error) => gunzip.destroy(error));
    source = stream.pipe(gunzip);
  }
  // one batch is written while the next is parsed: the database and the parser work side by side
  let writing: Promise<void> = Promise.resolve();
  const flush = async (): Promise<void> => {
    options.signal?.throwIfAborted();
    const usage = pending.flatMap((o) => (o.kind === 'usage' ? [o.line] : []));
    const problems = pending.flatMap((o) => (o.kind === 'problem' ? [o.problem] : []));
    const from = checkpoint;
    const to = from + pending.length;
    checkpoint = to;
    pending = [];
    // the stream reads a little ahead of the parser: progress, not a resume position
    const bytesRead = stream.bytesRead;
    await writing;
    writing = writeBatch(db, fileId, { usage, problems, from, to, bytesRead }).then(() =>
      options.afterBatch?.(to),
    );
    // awaited at the next flush or at the end; a rejection meanwhile is not unhandled
    writing.catch(() => undefined);
  };

  try {
    for await (const outcome of parseChunks(parser, source as AsyncIterable<Uint8Array>)) {
      position += 1;
      if (outcome.kind === 'usage') {
        const { line } = outcome;
        seen.channel ??= line.channel;
        if (seen.periodStart === null || line.periodStart < seen.periodStart)
          seen.periodStart = line.periodStart;
        if (seen.periodEnd === null || line.periodEnd > seen.periodEnd)
          seen.periodEnd = line.periodEnd;
      }
      // committed by an earlier run: read again only to rebuild the parser's state
      if (position <= file.checkpoint) continue;
      pending.push(outcome);
      if (pending.length >= batchSize) await flush();
    }
    if (pending.length > 0) await flush();
    await writing;
  } finally {
    stream.destroy();
    if (source !== stream) source.destroy();
  }
  const result = parser.result();
  await finishImport(db, fileId, result, describeFile(result, seen), {
    checkpoint,
    now: options.now(),
    beforeCommit: options.beforeCommit,
  });
  return 'imported';
}

async function writeBatch(
  db: Db,
  fileId: string,
  batch: {
    usage: UsageLine[];
    problems: ReportProblem[];
    from: number;
    to: number;
    bytesRead: number;
  },
): Promise<void> {
  const matches = await matchBatch(db, batch.usage);
  await ensureMonthPartitions(
    db,
    batch.usage.map((l) => l.periodStart),
  );
  await db.transaction(async (tx) => {
    // the fence: a second run of the same file (a lapsed lease) cannot write the same batch
    const moved = await tx.query(
      `UPDATE report_files SET checkpoint = $2, bytes_read = least($4, size_bytes)
        WHERE id = $1 AND checkpoint = $3 AND state = 'importing'`,
      [fileId, batch.to, batch.from, batch.bytesRead],
    );
    if (moved.rowCount !== 1) throw new Error('another run of this report import moved on');
    await insertLines(tx, fileId, batch.usage, matches);
    await insertProblems(tx, fileId, batch.problems);
  });
}

async function finishImport(
  db: Db,
  fileId: string,
  result: ReportResult,
  about: Seen & { partyId: string | null },
  at: { checkpoint: number; now: Date; beforeCommit?: () => Promise<void> | void },
): Promise<void> {
  await db.transaction(async (tx) => {
    const counted = await tx.query<{ matched: string; unmatched: string }>(
      `SELECT count(*) FILTER (WHERE org_id IS NOT NULL) AS matched,
              count(*) FILTER (WHERE org_id IS NULL) AS unmatched
         FROM report_lines WHERE file_id = $1`,
      [fileId],
    );
    const done = await tx.query(
      // 'held' until settled below, in this transaction: imported, held or waiting
      `UPDATE report_files SET state = 'held', channel = $2, party_id = $3, period_start = $4,
              period_end = $5, line_count = $6, usage_count = $7, matched_count = $8,
              unmatched_count = $9, problem_count = $10, reconciliation = $11::jsonb,
              is_reconciled = $12, imported_at = $14, error = NULL, bytes_read = size_bytes
        WHERE id = $1 AND state = 'importing' AND checkpoint = $13`,
      [
        fileId,
        about.channel,
        about.partyId,
        about.periodStart,
        about.periodEnd,
        result.lineCount,
        result.usageCount,
        Number(counted.rows[0].matched),
        Number(counted.rows[0].unmatched),
        result.problemCount,
        JSON.stringify(toReconciliationView(result.reconciliation)),
        result.reconciliation.isMatched,
        at.checkpoint,
        at.now,
      ],
    );
    if (done.rowCount !== 1) throw new Error('another run of this report import finished it');
    // added once, in the transaction that marks the file imported; the file's lines are summed
    // in memory rather than in batches on disk (about 200 bytes a line on PostgreSQL's side)
    if (db.kind === 'postgres') await tx.query(`SET LOCAL work_mem = '256MB'`);
    await settleImportedFile(tx, fileId, at.now);
    await at.beforeCommit?.();
  });
}

/**
 * Adds a file's matched lines to report_rollups; the rollup's triggers add them to the trend
 * summary (report_trend_sums, migration 075) in the same transaction.
 */
export async function addFileRollup(tx: Queryable, fileId: string): Promise<void> {
  await tx.query(
    `INSERT INTO report_rollups (org_id, day, file_id, track_id, album_id, channel, territory,
            usage_type, currency, is_royalty_bearing, units, revenue_micro, line_count)
     SELECT org_id, period, file_id, track_id, album_id, channel, territory, usage_type,
            currency, is_royalty_bearing, sum(units), sum(revenue_micro), count(*)
       FROM report_lines WHERE file_id = $1 AND org_id IS NOT NULL
      GROUP BY org_id, period, file_id, track_id, album_id, channel, territory, usage_type,
            currency, is_royalty_bearing`,
    [fileId],
  );
}

/** Records a failed import for staff (the job runner decides whether it is tried again). */
export async function markImportFailed(db: Db, fileId: string, message: string): Promise<void> {
  await db.query(
    `UPDATE report_files SET state = 'failed', error = $2
      WHERE id = $1 AND state IN ('queued', 'importing')`,
    [fileId, message.slice(0, 1000)],
  );
}
