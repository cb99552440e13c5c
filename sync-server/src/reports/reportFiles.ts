// Reads of the channel-report files for the back office: the list, and one file with its counts,
// reconciliation and the lines to look at (unreadable ones and unmatched ones), paged. An importing
// file's progress is what its last committed batch recorded (importReport.ts). Issue 26: the
// multi-file report a file belongs to (what arrived, what is missing, its reconciliation together)
// and who decided what about it.
import type {
  ReconciliationView,
  ReportEventView,
  ReportFileDetail,
  ReportFileView,
  ReportIssueView,
  ReportSetView,
} from '../../../src/domain/reports/reportApi';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { setReconciliation, loadSetFiles } from './reportSets';

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
  file_number: number | null;
  number_of_files: number | null;
  message_id: string | null;
  compression: 'none' | 'gzip';
  replaces_id: string | null;
  replaced_by_id: string | null;
  set_received: number | null;
  replaces_name: string | null;
}

const FILE_COLUMNS = `id, name, format, size_bytes::text AS size_bytes, channel, party_id,
  to_char(period_start, 'YYYY-MM-DD') AS period_start, to_char(period_end, 'YYYY-MM-DD') AS period_end,
  state, line_count, usage_count, matched_count, unmatched_count, problem_count, is_reconciled,
  uploaded_at, imported_at, checkpoint, bytes_read::text AS bytes_read, file_number,
  number_of_files, message_id, compression, replaces_id, replaced_by_id,
  (SELECT r.name FROM report_files r WHERE r.id = report_files.replaces_id) AS replaces_name,
  CASE WHEN number_of_files > 1 THEN (
    SELECT count(DISTINCT s.file_number)::int FROM report_files s
     WHERE s.set_key = report_files.set_key
       AND s.state IN ('waiting', 'held', 'imported', 'replaced')) END AS set_received`;

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
    fileNumber: row.file_number,
    numberOfFiles: row.number_of_files,
    setReceived: row.set_received,
    messageId: row.message_id,
    compression: row.compression,
    replacesId: row.replaces_id,
    replacesName: row.replaces_name,
    replacedById: row.replaced_by_id,
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
    set: (row.number_of_files ?? 1) > 1 ? await loadSet(db, id) : null,
    events: await loadEvents(db, id),
    issues: { total, page: page.page, size: page.size, list: issues.rows.map(presentIssue) },
  };
}

async function loadSet(db: Queryable, id: string): Promise<ReportSetView> {
  const files = await loadSetFiles(db, id);
  const names = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM report_files WHERE id = ANY($1::uuid[])',
    [files.map((f) => f.id)],
  );
  const set = setReconciliation(files);
  return {
    expected: set.expected,
    files: files.map((f) => ({
      id: f.id,
      name: names.rows.find((n) => n.id === f.id)?.name ?? '',
      fileNumber: f.file_number ?? 1,
      state: f.state as ReportSetView['files'][number]['state'],
    })),
    missing: set.missing,
    isComplete: set.isComplete,
    checks: set.checks,
    isMatched: set.isMatched,
  };
}

async function loadEvents(db: Queryable, id: string): Promise<ReportEventView[]> {
  const { rows } = await db.query<{
    action: ReportEventView['action'];
    actor: string | null;
    reason: string | null;
    other_id: string | null;
    other_name: string | null;
    at: Date;
  }>(
    `SELECT e.action, u.login_name AS actor, e.reason, o.id AS other_id, o.name AS other_name, e.at
       FROM report_file_events e
       LEFT JOIN users u ON u.id = e.actor_id
       LEFT JOIN report_files o ON o.id = e.other_file_id
      WHERE e.file_id = $1 ORDER BY e.id`,
    [id],
  );
  return rows.map((r) => ({
    action: r.action,
    actor: r.actor,
    reason: r.reason,
    otherFile: r.other_id === null ? null : { id: r.other_id, name: r.other_name ?? '' },
    at: r.at.toISOString(),
  }));
}
