// A batch of report lines or problems as ONE statement. On PostgreSQL the lines go by COPY FROM
// STDIN (db/copyIn.ts): no parameters to parse and plan, no per-row conflict check - the batch's
// transaction moves the file's checkpoint first (importReport.ts), so no run can write the same
// lines twice. Elsewhere (PGlite), a column per array parameter turned back into rows by unnest:
// the same twenty parameters for 1 or 5,000 lines, one round trip.
import type { ReportProblem, UsageLine } from '../../../src/domain/reports';
import { copyText } from '../db/copyIn';
import type { Queryable } from '../db/db';
import type { MatchedTo } from './matchBatch';

/** NUL cannot be stored in a text column; a line with one keeps the rest of its text. */
export function storable(text: string): string;
export function storable(text: string | null): string | null;
export function storable(text: string | null): string | null {
  return text === null ? null : text.replaceAll('\u0000', '\uFFFD');
}

export async function insertLines(
  tx: Queryable,
  fileId: string,
  lines: readonly UsageLine[],
  matches: readonly MatchedTo[],
): Promise<void> {
  if (lines.length === 0) return;
  if (tx.copyFrom) {
    await copyLines(tx.copyFrom.bind(tx), fileId, lines, matches);
    return;
  }
  const column = <T>(pick: (line: UsageLine, match: MatchedTo) => T): T[] =>
    lines.map((line, i) => pick(line, matches[i]));
  // ON CONFLICT: a line already written is never written (nor counted) twice
  await tx.query(
    `INSERT INTO report_lines (file_id, period, line_no, period_end, org_id, track_id, album_id,
            unmatched_reason, channel, territory, isrc, upc, usage_type, units, currency,
            revenue_micro, is_royalty_bearing, title, artist, transaction_id)
     SELECT $1::uuid, * FROM unnest($2::date[], $3::int[], $4::date[], $5::uuid[], $6::uuid[],
            $7::uuid[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[],
            $14::bigint[], $15::text[], $16::bigint[], $17::boolean[], $18::text[], $19::text[],
            $20::text[])
     ON CONFLICT DO NOTHING`,
    [
      fileId,
      column((l) => l.periodStart),
      column((l) => l.lineNo),
      column((l) => l.periodEnd),
      column((_, m) => m.orgId),
      column((_, m) => m.trackId),
      column((_, m) => m.albumId),
      column((_, m) => m.reason),
      column((l) => storable(l.channel)),
      column((l) => l.territory),
      column((l) => l.isrc),
      column((l) => l.upc),
      column((l) => l.usageType),
      column((l) => String(l.units)),
      column((l) => l.currency),
      column((l) => String(l.revenueMicro)),
      column((l) => l.isRoyaltyBearing),
      column((l) => storable(l.title)),
      column((l) => storable(l.artist)),
      column((l) => storable(l.transactionId)),
    ],
  );
}

const LINE_COLUMNS =
  'file_id, period, line_no, period_end, org_id, track_id, album_id, unmatched_reason, channel, ' +
  'territory, isrc, upc, usage_type, units, currency, revenue_micro, is_royalty_bearing, title, ' +
  'artist, transaction_id';

async function copyLines(
  copyFrom: NonNullable<Queryable['copyFrom']>,
  fileId: string,
  lines: readonly UsageLine[],
  matches: readonly MatchedTo[],
): Promise<void> {
  const rows = lines.map((l, i) => {
    const m = matches[i];
    return (
      [
        fileId,
        l.periodStart,
        l.lineNo,
        l.periodEnd,
        m.orgId,
        m.trackId,
        m.albumId,
        m.reason,
        storable(l.channel),
        l.territory,
        l.isrc,
        l.upc,
        l.usageType,
        l.units,
        l.currency,
        l.revenueMicro,
        l.isRoyaltyBearing ? 't' : 'f',
        storable(l.title),
        storable(l.artist),
        storable(l.transactionId),
      ]
        .map(copyText)
        .join('\t') + '\n'
    );
  });
  const copied = await copyFrom(`COPY report_lines (${LINE_COLUMNS}) FROM STDIN`, [rows.join('')]);
  if (copied !== lines.length) throw new Error(`copied ${copied} of ${lines.length} report lines`);
}

export async function insertProblems(
  tx: Queryable,
  fileId: string,
  problems: readonly ReportProblem[],
): Promise<void> {
  if (problems.length === 0) return;
  await tx.query(
    `INSERT INTO report_problems (file_id, line_no, end_line_no, code, cell, raw)
     SELECT $1::uuid, * FROM unnest($2::int[], $3::int[], $4::text[], $5::int[], $6::text[])
     ON CONFLICT DO NOTHING`,
    [
      fileId,
      problems.map((p) => p.lineNo),
      problems.map((p) => p.endLineNo),
      problems.map((p) => p.code),
      problems.map((p) => p.cell),
      problems.map((p) => storable(p.raw)),
    ],
  );
}
