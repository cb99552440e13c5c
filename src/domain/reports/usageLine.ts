// What a channel report becomes, whatever its layout: usage lines (one per sales/usage record or
// spreadsheet row), other records, and problems. Each physical line of the input ends up in exactly
// one outcome, so nothing is dropped without a reason (issue 17).

export const USAGE_TYPES = ['stream', 'download', 'other'] as const;
export type UsageType = (typeof USAGE_TYPES)[number];

export type ReportFormat = 'dsr' | 'csv';

export interface UsageLine {
  format: ReportFormat;
  /** first physical line of the record, from 1 */
  lineNo: number;
  channel: string;
  /** YYYY-MM-DD, inclusive */
  periodStart: string;
  periodEnd: string;
  /** ISO 3166-1 alpha-2, or DDEX "Worldwide" */
  territory: string;
  /** cleaned ISRC (12 characters) or null */
  isrc: string | null;
  /** UPC/EAN as given (12-14 digits) or null; a release-level sale has a UPC and no ISRC */
  upc: string | null;
  usageType: UsageType;
  /** net units (downloads minus returns, streams); may be negative for a correction */
  units: number;
  currency: string;
  /** revenue in 1e-6 of the currency's major unit (money/amount.ts) */
  revenueMicro: bigint;
  /** false when the channel says no royalty is due (DSR IsRoyaltyBearing) */
  isRoyaltyBearing: boolean;
  title: string | null;
  artist: string | null;
  /** the channel's own id of the line (DSR SalesTransactionId) */
  transactionId: string | null;
  /**
   * A DSR bundle (a sub-release, RE02, of several recordings): the ISRCs it is made of. The line
   * is sold as the bundle's head release (its `upc`), with no single `isrc`.
   */
  bundleIsrcs?: string[];
}

/** Codes of a line that could not become a usage line; the UI says them as `reports.<code>`. */
export const REPORT_PROBLEM_CODES = [
  'line-too-long',
  'record-type-unknown',
  'record-before-header',
  'record-after-footer',
  'header-invalid',
  'header-repeated',
  'profile-unsupported',
  'cell-missing',
  'date-format',
  'period-format',
  'integer-format',
  'decimal-format',
  'number-grouping',
  // no longer given (issue 26: one precision rule, every layout rounds to six decimals); kept so
  // the problems stored before it still have their text
  'revenue-precision',
  'boolean-format',
  'currency-unknown',
  'territory-format',
  'isrc-format',
  'upc-format',
  'identifier-missing',
  'usage-type-unknown',
  'summary-duplicate',
  'summary-unknown',
  'summary-unsupported',
  'summary-limit',
  'reference-missing',
  'reference-unknown',
  'block-too-large',
  'csv-quote',
  'before-header',
  'header-columns',
] as const;
export type ReportProblemCode = (typeof REPORT_PROBLEM_CODES)[number];

/**
 * Whole-file findings (reconciliation.fileProblems, and the findings with their line, record and
 * what was expected): the file's own counts and totals against its lines, and warnings.
 */
export const REPORT_FILE_CODES = [
  'file-empty',
  'header-missing',
  'footer-missing',
  'footer-count-mismatch',
  'summary-units-mismatch',
  'summary-total-mismatch',
  'upc-check-digit',
  'report-incomplete',
] as const;
export type ReportFileCode = (typeof REPORT_FILE_CODES)[number];

/** Longest raw text kept with a problem: enough to read it, bounded for the database. */
export const PROBLEM_RAW_MAX_CHARS = 1_000;

export interface ReportProblem {
  lineNo: number;
  /** last physical line (a CSV record may span lines through a quoted line break) */
  endLineNo: number;
  code: ReportProblemCode;
  /** the line as read, cut at PROBLEM_RAW_MAX_CHARS */
  raw: string;
  /** 1-based cell (DSR) or column (CSV) the code is about, when there is one */
  cell: number | null;
}

export const RECORD_KINDS = [
  'header',
  'summary',
  'release',
  'resource',
  'work',
  'footer',
  'comment',
  'empty',
  'columns',
  'total',
  'subtotal',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export type ReportOutcome =
  | { kind: 'usage'; line: UsageLine; endLineNo: number }
  | { kind: 'record'; lineNo: number; endLineNo: number; record: RecordKind }
  | { kind: 'problem'; problem: ReportProblem };

export function outcomeLines(outcome: ReportOutcome): { lineNo: number; endLineNo: number } {
  if (outcome.kind === 'usage')
    return { lineNo: outcome.line.lineNo, endLineNo: outcome.endLineNo };
  if (outcome.kind === 'problem') return outcome.problem;
  return outcome;
}

export function makeProblem(
  lineNo: number,
  code: ReportProblemCode,
  raw: string,
  cell: number | null = null,
  endLineNo = lineNo,
): ReportProblem {
  return {
    lineNo,
    endLineNo,
    code,
    raw: raw.length > PROBLEM_RAW_MAX_CHARS ? raw.slice(0, PROBLEM_RAW_MAX_CHARS) : raw,
    cell,
  };
}

/** Territory of a report: an ISO alpha-2 code ("cn" -> "CN") or DDEX "Worldwide". */
export function normalizeTerritory(raw: string): string | null {
  const text = raw.trim();
  if (/^worldwide$/i.test(text) || /^ww$/i.test(text)) return 'Worldwide';
  return /^[A-Za-z]{2}$/.test(text) ? text.toUpperCase() : null;
}
