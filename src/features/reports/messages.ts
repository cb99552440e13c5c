// Texts of the back office's channel-report screen (/staff/reports).
import { defineMessages, type NoMessageValues } from 'react-intl';

const D = 'Back-office channel reports screen (staff only)';

export const reportMessages = defineMessages<{
  heading: NoMessageValues;
  needsConnection: NoMessageValues;
  upload: NoMessageValues;
  file: NoMessageValues;
  format: NoMessageValues;
  formatAuto: NoMessageValues;
  formatDsr: NoMessageValues;
  formatCsv: NoMessageValues;
  uploaded: { name: string };
  refresh: NoMessageValues;
  listTable: NoMessageValues;
  empty: NoMessageValues;
  colName: NoMessageValues;
  colChannel: NoMessageValues;
  colPeriod: NoMessageValues;
  colState: NoMessageValues;
  colLines: NoMessageValues;
  colMatched: NoMessageValues;
  colUnmatched: NoMessageValues;
  colProblems: NoMessageValues;
  colReconciled: NoMessageValues;
  open: NoMessageValues;
  state_queued: NoMessageValues;
  state_importing: NoMessageValues;
  state_imported: NoMessageValues;
  state_failed: NoMessageValues;
  importProgress: { percent: number; lines: number };
  reconciled: NoMessageValues;
  notReconciled: NoMessageValues;
  noTotals: NoMessageValues;
  detailHeading: { name: string };
  reconciliationTable: NoMessageValues;
  colKey: NoMessageValues;
  colCurrency: NoMessageValues;
  colDeclaredUnits: NoMessageValues;
  colLineUnits: NoMessageValues;
  colDeclaredRevenue: NoMessageValues;
  colLineRevenue: NoMessageValues;
  colCheck: NoMessageValues;
  issuesTable: NoMessageValues;
  noIssues: NoMessageValues;
  colLine: NoMessageValues;
  colReason: NoMessageValues;
  colContent: NoMessageValues;
  kindProblem: NoMessageValues;
  kindUnmatched: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  pageOf: { page: number; pages: number };
  close: NoMessageValues;
  state_held: NoMessageValues;
  state_waiting: NoMessageValues;
  state_rejected: NoMessageValues;
  state_replaced: NoMessageValues;
  waitingOf: { received: number; expected: number };
  heldNotice: NoMessageValues;
  waitingNotice: { fileNumber: number; expected: number; missing: string };
  replacedNotice: NoMessageValues;
  replacesNotice: { name: string };
  setTable: NoMessageValues;
  colFileNumber: NoMessageValues;
  notReceived: NoMessageValues;
  setChecksTable: NoMessageValues;
  fileProblemsHeading: NoMessageValues;
  countsTable: NoMessageValues;
  colCount: NoMessageValues;
  colDeclared: NoMessageValues;
  colActual: NoMessageValues;
  count_linesInFile: NoMessageValues;
  count_linesInReport: NoMessageValues;
  count_summaryRecords: NoMessageValues;
  count_blocksInFile: NoMessageValues;
  count_blocksInReport: NoMessageValues;
  reason: NoMessageValues;
  accept: NoMessageValues;
  reject: NoMessageValues;
  accepted: { name: string };
  rejected: { name: string };
  historyTable: NoMessageValues;
  colWhen: NoMessageValues;
  colWhat: NoMessageValues;
  event_held: NoMessageValues;
  event_accepted: { actor: string; reason: string };
  event_rejected: { actor: string; reason: string };
  event_replaced: { other: string };
  event_replaces: { other: string };
  replaces: NoMessageValues;
  replacesNone: NoMessageValues;
  findingsTable: NoMessageValues;
  colRecord: NoMessageValues;
  colCell: NoMessageValues;
  colSeverity: NoMessageValues;
  colFinding: NoMessageValues;
  colExpected: NoMessageValues;
  colFound: NoMessageValues;
  severity_error: NoMessageValues;
  severity_warning: NoMessageValues;
  findingAbout: { text: string; key: string };
  unattributedTable: NoMessageValues;
  colRemainder: NoMessageValues;
  colIndirect: NoMessageValues;
  colUnattributed: NoMessageValues;
  colLineGrossUnits: NoMessageValues;
  colLineNetUnits: NoMessageValues;
}>({
  heading: { id: 'reports.staff.heading', defaultMessage: 'Channel reports', description: D },
  needsConnection: {
    id: 'reports.staff.needsConnection',
    defaultMessage:
      'Uploading and reading channel reports needs a connection. They are available again when you are back online.',
    description: D,
  },
  upload: { id: 'reports.staff.upload', defaultMessage: 'Upload report', description: D },
  file: { id: 'reports.staff.file', defaultMessage: 'Report file (DSR or CSV)', description: D },
  format: { id: 'reports.staff.format', defaultMessage: 'Format', description: D },
  formatAuto: { id: 'reports.staff.formatAuto', defaultMessage: 'Detect', description: D },
  formatDsr: {
    id: 'reports.staff.formatDsr',
    defaultMessage: 'DDEX DSR (tab-separated)',
    description: D,
  },
  formatCsv: { id: 'reports.staff.formatCsv', defaultMessage: 'CSV spreadsheet', description: D },
  uploaded: {
    id: 'reports.staff.uploaded',
    defaultMessage: '{name} is uploaded and being imported.',
    description: D,
  },
  refresh: { id: 'reports.staff.refresh', defaultMessage: 'Refresh', description: D },
  listTable: {
    id: 'reports.staff.listTable',
    defaultMessage: 'Uploaded channel reports',
    description: D,
  },
  empty: {
    id: 'reports.staff.empty',
    defaultMessage:
      'No channel reports yet. Upload a DSR or CSV file from a channel to see its import here.',
    description: D,
  },
  colName: { id: 'reports.staff.colName', defaultMessage: 'File', description: D },
  colChannel: { id: 'reports.staff.colChannel', defaultMessage: 'Channel', description: D },
  colPeriod: { id: 'reports.staff.colPeriod', defaultMessage: 'Period', description: D },
  colState: { id: 'reports.staff.colState', defaultMessage: 'State', description: D },
  colLines: { id: 'reports.staff.colLines', defaultMessage: 'Usage lines', description: D },
  colMatched: { id: 'reports.staff.colMatched', defaultMessage: 'Matched', description: D },
  colUnmatched: { id: 'reports.staff.colUnmatched', defaultMessage: 'Unmatched', description: D },
  colProblems: { id: 'reports.staff.colProblems', defaultMessage: 'Unreadable', description: D },
  colReconciled: { id: 'reports.staff.colReconciled', defaultMessage: 'Totals', description: D },
  open: { id: 'reports.staff.open', defaultMessage: 'Open', description: D },
  state_queued: { id: 'reports.staff.state.queued', defaultMessage: 'Queued', description: D },
  state_importing: {
    id: 'reports.staff.state.importing',
    defaultMessage: 'Importing',
    description: D,
  },
  state_imported: {
    id: 'reports.staff.state.imported',
    defaultMessage: 'Imported',
    description: D,
  },
  state_failed: { id: 'reports.staff.state.failed', defaultMessage: 'Failed', description: D },
  importProgress: {
    id: 'reports.staff.importProgress',
    defaultMessage: 'Importing: {percent, number, percent} read, {lines, number} lines',
    description: `${D}: an importing file's state, updated as the import commits each batch (percent of the file's bytes, lines written)`,
  },
  reconciled: { id: 'reports.staff.reconciled', defaultMessage: 'Match', description: D },
  notReconciled: { id: 'reports.staff.notReconciled', defaultMessage: 'Mismatch', description: D },
  noTotals: { id: 'reports.staff.noTotals', defaultMessage: '—', description: D },
  detailHeading: {
    id: 'reports.staff.detailHeading',
    defaultMessage: 'Report {name}',
    description: D,
  },
  reconciliationTable: {
    id: 'reports.staff.reconciliationTable',
    defaultMessage: "The file's own totals against the sum of its lines",
    description: D,
  },
  colKey: { id: 'reports.staff.colKey', defaultMessage: 'Summary record', description: D },
  colCurrency: { id: 'reports.staff.colCurrency', defaultMessage: 'Currency', description: D },
  colDeclaredUnits: {
    id: 'reports.staff.colDeclaredUnits',
    defaultMessage: 'Declared units',
    description: D,
  },
  colLineUnits: { id: 'reports.staff.colLineUnits', defaultMessage: 'Line units', description: D },
  colDeclaredRevenue: {
    id: 'reports.staff.colDeclaredRevenue',
    defaultMessage: 'Declared revenue',
    description: D,
  },
  colLineRevenue: {
    id: 'reports.staff.colLineRevenue',
    defaultMessage: 'Line revenue',
    description: D,
  },
  colCheck: { id: 'reports.staff.colCheck', defaultMessage: 'Result', description: D },
  issuesTable: {
    id: 'reports.staff.issuesTable',
    defaultMessage: 'Lines not imported or not matched',
    description: D,
  },
  noIssues: {
    id: 'reports.staff.noIssues',
    defaultMessage: 'Every line was read and matched to a track or an album.',
    description: D,
  },
  colLine: { id: 'reports.staff.colLine', defaultMessage: 'Line', description: D },
  colReason: { id: 'reports.staff.colReason', defaultMessage: 'Reason', description: D },
  colContent: { id: 'reports.staff.colContent', defaultMessage: 'Content', description: D },
  kindProblem: { id: 'reports.staff.kindProblem', defaultMessage: 'Unreadable', description: D },
  kindUnmatched: { id: 'reports.staff.kindUnmatched', defaultMessage: 'Unmatched', description: D },
  previous: { id: 'reports.staff.previous', defaultMessage: 'Previous', description: D },
  next: { id: 'reports.staff.next', defaultMessage: 'Next', description: D },
  pageOf: { id: 'reports.staff.pageOf', defaultMessage: 'Page {page} of {pages}', description: D },
  close: { id: 'reports.staff.close', defaultMessage: 'Close', description: D },
  state_held: {
    id: 'reports.staff.state.held',
    defaultMessage: 'Held: not counted',
    description: D,
  },
  state_waiting: {
    id: 'reports.staff.state.waiting',
    defaultMessage: 'Waiting for the rest of the report',
    description: D,
  },
  state_rejected: {
    id: 'reports.staff.state.rejected',
    defaultMessage: 'Rejected',
    description: D,
  },
  state_replaced: {
    id: 'reports.staff.state.replaced',
    defaultMessage: 'Replaced by a correction',
    description: D,
  },
  waitingOf: {
    id: 'reports.staff.waitingOf',
    defaultMessage: 'Waiting: {received} of {expected} files received',
    description: D,
  },
  heldNotice: {
    id: 'reports.staff.heldNotice',
    defaultMessage:
      "This report's totals do not reconcile, so nothing of it counts (no trend, no statement) until you accept it with a reason or reject it.",
    description: D,
  },
  waitingNotice: {
    id: 'reports.staff.waitingNotice',
    defaultMessage:
      'This is file {fileNumber} of a report in {expected} files. Nothing of it counts until every file has arrived and the report reconciles. Missing: file {missing}.',
    description: D,
  },
  replacedNotice: {
    id: 'reports.staff.replacedNotice',
    defaultMessage: 'A correction replaced this report: it no longer counts.',
    description: D,
  },
  replacesNotice: {
    id: 'reports.staff.replacesNotice',
    defaultMessage: 'This report corrects {name}: when it counts, {name} stops counting.',
    description: D,
  },
  setTable: {
    id: 'reports.staff.setTable',
    defaultMessage: 'Files of this report',
    description: D,
  },
  colFileNumber: {
    id: 'reports.staff.colFileNumber',
    defaultMessage: 'File number',
    description: D,
  },
  notReceived: {
    id: 'reports.staff.notReceived',
    defaultMessage: 'Not received',
    description: D,
  },
  setChecksTable: {
    id: 'reports.staff.setChecksTable',
    defaultMessage: 'Summary records of the whole report (all files together)',
    description: D,
  },
  fileProblemsHeading: {
    id: 'reports.staff.fileProblemsHeading',
    defaultMessage: 'Problems of the whole file',
    description: D,
  },
  countsTable: {
    id: 'reports.staff.countsTable',
    defaultMessage: 'Footer (FOOT) counts against the file',
    description: D,
  },
  colCount: {
    id: 'reports.staff.colCount',
    defaultMessage: 'Count',
    description: D,
  },
  colDeclared: {
    id: 'reports.staff.colDeclared',
    defaultMessage: 'Declared',
    description: D,
  },
  colActual: {
    id: 'reports.staff.colActual',
    defaultMessage: 'Counted',
    description: D,
  },
  count_linesInFile: {
    id: 'reports.staff.count.linesInFile',
    defaultMessage: 'Lines in the file',
    description: D,
  },
  count_linesInReport: {
    id: 'reports.staff.count.linesInReport',
    defaultMessage: 'Lines in the report',
    description: D,
  },
  count_summaryRecords: {
    id: 'reports.staff.count.summaryRecords',
    defaultMessage: 'Summary records',
    description: D,
  },
  count_blocksInFile: {
    id: 'reports.staff.count.blocksInFile',
    defaultMessage: 'Blocks in the file',
    description: D,
  },
  count_blocksInReport: {
    id: 'reports.staff.count.blocksInReport',
    defaultMessage: 'Blocks in the report',
    description: D,
  },
  reason: {
    id: 'reports.staff.reason',
    defaultMessage: "Reason (kept in the report's history)",
    description: D,
  },
  accept: {
    id: 'reports.staff.accept',
    defaultMessage: 'Accept and count',
    description: D,
  },
  reject: {
    id: 'reports.staff.reject',
    defaultMessage: 'Reject',
    description: D,
  },
  accepted: {
    id: 'reports.staff.accepted',
    defaultMessage: '{name} was accepted: it counts now.',
    description: D,
  },
  rejected: {
    id: 'reports.staff.rejected',
    defaultMessage: '{name} was rejected: it does not count.',
    description: D,
  },
  historyTable: {
    id: 'reports.staff.historyTable',
    defaultMessage: 'History',
    description: D,
  },
  colWhen: {
    id: 'reports.staff.colWhen',
    defaultMessage: 'When',
    description: D,
  },
  colWhat: {
    id: 'reports.staff.colWhat',
    defaultMessage: 'What',
    description: D,
  },
  event_held: {
    id: 'reports.staff.event.held',
    defaultMessage: 'Held: the totals do not reconcile',
    description: D,
  },
  event_accepted: {
    id: 'reports.staff.event.accepted',
    defaultMessage: 'Accepted by {actor}: {reason}',
    description: D,
  },
  event_rejected: {
    id: 'reports.staff.event.rejected',
    defaultMessage: 'Rejected by {actor}: {reason}',
    description: D,
  },
  event_replaced: {
    id: 'reports.staff.event.replaced',
    defaultMessage: 'Replaced by the correction {other}',
    description: D,
  },
  event_replaces: {
    id: 'reports.staff.event.replaces',
    defaultMessage: 'Replaces {other}',
    description: D,
  },
  replaces: {
    id: 'reports.staff.replaces',
    defaultMessage: 'Corrects an earlier report',
    description: D,
  },
  replacesNone: {
    id: 'reports.staff.replacesNone',
    defaultMessage: 'No: a new report',
    description: D,
  },
  findingsTable: {
    id: 'reports.staff.findingsTable',
    defaultMessage: "The file's problems and warnings: where they are and what was expected",
    description: D,
  },
  colRecord: { id: 'reports.staff.colRecord', defaultMessage: 'Record', description: D },
  colCell: { id: 'reports.staff.colCell', defaultMessage: 'Cell', description: D },
  colSeverity: { id: 'reports.staff.colSeverity', defaultMessage: 'Severity', description: D },
  colFinding: { id: 'reports.staff.colFinding', defaultMessage: 'What it says', description: D },
  colExpected: { id: 'reports.staff.colExpected', defaultMessage: 'Expected', description: D },
  colFound: { id: 'reports.staff.colFound', defaultMessage: 'Found', description: D },
  severity_error: {
    id: 'reports.staff.severity.error',
    defaultMessage: 'Error',
    description: `${D}: a finding that keeps the file from reconciling`,
  },
  severity_warning: {
    id: 'reports.staff.severity.warning',
    defaultMessage: 'Warning',
    description: `${D}: a finding that does not keep the file from reconciling`,
  },
  findingAbout: {
    id: 'reports.staff.findingAbout',
    defaultMessage: '{text} ({key})',
    description: `${D}: a finding's text and which count or summary record (its id) it is about`,
  },
  unattributedTable: {
    id: 'reports.staff.unattributedTable',
    defaultMessage:
      'Revenue the file declares that no usage line carries, kept as unattributed and never dropped: the remainder (declared minus what the lines carry) and the indirect net revenue (not allocated to releases)',
    description: D,
  },
  colRemainder: {
    id: 'reports.staff.colRemainder',
    defaultMessage: 'Remainder',
    description: D,
  },
  colIndirect: {
    id: 'reports.staff.colIndirect',
    defaultMessage: 'Indirect net revenue',
    description: `${D}: the DDEX DSR IndirectNetRevenue of the summary records`,
  },
  colUnattributed: {
    id: 'reports.staff.colUnattributed',
    defaultMessage: 'Unattributed in total',
    description: D,
  },
  colLineGrossUnits: {
    id: 'reports.staff.colLineGrossUnits',
    defaultMessage: 'Line units before returns',
    description: D,
  },
  colLineNetUnits: {
    id: 'reports.staff.colLineNetUnits',
    defaultMessage: 'Line units after returns',
    description: D,
  },
});
