// Reads of the channel-report files for the back office: the list, and one file with its counts,
// reconciliation and the lines to look at (unreadable ones and unmatched ones), paged. An importing
// file's progress is what its last committed batch recorded (importReport.ts).
import type {
  ReconciliationView,
  ReportFileDetail,
  ReportFileView,
  ReportIssueView,
} from '../../../src/domain/reports/reportApi';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';

interface FileRow {
  id: string;
  name: string;
  format: 'dsr' | 'csv';
  size_bytes: string;
  channel: string | null;
  party_id: string | null;
  period_start: string | null;
  period_end: string | null;
  state: ReportFileView['state'];
  line_count: number;
  usage_count: number;
  matched_count: number;
  unmatched_count: number;
  problem_count: number;
  is_reconciled: boolean | null;
  uploaded_at: Date;
  imported_at: Date | null;
  checkpoint: number;
  bytes_read: string;
  reconciliation: ReconciliationView | null;
}

const FILE_COLUMNS = `id, name, format, size_bytes::text AS size_bytes, channel, party_id,
  to_char(period_start, 'YYYY-MM-DD') AS period_start, to_char(period_end, 'YYYY-MM-DD') AS period_end,
  state, line_count, usage_count, matched_count, unmatched_count, problem_count, is_reconciled,
  uploaded_at, imported_at, checkpoint, bytes_read::text AS bytes_read`;

function present(row: FileRow): ReportFileView {
  return {
    id: row.id,
    name: row.name,
    format: row.format,
    sizeBytes: Number(row.size_bytes),
    channel: row.channel,
    partyId: row.party_id,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    state: row.state,
    lineCount: row.line_count,
    usageCount: row.usage_count,
    matchedCount: row.matched_count,
    unmatchedCount: row.unmatched_count,
    problemCount: row.problem_count,
    isReconciled: row.is_reconciled,
    uploadedAt: row.uploaded_at.toISOString(),
    importedAt: row.imported_at?.toISOString() ?? null,
    linesRead: row.checkpoint,
    bytesRead: Number(row.bytes_read),
  };
}

export async function listReportFiles(
  db: Queryable,
  page: { page: number; size: number },
): Promise<{ total: number; list: ReportFileView[] }> {
  const [count, rows] = await Promise.all([
    db.query<{ n: string }>('SELECT count(*) AS n FROM report_files'),
    db.query<FileRow>(
      `SELECT ${FILE_COLUMNS} FROM report_files ORDER BY uploaded_at DESC, id LIMIT $1 OFFSET $2`,
      [page.size, (page.page - 1) * page.size],
    ),
  ]);
  return { total: Number(count.rows[0].n), list: rows.rows.map(present) };
}

interface IssueRow {
  kind: 'problem' | 'unmatched';
  line_no: number;
  code: string;
  cell: number | null;
  raw: string | null;
  isrc: string | null;
  upc: string | null;
  territory: string | null;
  units: string | null;
  currency: string | null;
  revenue_micro: string | null;
}

function presentIssue(row: IssueRow): ReportIssueView {
  if (row.kind === 'problem')
    return {
      kind: 'problem',
      lineNo: row.line_no,
      code: row.code as Extract<ReportIssueView, { kind: 'problem' }>['code'],
      cell: row.cell,
      raw: row.raw ?? '',
    };
  return {
    kind: 'unmatched',
    lineNo: row.line_no,
    code: row.code as Extract<ReportIssueView, { kind: 'unmatched' }>['code'],
    isrc: row.isrc,
    upc: row.upc,
    territory: row.territory ?? '',
    units: Number(row.units),
    currency: row.currency ?? '',
    revenueMicro: row.revenue_micro ?? '0',
  };
}

export async function loadReportFile(
  db: Queryable,
  id: string,
  page: { page: number; size: number },
): Promise<ReportFileDetail> {
  const { rows } = await db.query<FileRow>(
    `SELECT ${FILE_COLUMNS}, reconciliation FROM report_files WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (row === undefined) throw new ApiError('notFound');
  const issues = await db.query<IssueRow>(
    `SELECT * FROM (
       SELECT 'problem' AS kind, line_no, code, cell, raw, NULL AS isrc, NULL AS upc,
              NULL AS territory, NULL AS units, NULL AS currency, NULL AS revenue_micro
         FROM report_problems WHERE file_id = $1
       UNION ALL
       SELECT 'unmatched', line_no, unmatched_reason, NULL, NULL, isrc, upc, territory,
              units::text, currency, revenue_micro::text
         FROM report_lines WHERE file_id = $1 AND org_id IS NULL
     ) issues ORDER BY line_no LIMIT $2 OFFSET $3`,
    [id, page.size, (page.page - 1) * page.size],
  );
  const total = row.problem_count + row.unmatched_count;
  return {
    file: present(row),
    reconciliation: row.reconciliation,
    issues: { total, page: page.page, size: page.size, list: issues.rows.map(presentIssue) },
  };
}
