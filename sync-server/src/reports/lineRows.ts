// A batch of report lines or problems as ONE statement: a column per array parameter, turned back
// into rows by unnest. The statement has the same twenty parameters for 1 or 5,000 lines (no
// 65,535-parameter ceiling, one round trip), the nearest thing to COPY that both engines share.
import type { ReportProblem, UsageLine } from '../../../src/domain/reports';
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
